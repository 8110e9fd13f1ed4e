// The demo vacancies of every tenant: the texts of demo-vacancy-texts.ts combined with the
// tenant's approved organizations and GLOSSARY places, 64 per tenant, each text at most once per
// organization (no card twice: the same title from the same organization). Mostly published, some
// draft, closed or archived; some Dutch only; some from home; cordaad shares four in five with its
// partner center (both centers serve one municipality). Each vacancy with a place gets an address
// row (vacancy_id) whose city and coordinates are copied onto the vacancy. Fixed ids and `on
// conflict do nothing`: idempotent.
import type { VacancyStatus } from '../../common/matching';
import { TENANT_CONFIGS, type TenantName } from '../../common/tenants/tenant-configs';
import type { Tx } from '../db/connection';
import { vacancies, vacancyTags } from '../db/schema/vacancies';
import type { VacancyQuestion } from '../../common/schemas/vacancies';
import { addresses } from '../db/schema/organizations';
import { DEMO_CENTERS } from './demo-centers';
import { buildDemoId } from './demo-ids';
import { DEMO_ORGANIZATIONS, type DemoOrganization } from './demo-organizations';
import { PLACES, type PlaceKey } from './demo-places';
import { getDemoTagId } from './demo-tags';
import {
  buildDescriptionHtml,
  namesHours,
  VACANCY_TEXTS,
  type VacancyText,
} from './demo-vacancy-texts';

export const DEMO_VACANCIES_PER_TENANT = 64;

const CENTRAL_PLACES: PlaceKey[] = ['utrecht', 'amersfoort', 'zwolle', 'apeldoorn', 'arnhem'];

/** The GLOSSARY places of each tenant. */
export const TENANT_PLACES: Record<TenantName, PlaceKey[]> = {
  public: CENTRAL_PLACES,
  demo: CENTRAL_PLACES,
  meedoen: CENTRAL_PLACES,
  oldebroek: ['oldebroek', 'wezep', 'hattemerbroek', 'oosterwolde', 'tLoo'],
  roermond: ['roermond', 'roermondOost', 'maasniel', 'asenray', 'herten'],
  cordaad: ['voorburg', 'leidschendam', 'stompwijk', 'leidsenhage'],
};

// prettier-ignore
const STREETS = ['Dorpsstraat', 'Kerkstraat', 'Schoolstraat', 'Molenweg', 'Stationsweg', 'Julianalaan', 'Wilhelminastraat', 'Beatrixlaan', 'Marktplein', 'Parklaan', 'Eikenlaan', 'Burgemeester de Withstraat'];

/** What the applications seed needs to know of a demo vacancy. */
export interface DemoVacancy {
  id: string;
  key: string;
  organizationId: string;
  centerId: string;
  status: VacancyStatus;
  titleNl: string;
  titleEn: string | null;
  questions: VacancyQuestion[];
}

export interface TenantOrganization extends DemoOrganization {
  id: string;
  centerId: string;
}

/** The tenant's approved organizations with their fixed ids (numbered as seed-demo.ts does). */
export function listTenantOrganizations(tenant: TenantName): TenantOrganization[] {
  const centers = DEMO_CENTERS.filter((c) => c.tenant === tenant);
  const list = DEMO_ORGANIZATIONS.filter((o) => centers.some((c) => c.slug === o.center));
  return list
    .map((o, i) => ({
      ...o,
      id: buildDemoId(tenant, 'organization', i + 1),
      centerId: buildDemoId(tenant, 'center', centers.find((c) => c.slug === o.center)!.n),
    }))
    .filter((o) => o.status === 'approved');
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function pickStatus(i: number): VacancyStatus {
  if (i % 13 === 4) return 'draft';
  if (i % 13 === 9) return 'closed';
  if (i % 16 === 14) return 'archived';
  return 'published';
}

/** Start and end dates around today that fit the commitment and the status. */
function pickDates(i: number, commitment: string, status: VacancyStatus, today: Date) {
  if (status === 'closed' || status === 'archived') {
    const ends = addDays(today, -5 - (i % 10));
    return { startsOn: toDay(addDays(ends, -90)), endsOn: toDay(ends) };
  }
  if (commitment === 'one_off') {
    const day = toDay(addDays(today, 7 + (i % 6) * 9));
    return { startsOn: day, endsOn: day };
  }
  if (commitment === 'long_term') {
    return { startsOn: toDay(addDays(today, -20 + (i % 6) * 10)), endsOn: null };
  }
  if (i % 5 === 4) return { startsOn: null, endsOn: null };
  const starts = addDays(today, -45 + (i % 10) * 9);
  return { startsOn: toDay(starts), endsOn: i % 4 === 1 ? toDay(addDays(starts, 120)) : null };
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** The organizations of the tenant that would post the text, best fitting first. */
function listFittingOrganizations(text: VacancyText, organizations: TenantOrganization[]) {
  const works = (o: TenantOrganization) =>
    !o.focus || o.focus.some((f) => f === text.key || text.tags.includes(f));
  const fitting = organizations.filter(works);
  if (!text.types) return fitting;
  return text.types.flatMap((type) => fitting.filter((o) => o.type === type));
}

/**
 * The text and organization of each of the tenant's vacancies: round after round through the
 * texts, each text with the next fitting organization that has not posted it yet, until there
 * are DEMO_VACANCIES_PER_TENANT. A text no organization of the tenant would post is left out, so
 * a small tenant repeats a text at another organization instead of showing the same card twice.
 */
export function pairTextsWithOrganizations(organizations: TenantOrganization[]) {
  const pairs: { text: VacancyText; organization: TenantOrganization; round: number }[] = [];
  const posted = new Set<string>();
  for (let round = 0; pairs.length < DEMO_VACANCIES_PER_TENANT; round++) {
    const before = pairs.length;
    VACANCY_TEXTS.forEach((text, t) => {
      if (pairs.length >= DEMO_VACANCIES_PER_TENANT) return;
      const candidates = listFittingOrganizations(text, organizations);
      const organization = candidates
        .map((_, k) => candidates[(round + t + k) % candidates.length]!)
        .find((o) => !posted.has(`${text.key}|${o.id}`));
      if (!organization) return;
      posted.add(`${text.key}|${organization.id}`);
      pairs.push({ text, organization, round });
    });
    if (pairs.length === before) throw new Error('too few demo vacancy texts for a tenant');
  }
  return pairs;
}

/** The rows of one tenant's demo vacancies; `now` decides the dates (the seed's start). */
export function buildDemoVacancyRows(tenant: TenantName, now: Date) {
  const organizations = listTenantOrganizations(tenant);
  const centers = DEMO_CENTERS.filter((c) => c.tenant === tenant);
  const sharing = TENANT_CONFIGS[tenant].features.centerSharing && centers.length > 1;
  const places = TENANT_PLACES[tenant];
  const today = new Date(`${toDay(now)}T00:00:00Z`);
  const vacancyRows: (typeof vacancies.$inferInsert)[] = [];
  const addressRows: (typeof addresses.$inferInsert)[] = [];
  const tagRows: (typeof vacancyTags.$inferInsert)[] = [];
  const list: DemoVacancy[] = [];
  /** Featured vacancies per center so far: each center's home page shows up to three. */
  const featuredPerCenter = new Map<string, number>();

  pairTextsWithOrganizations(organizations).forEach(({ text, organization, round }, i) => {
    const id = buildDemoId(tenant, 'vacancy', i + 1);
    const remote = text.remote === 'always' || (text.remote === 'sometimes' && i % 2 === 0);
    // A school, food bank or care home works where it is; the center covers the whole region.
    const placeKey =
      organization.type === 'VolunteerCenter' && round > 0
        ? places[(i + round) % places.length]!
        : organization.place;
    const place = PLACES[placeKey];
    const fill = (s: string) =>
      s.replaceAll('{city}', place.city).replaceAll('{org}', organization.name);
    const dutchOnly = i % 7 === 3;
    const status = pickStatus(i);
    const publishedAt =
      status === 'draft'
        ? null
        : new Date(now.getTime() - ((i * 5) % 40) * 86_400_000 - (i % 7) * 3_600_000);
    const createdAt = publishedAt ? addDays(publishedAt, -3) : addDays(now, -(i % 10));
    // The hours as the text has them: some vacancies leave them open, unless the text names them.
    const hours = text.hours === null || (i % 10 === 9 && !namesHours(text)) ? null : text.hours;
    const located = text.remote !== 'always';
    const lat = located ? round6(place.lat + ((i % 7) - 3) * 0.004) : null;
    const lng = located ? round6(place.lng + ((i % 5) - 2) * 0.006) : null;
    const questions: VacancyQuestion[] = text.question
      ? [{ id: buildDemoId(tenant, 'vacancyQuestion', i + 1), ...text.question }]
      : [];
    const otherCenters = centers
      .map((c) => buildDemoId(tenant, 'center', c.n))
      .filter((c) => c !== organization.centerId);
    const titleNl = fill(text.nl.title);
    const titleEn = dutchOnly ? null : fill(text.en.title);
    const featuredSoFar = featuredPerCenter.get(organization.centerId) ?? 0;
    const featured = status === 'published' && i % 4 === 1 && featuredSoFar < 3;
    if (featured) featuredPerCenter.set(organization.centerId, featuredSoFar + 1);

    vacancyRows.push({
      tenantId: tenant,
      id,
      centerId: organization.centerId,
      organizationId: organization.id,
      titleNl,
      titleEn,
      descriptionNl: buildDescriptionHtml(text.nl, fill),
      descriptionEn: dutchOnly ? null : buildDescriptionHtml(text.en, fill),
      status,
      hoursPerWeek: hours,
      commitment: text.commitment,
      ...pickDates(i, text.commitment, status, today),
      schedule: text.schedule,
      remote,
      city: located ? place.city : null,
      lat,
      lng,
      positions: i % 4 === 2 ? Math.max(1, text.positions - 1) : text.positions,
      questions,
      sharedCenterIds: sharing && i % 5 !== 4 ? otherCenters : [],
      publishedAt,
      featured,
      createdAt,
      updatedAt: publishedAt ?? createdAt,
    });
    if (located) {
      const letters = String.fromCharCode(65 + (i % 26), 65 + ((i * 11) % 26));
      addressRows.push({
        tenantId: tenant,
        id: buildDemoId(tenant, 'vacancyAddress', i + 1),
        vacancyId: id,
        street: STREETS[(i * 7) % STREETS.length]!,
        number: String(1 + ((i * 13) % 120)),
        postcode: `${place.postcodeArea} ${letters}`,
        city: place.city,
        lat,
        lng,
      });
    }
    for (const name of text.tags) {
      tagRows.push({ tenantId: tenant, vacancyId: id, tagId: getDemoTagId(tenant, name) });
    }
    list.push({
      id,
      key: text.key,
      organizationId: organization.id,
      centerId: organization.centerId,
      status,
      titleNl,
      titleEn,
      questions,
    });
  });
  return { vacancyRows, addressRows, tagRows, list };
}

/**
 * Writes the tenant's demo vacancies. Addresses and tags go only with a vacancy written now, so a
 * tag removed or an address changed in the app stays that way after a restart.
 */
export async function seedDemoVacancies(tx: Tx, tenant: TenantName, now: Date): Promise<number> {
  const { vacancyRows, addressRows, tagRows } = buildDemoVacancyRows(tenant, now);
  const written = await tx
    .insert(vacancies)
    .values(vacancyRows)
    .onConflictDoNothing()
    .returning({ id: vacancies.id });
  if (written.length === 0) return 0;
  const fresh = new Set(written.map((r) => r.id));
  const newAddresses = addressRows.filter((r) => fresh.has(r.vacancyId!));
  const newTags = tagRows.filter((r) => fresh.has(r.vacancyId));
  let inserted = written.length;
  if (newAddresses.length > 0) {
    inserted += (
      await tx
        .insert(addresses)
        .values(newAddresses)
        .onConflictDoNothing()
        .returning({ id: addresses.id })
    ).length;
  }
  if (newTags.length > 0) {
    inserted += (
      await tx
        .insert(vacancyTags)
        .values(newTags)
        .onConflictDoNothing()
        .returning({ id: vacancyTags.tagId })
    ).length;
  }
  return inserted;
}
