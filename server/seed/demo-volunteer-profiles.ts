// A volunteer profile for each demo volunteer (volunteer@T.test) of the tenants that use
// volunteer profiles: skills, interests, availability and a postcode in one of the tenant's
// GLOSSARY places, with that place's coordinates (no geocoder call while seeding). Idempotent:
// a fixed id and `on conflict do nothing`, so a profile edited in the app stays as it is.
import { TENANT_CONFIGS, TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { Db, Tx } from '../db/connection';
import { volunteerProfiles } from '../db/schema/volunteer-profiles';
import type { Availability } from '../../common/schemas/volunteer-profile';
import { withTenant } from '../db/with-tenant';
import { buildDemoId } from './demo-ids';
import { PLACES, type PlaceKey } from './demo-places';
import { getDemoUserId } from './demo-users';

interface DemoProfile {
  place: PlaceKey;
  letters: string;
  bio: string;
  skills: string[];
  interests: string[];
  availability: Availability;
}

// prettier-ignore
const PROFILES: Record<TenantName, DemoProfile> = {
  public: { place: 'zwolle', letters: 'GK', bio: 'Gepensioneerd docent. Ik help graag kinderen met lezen en rekenen.', skills: ['Lesgeven', 'Voorlezen', 'Geduld'], interests: ['Onderwijs', 'Taal'], availability: { mon: ['morning'], wed: ['morning', 'afternoon'] } },
  demo: { place: 'utrecht', letters: 'AB', bio: 'Student in Utrecht. Ik ben handig met computers en wil graag mensen helpen die online vastlopen.', skills: ['Digitale vaardigheden', 'Engels', 'Rijbewijs B'], interests: ['Digicoach', 'Taalmaatje', 'Evenementen'], availability: { tue: ['evening'], thu: ['evening'], sat: ['morning', 'afternoon'] } },
  oldebroek: { place: 'wezep', letters: 'CD', bio: 'Ik woon al mijn hele leven in Wezep en klus graag. Ook rijd ik af en toe op de buurtbus.', skills: ['Klussen', 'Tuinonderhoud', 'Rijbewijs D'], interests: ['Burenhulp', 'Buurtbus', 'Natuur'], availability: { mon: ['afternoon'], fri: ['morning', 'afternoon'] } },
  roermond: { place: 'roermondOost', letters: 'EF', bio: 'Sportief en sociaal. Ik begeleid graag sportactiviteiten voor jongeren en ouderen.', skills: ['Sportbegeleiding', 'EHBO', 'Organiseren'], interests: ['Sport', 'Jongeren', 'Ouderen'], availability: { wed: ['evening'], sat: ['morning'] } },
  meedoen: { place: 'amersfoort', letters: 'GH', bio: 'Ik kook graag en help bij de voedselbank.', skills: ['Koken', 'Logistiek'], interests: ['Voedselbank'], availability: { thu: ['afternoon'] } },
  cordaad: { place: 'voorburg', letters: 'JK', bio: 'Ik heb een financiële achtergrond en help graag met belastingaangifte of als penningmeester.', skills: ['Administratie', 'Belastingaangifte', 'Excel'], interests: ['Financiën', 'Verenigingen'], availability: { tue: ['morning', 'afternoon'], thu: ['evening'] } },
};

export function getDemoVolunteerProfileId(tenant: TenantName): string {
  const digit = buildDemoId(tenant, 'center', 1).charAt(0);
  return `${digit}0000000-0000-4000-8900-000000000001`;
}

export function buildDemoVolunteerProfileRow(tenant: TenantName) {
  const p = PROFILES[tenant];
  const place = PLACES[p.place];
  return {
    tenantId: tenant,
    id: getDemoVolunteerProfileId(tenant),
    userId: getDemoUserId(tenant, 'volunteer'),
    bio: p.bio,
    skills: p.skills,
    interests: p.interests,
    availability: p.availability,
    postcode: `${place.postcodeArea} ${p.letters}`,
    city: place.city,
    lat: place.lat,
    lng: place.lng,
    visibleInPool: true,
    digestFrequency: 'weekly' as const,
  };
}

async function seedTenantProfile(tx: Tx, tenant: TenantName): Promise<number> {
  const rows = await tx
    .insert(volunteerProfiles)
    .values(buildDemoVolunteerProfileRow(tenant))
    .onConflictDoNothing()
    .returning({ id: volunteerProfiles.id });
  return rows.length;
}

/** Seeds the demo volunteers' profiles; run after the demo accounts exist. */
export async function seedDemoVolunteerProfiles(db: Db): Promise<number> {
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    if (!TENANT_CONFIGS[tenant].features.volunteerProfiles) continue;
    inserted += await withTenant(db, tenant, (tx) => seedTenantProfile(tx, tenant));
  }
  return inserted;
}
