// The volunteer pool of each tenant that uses volunteer profiles: 36 volunteers of the default
// center with varied Dutch names (accents, 'van 't', Turkish and Moroccan family names), skills
// and interests from the demo tags (so a pool search for a vacancy finds reasons), availability,
// a place of the tenant's and a VOG for some. 32 are findable in the pool; 4 are not (what the
// pool must never show). Each tenant starts the list at another person, so tenants differ.
// Accounts: firstname.lastname@T.test with the demo password. Idempotent: fixed ids and
// `on conflict do nothing`.
import { TENANT_CONFIGS, TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { Availability } from '../../common/schemas/volunteer-profile';
import type { Db, Tx } from '../db/connection';
import { roles, users } from '../db/schema/users';
import { volunteerProfiles } from '../db/schema/volunteer-profiles';
import { withTenant } from '../db/with-tenant';
import { DEMO_CENTERS } from './demo-centers';
import { buildDemoId } from './demo-ids';
import { PLACES } from './demo-places';
import { DEMO_PASSWORD_HASH, getDemoUserId } from './demo-users';
import { TENANT_PLACES } from './demo-vacancies';

export const DEMO_POOL_SIZE = 36;
/** Every POOL_HIDDEN_EVERY-th person of the list keeps their profile out of the pool. */
const POOL_HIDDEN_EVERY = 9;

interface PoolPerson {
  first: string;
  last: string;
  bio: string;
  skills: string[];
  interests: string[];
  /** 'ma-o di-a': weekday (ma di wo do vr za zo) and part (o morning, m afternoon, a evening). */
  when: string;
  /** The date on their VOG, if they have one; `checked`: a coordinator saw it. */
  vog?: { on: string; checked: boolean };
  locale?: 'nl' | 'en';
}

// prettier-ignore
const PEOPLE: PoolPerson[] = [
  { first: 'Emre', last: 'Şahin', bio: 'Ik studeer bedrijfskunde en wil mijn tijd nuttig besteden. Goed met cijfers en met computers.', skills: ['Administratie', 'Excel', 'Digitale vaardigheden'], interests: ['Financiën', 'Jongeren'], when: 'di-a do-a za-o', vog: { on: '2026-03-12', checked: true } },
  { first: 'Zoë', last: 'de Wit', bio: 'Moeder van twee, werk parttime in de zorg. Ik lees graag voor en help op school.', skills: ['Voorlezen', 'Geduld', 'EHBO'], interests: ['Kinderen', 'Onderwijs'], when: 'ma-o wo-o vr-o', vog: { on: '2025-09-01', checked: true } },
  { first: 'Hendrik', last: "van 't Hof", bio: 'Gepensioneerd buschauffeur. Rijden zit in mijn bloed, en ik maak graag een praatje.', skills: ['Rijbewijs D', 'Rijbewijs B', 'Luisteren'], interests: ['Buurtbus', 'Vervoer', 'Ouderen'], when: 'ma-o ma-m di-o wo-o do-o', vog: { on: '2026-01-20', checked: false } },
  { first: 'Fatma', last: 'Yıldız', bio: 'Ik spreek Nederlands, Turks en Engels en help graag nieuwkomers op weg.', skills: ['Engels', 'Luisteren', 'Geduld'], interests: ['Taalmaatje', 'Nieuwkomers', 'Taal'], when: 'di-m do-m' },
  { first: 'Mohamed', last: 'El Idrissi', bio: 'Kok van beroep. In mijn vrije tijd kook ik graag voor grote groepen.', skills: ['Koken', 'Organiseren', 'Logistiek'], interests: ['Voedselbank', 'Evenementen'], when: 'za-o za-m zo-m', vog: { on: '2026-05-02', checked: true } },
  { first: 'Anouk', last: 'Visser', bio: 'Sportief en altijd buiten. Ik train een jeugdteam en help graag bij toernooien.', skills: ['Sportbegeleiding', 'EHBO', 'Organiseren'], interests: ['Sport', 'Jongeren'], when: 'wo-m za-o' },
  { first: 'Chloë', last: 'Vermeulen', bio: 'Ik werk in de ICT en leg graag geduldig uit hoe een tablet of DigiD werkt.', skills: ['Digitale vaardigheden', 'Geduld', 'Lesgeven'], interests: ['Digicoach', 'Ouderen'], when: 'di-a wo-a' },
  { first: 'Gerrit', last: 'Hoekstra', bio: 'Handige man met een volle gereedschapskist. Kleine klusjes doe ik graag voor een ander.', skills: ['Klussen', 'Tuinonderhoud', 'Rijbewijs B'], interests: ['Burenhulp', 'Natuur'], when: 'ma-o di-o do-o vr-o', vog: { on: '2024-11-15', checked: true } },
  { first: 'Priya', last: 'Ramdin', bio: 'Ik ben boekhouder en wil verenigingen helpen met hun financiën.', skills: ['Administratie', 'Belastingaangifte', 'Excel'], interests: ['Financiën', 'Verenigingen'], when: 'do-a' },
  { first: 'Kevin', last: 'Nguyen', bio: 'Student informatica. Ik geef graag bijles wiskunde en help met computers.', skills: ['Lesgeven', 'Digitale vaardigheden', 'Engels'], interests: ['Onderwijs', 'Digicoach', 'Jongeren'], when: 'ma-a wo-a vr-m', locale: 'en' },
  { first: 'Saskia', last: 'de Jong', bio: 'Oud-verpleegkundige met tijd over. Ik ga graag op bezoek bij ouderen.', skills: ['Luisteren', 'EHBO', 'Geduld'], interests: ['Zorg en welzijn', 'Ouderen'], when: 'ma-m di-m wo-m do-m', vog: { on: '2026-02-10', checked: true } },
  { first: 'Youssef', last: 'Bouzid', bio: 'Ik ben chauffeur en rijd graag mensen naar het ziekenhuis of de huisarts.', skills: ['Rijbewijs B', 'Luisteren'], interests: ['Vervoer', 'Burenhulp'], when: 'ma-o wo-o vr-o za-o' },
  { first: 'Anna', last: 'Kowalska', bio: 'I moved here from Poland three years ago. I love gardening and would like to meet people.', skills: ['Tuinonderhoud', 'Engels', 'Koken'], interests: ['Natuur', 'Nieuwkomers'], when: 'za-o zo-o', locale: 'en' },
  { first: 'Bram', last: 'van der Linden', bio: 'Podiumtechnicus. Geluid en licht bij een festival of voorstelling regel ik graag.', skills: ['Organiseren', 'Klussen', 'Logistiek'], interests: ['Cultuur', 'Evenementen'], when: 'vr-a za-m za-a' },
  { first: 'Noor', last: 'Hendriks', bio: 'Ik ben pabo-student en wil ervaring opdoen met kinderen die extra aandacht nodig hebben.', skills: ['Voorlezen', 'Lesgeven', 'Geduld'], interests: ['Kinderen', 'Mensen met een beperking'], when: 'di-m do-m', vog: { on: '2026-08-30', checked: false } },
  { first: 'Jan-Willem', last: 'Dijkstra', bio: 'Penningmeester van de tennisclub geweest. Nu zoek ik een nieuwe vereniging om te helpen.', skills: ['Administratie', 'Excel', 'Organiseren'], interests: ['Verenigingen', 'Sport'], when: 'ma-a do-a' },
  { first: 'Ilse', last: 'Meijer', bio: 'Natuurliefhebber. Ik help graag bij snoeiwerk, wandelingen en natuurwerkdagen.', skills: ['Tuinonderhoud', 'Organiseren'], interests: ['Natuur', 'Evenementen'], when: 'za-o wo-o' },
  { first: 'Siham', last: 'Amrani', bio: 'Ik ben maatschappelijk werker in opleiding en wil gezinnen ondersteunen.', skills: ['Luisteren', 'Administratie', 'Engels'], interests: ['Gezinnen', 'Zorg en welzijn'], when: 'ma-m wo-m vr-m', vog: { on: '2026-04-18', checked: true } },
  { first: 'Ruud', last: 'Bos', bio: 'Met pensioen na veertig jaar in de logistiek. Ik sjouw en regel graag.', skills: ['Logistiek', 'Rijbewijs B', 'Klussen'], interests: ['Voedselbank', 'Burenhulp'], when: 'di-o do-o vr-o' },
  { first: 'Lotte', last: 'Smits', bio: 'Ik zing in een koor en help graag bij culturele activiteiten in de buurt.', skills: ['Organiseren', 'Engels'], interests: ['Cultuur', 'Evenementen'], when: 'wo-a za-m' },
  { first: 'Dewi', last: 'Pattipeilohy', bio: 'Ik kook graag Indische gerechten en organiseer buurtmaaltijden.', skills: ['Koken', 'Organiseren'], interests: ['Ouderen', 'Evenementen'], when: 'do-m vr-m' },
  { first: 'Thijs', last: 'Kramer', bio: 'Ik zit in mijn laatste jaar van de middelbare school en zoek een maatschappelijke stage.', skills: ['Digitale vaardigheden', 'Sportbegeleiding'], interests: ['Sport', 'Jongeren'], when: 'wo-m za-o' },
  { first: 'Marieke', last: 'Willems', bio: 'Docent Nederlands. Ik help graag anderstaligen met de taal en het inburgeringsexamen.', skills: ['Lesgeven', 'Geduld', 'Luisteren'], interests: ['Taalmaatje', 'Taal', 'Nieuwkomers'], when: 'ma-a di-a', vog: { on: '2025-12-01', checked: true } },
  { first: 'Ahmet', last: 'Öztürk', bio: 'Automonteur en klusser. Fietsen repareren in het buurthuis vind ik leuk.', skills: ['Klussen', 'Rijbewijs B'], interests: ['Burenhulp', 'Jongeren'], when: 'za-o za-m' },
  { first: 'Esther', last: 'van Leeuwen', bio: 'Ik werk thuis en heb overdag tijd voor een wandeling of een kop koffie met iemand.', skills: ['Luisteren', 'Geduld'], interests: ['Ouderen', 'Zorg en welzijn'], when: 'ma-m di-m do-m vr-m' },
  { first: 'Joost', last: 'Prins', bio: 'Voetbaltrainer en scheidsrechter. Ik begeleid graag sport voor mensen met een beperking.', skills: ['Sportbegeleiding', 'EHBO'], interests: ['Sport', 'Mensen met een beperking'], when: 'wo-a za-o', vog: { on: '2026-06-14', checked: false } },
  { first: 'Amira', last: 'Haddou', bio: 'Ik ben tolk Arabisch-Nederlands en wil nieuwkomers helpen met formulieren.', skills: ['Administratie', 'Luisteren'], interests: ['Nieuwkomers', 'Financiën'], when: 'di-o do-o' },
  { first: 'Wim', last: 'Schouten', bio: 'Gepensioneerd boer. Ik help graag in de moestuin of bij het onderhoud van het groen.', skills: ['Tuinonderhoud', 'Klussen'], interests: ['Natuur', 'Burenhulp'], when: 'ma-o wo-o vr-o' },
  { first: 'Femke', last: 'Brouwer', bio: 'Ik werk bij een bank en help mensen graag met hun geldzaken, zoals een budgetmaatje.', skills: ['Administratie', 'Belastingaangifte', 'Luisteren'], interests: ['Financiën', 'Gezinnen'], when: 'di-a do-a', vog: { on: '2026-07-07', checked: true } },
  { first: 'Daniël', last: 'Koster', bio: 'Student geschiedenis. Rondleidingen geven in het museum lijkt me prachtig.', skills: ['Engels', 'Lesgeven'], interests: ['Cultuur', 'Onderwijs'], when: 'za-m zo-m' },
  { first: 'Bianca', last: 'Janssen', bio: 'Ik ben kapster en knip graag gratis in het verzorgingshuis.', skills: ['Luisteren', 'Geduld'], interests: ['Ouderen', 'Zorg en welzijn'], when: 'ma-o ma-m' },
  { first: 'Tim', last: 'de Graaf', bio: 'Ik ben goed met kinderen en help graag bij huiswerkbegeleiding.', skills: ['Lesgeven', 'Digitale vaardigheden'], interests: ['Kinderen', 'Onderwijs'], when: 'ma-m wo-m do-m' },
  { first: 'Yvonne', last: "d'Hondt", bio: 'Ik heb jaren in een bibliotheek gewerkt en lees graag voor aan kleine kinderen.', skills: ['Voorlezen', 'Geduld'], interests: ['Kinderen', 'Taal'], when: 'wo-o vr-o' },
  { first: 'Mehmet', last: 'Kaya', bio: 'Ondernemer met een busje. Bij verhuizingen en transport help ik graag.', skills: ['Rijbewijs B', 'Logistiek', 'Klussen'], interests: ['Vervoer', 'Voedselbank'], when: 'zo-o zo-m' },
  { first: 'Sanne', last: 'Peeters', bio: 'Verpleegkundige in de avonddienst. Overdag heb ik tijd voor een maatje.', skills: ['EHBO', 'Luisteren'], interests: ['Zorg en welzijn', 'Mensen met een beperking'], when: 'di-o wo-o', vog: { on: '2026-09-09', checked: true } },
  { first: 'Rik', last: 'Verbeek', bio: 'Ik wil graag iets terugdoen voor mijn dorp. Geef me een klus en ik pak hem op.', skills: ['Klussen', 'Organiseren'], interests: ['Burenhulp', 'Evenementen'], when: 'za-o' },
];

const DAY: Record<string, keyof Availability> = {
  ma: 'mon',
  di: 'tue',
  wo: 'wed',
  do: 'thu',
  vr: 'fri',
  za: 'sat',
  zo: 'sun',
};
const PART = { o: 'morning', m: 'afternoon', a: 'evening' } as const;

/** 'ma-o di-a' -> {mon: ['morning'], tue: ['evening']}. */
export function parseAvailability(when: string): Availability {
  const out: Availability = {};
  for (const slot of when.split(' ')) {
    const [day, part] = slot.split('-') as [string, keyof typeof PART];
    const key = DAY[day]!;
    (out[key] ??= []).push(PART[part]);
  }
  return out;
}

/** 'Zoë', "van 't Hof" -> 'zoe', 'vanthof' (accents and punctuation off: an e-mail's local part). */
function emailPart(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Fixed ids in demo-ids.ts's style: kind 8510 users, 8610 roles, 8910 profiles. */
function buildPoolId(tenant: TenantName, kind: '8510' | '8610' | '8910', n: number): string {
  const digit = buildDemoId(tenant, 'center', 1).charAt(0);
  return `${digit}0000000-0000-4000-${kind}-${String(n).padStart(12, '0')}`;
}

export function getDemoPoolUserId(tenant: TenantName, n: number): string {
  return buildPoolId(tenant, '8510', n);
}

export interface DemoPoolMember {
  n: number;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  visibleInPool: boolean;
  person: PoolPerson;
}

/** The tenant's pool in seed order; tenants start the list at another person. */
export function listDemoPool(tenant: TenantName): DemoPoolMember[] {
  const offset = TENANT_NAMES.indexOf(tenant) * 5;
  return Array.from({ length: DEMO_POOL_SIZE }, (_, i) => {
    const person = PEOPLE[(i + offset) % PEOPLE.length]!;
    const n = i + 1;
    return {
      n,
      userId: getDemoPoolUserId(tenant, n),
      email: `${emailPart(person.first)}.${emailPart(person.last)}@${tenant}.test`,
      firstName: person.first,
      lastName: person.last,
      visibleInPool: n % POOL_HIDDEN_EVERY !== 0,
      person,
    };
  });
}

async function seedTenantPool(tx: Tx, tenant: TenantName, passwordHash: string, now: Date) {
  const center = DEMO_CENTERS.find((c) => c.tenant === tenant && c.isDefault);
  if (!center) return 0;
  const centerId = buildDemoId(tenant, 'center', center.n);
  const places = TENANT_PLACES[tenant];
  const pool = listDemoPool(tenant);
  const checkedAt = new Date(now.getTime() - 30 * 24 * 3600_000);
  let inserted = 0;
  inserted += (
    await tx
      .insert(users)
      .values(
        pool.map((m) => {
          // Signed up over the past year: analytics shows the center's sign-ups month by month.
          const joined = new Date(
            now.getTime() - ((m.n * 97) % 360) * 24 * 3600_000 - 9 * 3600_000,
          );
          return {
            tenantId: tenant,
            id: m.userId,
            centerId,
            email: m.email,
            passwordHash,
            firstName: m.firstName,
            lastName: m.lastName,
            phone: `06 ${String(12_000_000 + m.n * 7919).slice(0, 8)}`,
            status: 'active' as const,
            locale: m.person.locale ?? ('nl' as const),
            confirmedAt: new Date(joined.getTime() + 3600_000),
            createdAt: joined,
            updatedAt: joined,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: users.id })
  ).length;
  inserted += (
    await tx
      .insert(roles)
      .values(
        pool.map((m) => ({
          tenantId: tenant,
          id: buildPoolId(tenant, '8610', m.n),
          userId: m.userId,
          name: 'volunteer' as const,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: roles.id })
  ).length;
  inserted += (
    await tx
      .insert(volunteerProfiles)
      .values(
        pool.map((m) => {
          const place = PLACES[places[m.n % places.length]!];
          const letters = String.fromCharCode(65 + (m.n % 20), 66 + ((m.n * 7) % 20));
          // A few hundred metres apart, so distances in the pool differ within a place.
          const jitter = ((m.n * 37) % 21) / 1000 - 0.01;
          return {
            tenantId: tenant,
            id: buildPoolId(tenant, '8910', m.n),
            userId: m.userId,
            bio: m.person.bio,
            skills: m.person.skills,
            interests: m.person.interests,
            availability: parseAvailability(m.person.when),
            postcode: `${place.postcodeArea} ${letters}`,
            city: place.city,
            lat: place.lat + jitter,
            lng: place.lng - jitter,
            visibleInPool: m.visibleInPool,
            digestFrequency: 'none' as const,
            vogIssuedOn: m.person.vog?.on ?? null,
            vogCheckedAt: m.person.vog?.checked ? checkedAt : null,
            vogCheckedById: m.person.vog?.checked ? getDemoUserId(tenant, 'coordinator') : null,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: volunteerProfiles.id })
  ).length;
  return inserted;
}

/** Seeds the pool of every tenant with volunteer profiles. */
export async function seedDemoPool(db: Db, now: Date = new Date()): Promise<number> {
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    if (!TENANT_CONFIGS[tenant].features.volunteerProfiles) continue;
    inserted += await withTenant(db, tenant, (tx) =>
      seedTenantPool(tx, tenant, DEMO_PASSWORD_HASH, now),
    );
  }
  return inserted;
}
