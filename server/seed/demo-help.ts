// One-to-one help's demo data for the tenants with the feature (demo, and Oldebroek's
// 'burenhulp'): the help categories (tags of kind help_category, two of which need a VOG), a few
// neighbours who offer help (accounts with a volunteer profile in a GLOSSARY place, some with a
// checked VOG), the demo volunteer's own offer, and requests in every state with their matches
// and history. Dates count back from the seed's `now`. Idempotent: fixed ids and
// `on conflict do nothing`, so what a coordinator changes in the app stays.
import type { CategoryIllustration } from '../../common/illustrations';
import type { HelpRequestStatus } from '../../common/schemas/help';
import type { Availability } from '../../common/schemas/volunteer-profile';
import { TENANT_CONFIGS, TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { Db, Tx } from '../db/connection';
import { helpMatches, helpOffers, helpRequestEvents, helpRequests } from '../db/schema/help';
import { tags } from '../db/schema/tags';
import { roles, users } from '../db/schema/users';
import { volunteerProfiles } from '../db/schema/volunteer-profiles';
import { withTenant } from '../db/with-tenant';
import { DEMO_CENTER_IDS } from './demo-ids';
import { PLACES, type PlaceKey } from './demo-places';
import { DEMO_PASSWORD_HASH, getDemoUserId } from './demo-users';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ids of this file's rows: the tenant digit, then b5x0 per kind (apart from the other seeds). */
const KIND = {
  user: 'b510',
  role: 'b520',
  profile: 'b530',
  category: 'b540',
  request: 'b550',
  offer: 'b560',
  match: 'b570',
  event: 'b580',
} as const;

export function buildHelpDemoId(tenant: TenantName, kind: keyof typeof KIND, n: number): string {
  return `${tenantDigit(tenant)}0000000-0000-4000-${KIND[kind]}-${String(n).padStart(12, '0')}`;
}

function tenantDigit(tenant: TenantName): string {
  return getDemoUserId(tenant, 'admin').charAt(0);
}

interface HelpCategory {
  nl: string;
  en: string;
  illustration: CategoryIllustration;
  requiresVog: boolean;
}

// prettier-ignore
export const HELP_CATEGORIES: HelpCategory[] = [
  { nl: 'Boodschappen', en: 'Groceries', illustration: 'food', requiresVog: false },
  { nl: 'Vervoer naar afspraken', en: 'Lifts to appointments', illustration: 'health', requiresVog: false },
  { nl: 'Gezelschap en bezoek', en: 'Company and visits', illustration: 'elderly', requiresVog: true },
  { nl: 'Klusjes in en om huis', en: 'Odd jobs in and around the house', illustration: 'neighbourhood', requiresVog: false },
  { nl: 'Tuin', en: 'Garden', illustration: 'nature', requiresVog: false },
  { nl: 'Administratie en formulieren', en: 'Paperwork and forms', illustration: 'administration', requiresVog: true },
  { nl: 'Digitale hulp', en: 'Help with computers and phones', illustration: 'education', requiresVog: false },
  { nl: 'Huisdieren', en: 'Pets', illustration: 'animals', requiresVog: false },
];

/** The id of a help category by its Dutch name (tests and e2e specs name them so). */
export function getHelpCategoryId(tenant: TenantName, nameNl: string): string {
  const index = HELP_CATEGORIES.findIndex((c) => c.nl === nameNl);
  if (index < 0) throw new Error(`no help category ${nameNl}`);
  return buildHelpDemoId(tenant, 'category', index + 1);
}

interface Neighbour {
  first: string;
  last: string;
  place: PlaceKey;
  letters: string;
  /** Indexes into HELP_CATEGORIES. */
  categories: number[];
  radiusKm: number;
  availability: Availability;
  note: string;
  /** A checked certificate of conduct. */
  vog: boolean;
  status?: 'active' | 'paused';
}

// prettier-ignore
const NEIGHBOURS: Record<'demo' | 'oldebroek', Neighbour[]> = {
  demo: [
    { first: 'Henk', last: 'de Wit', place: 'utrecht', letters: 'CK', categories: [0, 1, 3], radiusKm: 5, availability: { mon: ['morning'], wed: ['morning', 'afternoon'] }, note: 'Gepensioneerd en heb een auto. Boodschappen of een ritje naar het ziekenhuis: bel maar.', vog: true },
    { first: 'Şebnem', last: 'Yılmaz', place: 'utrecht', letters: 'HG', categories: [2, 5, 6], radiusKm: 3, availability: { tue: ['evening'], thu: ['evening'] }, note: 'Ik help graag met formulieren en de DigiD. Spreek Nederlands en Turks.', vog: true },
    { first: 'Lotte', last: "van 't Hoff", place: 'utrecht', letters: 'LP', categories: [4, 7], radiusKm: 8, availability: { sat: ['morning', 'afternoon'] }, note: 'Tuinieren is mijn ontspanning. Ik laat ook graag een hond uit.', vog: false },
    { first: 'Mohamed', last: 'El Idrissi', place: 'utrecht', letters: 'ZX', categories: [0, 3, 6], radiusKm: 4, availability: { fri: ['afternoon'], sun: ['afternoon'] }, note: 'Handig met gereedschap en computers.', vog: false, status: 'paused' },
  ],
  oldebroek: [
    { first: 'Gerda', last: 'Hulleman', place: 'oldebroek', letters: 'AK', categories: [0, 1, 2], radiusKm: 8, availability: { tue: ['morning', 'afternoon'], thu: ['morning'] }, note: 'Ik rijd graag mensen naar de huisarts of het ziekenhuis in Zwolle.', vog: true },
    { first: 'Jan-Willem', last: 'ter Beek', place: 'wezep', letters: 'BT', categories: [3, 4], radiusKm: 10, availability: { sat: ['morning'], wed: ['afternoon'] }, note: 'Klusjes en tuinwerk, ook in Hattemerbroek en Oosterwolde.', vog: false },
    { first: 'Zoë', last: 'Brouwer', place: 'hattemerbroek', letters: 'CE', categories: [5, 6], radiusKm: 6, availability: { mon: ['evening'], thu: ['evening'] }, note: 'Ik werk bij een bank en help graag met de post en de belastingaangifte.', vog: true },
    { first: 'Ahmet', last: 'Şahin', place: 'oosterwolde', letters: 'DA', categories: [0, 7], radiusKm: 5, availability: { fri: ['morning', 'afternoon'] }, note: 'Boodschappen of de hond uitlaten: graag!', vog: false, status: 'paused' },
  ],
};

interface DemoRequest {
  category: number;
  description: string;
  place: PlaceKey;
  letters: string;
  houseNumber: string;
  street: string;
  contact: [string, string];
  phone: string | null;
  locale: 'nl' | 'en';
  availability: Availability;
  status: HelpRequestStatus;
  confirmed: boolean;
  daysAgo: number;
  /** The neighbour (index) matched: -1 for the demo volunteer (volunteer@T.test). */
  matchedWith?: number;
  /** A match that was cancelled before (the request went back to new). */
  cancelledWith?: number;
}

// prettier-ignore
const REQUESTS: Record<'demo' | 'oldebroek', DemoRequest[]> = {
  demo: [
    { category: 0, description: 'Ik ben net geopereerd aan mijn heup en kan een paar weken niet zelf naar de supermarkt. Wie wil er wekelijks boodschappen voor me doen?', place: 'utrecht', letters: 'BA', houseNumber: '14', street: 'Lange Nieuwstraat', contact: ['Truus', 'Verhoef'], phone: '030 231 4455', locale: 'nl', availability: { mon: ['morning'], wed: ['morning'] }, status: 'new', confirmed: true, daysAgo: 2 },
    { category: 2, description: 'Mijn moeder (84) woont alleen en krijgt weinig bezoek. Ze zou het fijn vinden als iemand eens per week een kopje koffie komt drinken.', place: 'utrecht', letters: 'HK', houseNumber: '3b', street: 'Twijnstraat', contact: ['Rob', 'Kramer'], phone: '06 4123 8876', locale: 'nl', availability: { tue: ['afternoon'], thu: ['afternoon', 'evening'] }, status: 'new', confirmed: true, daysAgo: 1 },
    { category: 6, description: 'I recently moved here and need help setting up DigiD and the banking app on my phone.', place: 'utrecht', letters: 'GL', houseNumber: '88', street: 'Oudegracht', contact: ['Priya', 'Raman'], phone: null, locale: 'en', availability: { thu: ['evening'] }, status: 'new', confirmed: true, daysAgo: 4, cancelledWith: 3 },
    { category: 4, description: 'De heg moet gesnoeid worden en het gras gemaaid; zelf lukt het me niet meer.', place: 'utrecht', letters: 'PZ', houseNumber: '21', street: 'Biltstraat', contact: ['Willem', 'Dekker'], phone: '030 271 9032', locale: 'nl', availability: {}, status: 'new', confirmed: false, daysAgo: 1 },
    { category: 1, description: 'Elke dinsdag heb ik dialyse in het UMC. Wie kan me rijden?', place: 'utrecht', letters: 'CE', houseNumber: '7', street: 'Wittevrouwenstraat', contact: ['Annie', 'Smit'], phone: '030 232 1188', locale: 'nl', availability: { mon: ['morning'] }, status: 'matched', confirmed: true, daysAgo: 9, matchedWith: 0 },
    { category: 6, description: 'Hulp gezocht bij videobellen met mijn kleinkinderen op de tablet.', place: 'utrecht', letters: 'AB', houseNumber: '102', street: 'Nachtegaalstraat', contact: ['Gerard', 'Pauw'], phone: '06 1987 2233', locale: 'nl', availability: { sat: ['morning'] }, status: 'matched', confirmed: true, daysAgo: 6, matchedWith: -1 },
    { category: 7, description: 'Mijn kat moet twee weken gevoerd worden terwijl ik in het ziekenhuis lig.', place: 'utrecht', letters: 'LM', houseNumber: '5', street: 'Jansveld', contact: ['Ellen', 'Bos'], phone: null, locale: 'nl', availability: {}, status: 'done', confirmed: true, daysAgo: 40, matchedWith: 2 },
    { category: 3, description: 'Een lamp ophangen en een kastje aan de muur; ik heb geen boormachine.', place: 'utrecht', letters: 'WS', houseNumber: '61', street: 'Amsterdamsestraatweg', contact: ['Kees', 'Hoekstra'], phone: '030 244 6071', locale: 'nl', availability: { fri: ['afternoon'] }, status: 'cancelled', confirmed: true, daysAgo: 25 },
  ],
  oldebroek: [
    { category: 1, description: 'Ik moet volgende maand drie keer naar Isala in Zwolle voor controle. Ik heb geen auto meer.', place: 'oldebroek', letters: 'BR', houseNumber: '12', street: 'Zuiderzeestraatweg', contact: ['Jannie', 'van de Kolk'], phone: '0525 631 245', locale: 'nl', availability: { tue: ['morning'], thu: ['morning'] }, status: 'new', confirmed: true, daysAgo: 2 },
    { category: 5, description: 'Ik krijg veel post van de gemeente en de belasting en snap er niet alles van. Wie wil een keer meekijken?', place: 'wezep', letters: 'KL', houseNumber: '4', street: 'Stationsweg', contact: ['Hendrik', 'Veldhuis'], phone: '038 376 1290', locale: 'nl', availability: { mon: ['evening'] }, status: 'new', confirmed: true, daysAgo: 3 },
    { category: 4, description: 'De tuin is na de winter een wildernis. Graag hulp bij snoeien en onkruid wieden.', place: 'oosterwolde', letters: 'GH', houseNumber: '30', street: 'Kerkweg', contact: ['Dina', 'Schutte'], phone: null, locale: 'nl', availability: { sat: ['morning'] }, status: 'new', confirmed: true, daysAgo: 5 },
    { category: 0, description: 'Boodschappen nodig, ik ben slecht ter been.', place: 'tLoo', letters: 'AA', houseNumber: '9', street: 'Loosteeg', contact: ['Berend', 'Kamphuis'], phone: '0525 682 114', locale: 'nl', availability: {}, status: 'new', confirmed: false, daysAgo: 2 },
    { category: 3, description: 'De dakgoot is verstopt en ik kan zelf de ladder niet meer op.', place: 'wezep', letters: 'EF', houseNumber: '18a', street: 'Eperweg', contact: ['Aaltje', 'Bos'], phone: '038 376 8821', locale: 'nl', availability: { wed: ['afternoon'] }, status: 'matched', confirmed: true, daysAgo: 7, matchedWith: 1 },
    { category: 2, description: 'Mijn vader woont sinds kort alleen en vindt het fijn als iemand langskomt voor een praatje.', place: 'wezep', letters: 'MN', houseNumber: '2', street: 'Molenweg', contact: ['Wim', 'Dijkstra'], phone: '06 2345 6789', locale: 'nl', availability: { mon: ['afternoon'] }, status: 'matched', confirmed: true, daysAgo: 5, matchedWith: -1 },
    { category: 0, description: 'Na mijn val had ik zes weken hulp nodig met de boodschappen.', place: 'oldebroek', letters: 'CD', houseNumber: '45', street: 'Bovenstehuisstraat', contact: ['Gerrit', 'Mulder'], phone: '0525 631 887', locale: 'nl', availability: { tue: ['morning'] }, status: 'done', confirmed: true, daysAgo: 60, matchedWith: 0 },
    { category: 7, description: 'Hond uitlaten tijdens mijn vakantie.', place: 'hattemerbroek', letters: 'XY', houseNumber: '11', street: 'Hoofdweg', contact: ['Marjan', 'de Jonge'], phone: null, locale: 'nl', availability: {}, status: 'cancelled', confirmed: true, daysAgo: 20 },
  ],
};

/** The demo volunteer's own offer (volunteer@T.test): they see their match's address. */
const OWN_OFFER: Record<'demo' | 'oldebroek', { categories: number[]; radiusKm: number }> = {
  demo: { categories: [0, 2, 6], radiusKm: 5 },
  oldebroek: { categories: [2, 3, 4], radiusKm: 10 },
};

/** A small, fixed spread around a place, so that distances differ. */
function nudge(place: PlaceKey, n: number) {
  const p = PLACES[place];
  return {
    lat: Math.round((p.lat + ((n % 5) - 2) * 0.004) * 1e6) / 1e6,
    lng: Math.round((p.lng + ((n % 3) - 1) * 0.006) * 1e6) / 1e6,
  };
}

async function seedCategories(tx: Tx, tenant: TenantName): Promise<number> {
  const rows = await tx
    .insert(tags)
    .values(
      HELP_CATEGORIES.map((c, i) => ({
        tenantId: tenant,
        id: buildHelpDemoId(tenant, 'category', i + 1),
        kind: 'help_category' as const,
        nameNl: c.nl,
        nameEn: c.en,
        illustration: c.illustration,
        requiresVog: c.requiresVog,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: tags.id });
  return rows.length;
}

async function seedNeighbours(
  tx: Tx,
  tenant: 'demo' | 'oldebroek',
  passwordHash: string,
  now: Date,
): Promise<number> {
  const centerId = DEMO_CENTER_IDS[tenant];
  const list = NEIGHBOURS[tenant];
  const userIds = list.map((_, i) => buildHelpDemoId(tenant, 'user', i + 1));
  let n = 0;
  n += (
    await tx
      .insert(users)
      .values(
        list.map((v, i) => ({
          tenantId: tenant,
          id: userIds[i]!,
          centerId,
          email: `buur${i + 1}@${tenant}.test`,
          passwordHash,
          firstName: v.first,
          lastName: v.last,
          status: 'active' as const,
          locale: 'nl' as const,
          confirmedAt: new Date(now.getTime() - 90 * DAY_MS),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id })
  ).length;
  n += (
    await tx
      .insert(roles)
      .values(
        list.map((_, i) => ({
          tenantId: tenant,
          id: buildHelpDemoId(tenant, 'role', i + 1),
          userId: userIds[i]!,
          name: 'volunteer' as const,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: roles.id })
  ).length;
  n += (
    await tx
      .insert(volunteerProfiles)
      .values(
        list.map((v, i) => {
          const place = PLACES[v.place];
          return {
            tenantId: tenant,
            id: buildHelpDemoId(tenant, 'profile', i + 1),
            userId: userIds[i]!,
            bio: v.note,
            availability: v.availability,
            postcode: `${place.postcodeArea} ${v.letters}`,
            city: place.city,
            ...nudge(v.place, i + 7),
            vogIssuedOn: v.vog ? '2026-02-10' : null,
            vogCheckedAt: v.vog ? new Date('2026-02-20T10:00:00Z') : null,
            vogCheckedById: v.vog ? getDemoUserId(tenant, 'coordinator') : null,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: volunteerProfiles.id })
  ).length;
  const categoryId = (index: number) => buildHelpDemoId(tenant, 'category', index + 1);
  const own = OWN_OFFER[tenant];
  n += (
    await tx
      .insert(helpOffers)
      .values([
        ...list.map((v, i) => ({
          tenantId: tenant,
          id: buildHelpDemoId(tenant, 'offer', i + 1),
          centerId,
          volunteerId: userIds[i]!,
          categoryIds: v.categories.map(categoryId),
          radiusKm: v.radiusKm,
          availability: v.availability,
          note: v.note,
          status: v.status ?? ('active' as const),
          createdAt: new Date(now.getTime() - (30 + i) * DAY_MS),
          updatedAt: new Date(now.getTime() - (30 + i) * DAY_MS),
        })),
        {
          tenantId: tenant,
          id: buildHelpDemoId(tenant, 'offer', 99),
          centerId,
          volunteerId: getDemoUserId(tenant, 'volunteer'),
          categoryIds: own.categories.map(categoryId),
          radiusKm: own.radiusKm,
          availability: { sat: ['morning' as const, 'afternoon' as const] },
          note: 'Ik help graag in de buurt.',
          status: 'active' as const,
          createdAt: new Date(now.getTime() - 20 * DAY_MS),
          updatedAt: new Date(now.getTime() - 20 * DAY_MS),
        },
      ])
      .onConflictDoNothing()
      .returning({ id: helpOffers.id })
  ).length;
  return n;
}

async function seedRequests(tx: Tx, tenant: 'demo' | 'oldebroek', now: Date): Promise<number> {
  const centerId = DEMO_CENTER_IDS[tenant];
  const coordinator = getDemoUserId(tenant, 'coordinator');
  const offerOf = (who: number) =>
    who === -1 ? buildHelpDemoId(tenant, 'offer', 99) : buildHelpDemoId(tenant, 'offer', who + 1);
  const volunteerOf = (who: number) =>
    who === -1 ? getDemoUserId(tenant, 'volunteer') : buildHelpDemoId(tenant, 'user', who + 1);
  const at = (days: number, hours = 0) =>
    new Date(now.getTime() - days * DAY_MS + hours * 3_600_000);
  let n = 0;
  let eventN = 0;
  let matchN = 0;
  for (const [i, r] of REQUESTS[tenant].entries()) {
    const id = buildHelpDemoId(tenant, 'request', i + 1);
    const place = PLACES[r.place];
    const closed = r.status === 'done' || r.status === 'cancelled';
    const inserted = await tx
      .insert(helpRequests)
      .values({
        tenantId: tenant,
        id,
        centerId,
        categoryId: buildHelpDemoId(tenant, 'category', r.category + 1),
        description: r.description,
        availability: r.availability,
        postcode: `${place.postcodeArea} ${r.letters}`,
        houseNumber: r.houseNumber,
        street: r.street,
        city: place.city,
        ...nudge(r.place, i),
        contactName: `${r.contact[0]} ${r.contact[1]}`,
        contactEmail: `${r.contact[0].toLowerCase()}.${r.contact[1].toLowerCase().replace(/[^a-z]+/g, '')}@voorbeeld.nl`,
        contactPhone: r.phone,
        locale: r.locale,
        status: r.status,
        // Unconfirmed demo requests have no working link: their token hash is of nothing mailed.
        confirmationTokenHash: r.confirmed ? null : `demo-unconfirmed-${tenant}-${i + 1}`,
        confirmedAt: r.confirmed ? at(r.daysAgo, 1) : null,
        closedAt: closed ? at(r.daysAgo - 10 > 0 ? r.daysAgo - 10 : 0) : null,
        createdAt: at(r.daysAgo),
        updatedAt: at(r.daysAgo),
      })
      .onConflictDoNothing()
      .returning({ id: helpRequests.id });
    if (inserted.length === 0) continue;
    n += 1;
    const events: {
      from: HelpRequestStatus | null;
      to: HelpRequestStatus;
      actor: string | null;
      when: Date;
      note?: string;
    }[] = [{ from: null, to: 'new', actor: null, when: at(r.daysAgo) }];
    const match = (who: number, status: 'active' | 'done' | 'cancelled', when: Date) => {
      matchN += 1;
      return {
        tenantId: tenant,
        id: buildHelpDemoId(tenant, 'match', matchN),
        centerId,
        requestId: id,
        offerId: offerOf(who),
        volunteerId: volunteerOf(who),
        matchedById: coordinator,
        score: 0.8,
        reasons: [
          {
            code: 'category',
            params: {
              names: [HELP_CATEGORIES[r.category]!.nl, HELP_CATEGORIES[r.category]!.en],
            },
          },
        ],
        note: 'Gebeld en afgestemd.',
        status,
        createdAt: when,
        updatedAt: when,
      };
    };
    const matches = [];
    if (r.cancelledWith !== undefined) {
      const when = at(r.daysAgo - 1);
      matches.push(match(r.cancelledWith, 'cancelled', when));
      events.push({ from: 'new', to: 'matched', actor: coordinator, when });
      events.push({
        from: 'matched',
        to: 'new',
        actor: coordinator,
        when: at(r.daysAgo - 2),
        note: 'Vrijwilliger kon toch niet; opnieuw zoeken.',
      });
    }
    if (r.matchedWith !== undefined) {
      const when = at(Math.max(r.daysAgo - 1, 0));
      matches.push(match(r.matchedWith, r.status === 'done' ? 'done' : 'active', when));
      events.push({
        from: 'new',
        to: 'matched',
        actor: coordinator,
        when,
        note: 'Gebeld en afgestemd.',
      });
      if (r.status === 'done') {
        events.push({ from: 'matched', to: 'done', actor: coordinator, when: at(r.daysAgo - 10) });
      }
    }
    if (r.status === 'cancelled') {
      events.push({
        from: 'new',
        to: 'cancelled',
        actor: coordinator,
        when: at(r.daysAgo - 10),
        note: 'De familie regelt het zelf.',
      });
    }
    if (matches.length > 0) {
      await tx.insert(helpMatches).values(matches).onConflictDoNothing();
    }
    await tx
      .insert(helpRequestEvents)
      .values(
        events.map((e) => {
          eventN += 1;
          return {
            tenantId: tenant,
            id: buildHelpDemoId(tenant, 'event', eventN),
            requestId: id,
            actorId: e.actor,
            fromStatus: e.from,
            toStatus: e.to,
            note: e.note ?? null,
            createdAt: e.when,
          };
        }),
      )
      .onConflictDoNothing();
  }
  return n;
}

/** Seeds every tenant with the feature; returns how many rows were new (0 on a second run). */
export async function seedDemoHelp(db: Db, now = new Date()): Promise<number> {
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    if (!TENANT_CONFIGS[tenant].features.oneToOneHelp) continue;
    if (tenant !== 'demo' && tenant !== 'oldebroek') continue;
    inserted += await withTenant(db, tenant, async (tx) => {
      let n = await seedCategories(tx, tenant);
      n += await seedNeighbours(tx, tenant, DEMO_PASSWORD_HASH, now);
      n += await seedRequests(tx, tenant, now);
      return n;
    });
  }
  return inserted;
}
