// GET /api/v1/analytics and /analytics/breakdowns, and POST /api/v1/vacancies/{id}/views.
// The figures of a fresh organization are checked against a small history computed by hand
// (Dutch days: an application at 00:30 on 1 April in the Netherlands is April's, whatever UTC
// says); the writers keep the counters in their own transaction (a view, an application, a
// match, a first answer); robots and managers are not counted; each role sees its own scope,
// another tenant's or center's organization is a 404, volunteers 403, no sign-in 401, a bad
// period a 400 naming its parameter.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsVacancyDays } from '../../server/db/schema/analytics';
import { hourEntries } from '../../server/db/schema/activities';
import { applicationEvents, applications } from '../../server/db/schema/applications';
import { organizations } from '../../server/db/schema/organizations';
import { vacancies } from '../../server/db/schema/vacancies';
import { volunteerCenters } from '../../server/db/schema/volunteer-centers';
import { withTenant } from '../../server/db/with-tenant';
import { computeAnalytics } from '../../server/modules/analytics/get-analytics';
import { rebuildAnalytics } from '../../server/modules/analytics/rebuild-sql';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource } from '../support/api-requests';
import {
  applyAs,
  createSender,
  DEMO_CENTER,
  DEMO_FOUNDATION,
  DEMO_SCHOOL,
  insertAccount,
  insertVacancy,
} from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const cordaad = createSender(() => h.app, 'cordaad');
const send = demo.send;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const ORG = randomUUID();
const V1 = randomUUID();
const V2 = randomUUID();
const vols: string[] = [];

beforeAll(async () => {
  h = await createApiHarness();
  for (const a of ['organization', 'coordinator', 'admin', 'volunteer']) {
    await demo.signInAs(a, `${a}@demo.test`);
  }
  await cordaad.signInAs('admin', 'admin@cordaad.test');
  await cordaad.signInAs('coordinator', 'coordinator@cordaad.test');
  await insertAccount(h.database.db, { email: 'analytics-fresh@demo.test' });
  await demo.signInAs('fresh', 'analytics-fresh@demo.test');

  const db = h.database.db;
  await db.insert(organizations).values({
    tenantId: 'demo',
    id: ORG,
    centerId: DEMO_CENTER,
    type: 'Foundation' as never,
    name: 'Stichting Telwerk',
    slug: `telwerk-${ORG.slice(0, 8)}`,
    status: 'approved',
  });
  const vacancy = (id: string, city: string, publishedAt: string) =>
    db.insert(vacancies).values({
      tenantId: 'demo',
      id,
      centerId: DEMO_CENTER,
      organizationId: ORG,
      status: 'published',
      titleNl: `Telwerk ${city}`,
      city,
      publishedAt: new Date(publishedAt),
    });
  await vacancy(V1, 'Utrecht', '2026-03-01T10:00:00Z');
  await vacancy(V2, 'Zeist', '2026-01-15T10:00:00Z');
  for (let i = 1; i <= 4; i++) {
    vols.push(await insertAccount(db, { email: `analytics-vol${i}@demo.test` }));
  }
  const app = async (
    n: number,
    vacancyId: string,
    volunteer: number,
    created: string,
    answeredHours: number | null,
    acceptedAt?: string,
  ) => {
    const id = randomUUID();
    const createdAt = new Date(created);
    await db.insert(applications).values({
      tenantId: 'demo',
      id,
      centerId: DEMO_CENTER,
      vacancyId,
      organizationId: ORG,
      volunteerId: vols[volunteer - 1]!,
      status: acceptedAt ? 'accepted' : answeredHours === null ? 'new' : 'rejected',
      motivation: `Telwerk ${n}`,
      createdAt,
    });
    await db.insert(applicationEvents).values({
      tenantId: 'demo',
      applicationId: id,
      actorId: vols[volunteer - 1]!,
      fromStatus: null,
      toStatus: 'new',
      createdAt,
    });
    if (answeredHours !== null) {
      await db.insert(applicationEvents).values({
        tenantId: 'demo',
        applicationId: id,
        actorId: null,
        fromStatus: 'new',
        toStatus: acceptedAt && !answeredHours ? 'accepted' : 'in_progress',
        createdAt: new Date(createdAt.getTime() + answeredHours * 3_600_000),
      });
    }
    if (acceptedAt) {
      await db.insert(applicationEvents).values({
        tenantId: 'demo',
        applicationId: id,
        actorId: null,
        fromStatus: 'in_progress',
        toStatus: 'accepted',
        createdAt: new Date(acceptedAt),
      });
    }
  };
  // The current period is March 2026 (31 days), the previous 29 January - 28 February.
  await app(1, V1, 1, '2026-03-02T09:00:00Z', 2, '2026-03-05T09:00:00Z');
  await app(2, V1, 2, '2026-03-10T12:00:00Z', 10);
  // 00:30 on 1 April in the Netherlands (summer time): April's, not March's.
  await app(3, V2, 3, '2026-03-31T22:30:00Z', 1);
  // Applied in February, matched on 1 March: a match of March, an application of February.
  await app(4, V2, 1, '2026-02-20T09:00:00Z', 30, '2026-03-01T08:00:00Z');
  await app(5, V2, 4, '2026-03-15T09:00:00Z', null);
  // Views have no source but their counter: written first, the rebuild carries them into the
  // month and organization rows.
  const views = (vacancyId: string, day: string, n: number) =>
    db.insert(analyticsVacancyDays).values({
      tenantId: 'demo',
      vacancyId,
      grain: 'd',
      day,
      centerId: DEMO_CENTER,
      organizationId: ORG,
      views: n,
    });
  await views(V1, '2026-03-03', 10);
  await views(V2, '2026-03-20', 5);
  await views(V1, '2026-02-10', 7);
  await withTenant(db, 'demo', (tx) => rebuildAnalytics(tx, 'demo'));
});
afterAll(async () => {
  await h?.close();
});

type Figure = { key: string; current: number | null; previous: number | null };
type Point = { start: string; views: number; applications: number; matches: number };

const MARCH = 'filter[from]=2026-03-01&filter[to]=2026-03-31';

async function readAnalytics(who: string | null, query: string, sender = demo) {
  const res = await sender.send('GET', `/api/v1/analytics?${query}`, who);
  return res;
}

function figuresOf(attributes: Record<string, unknown>) {
  return Object.fromEntries(
    (attributes.figures as Figure[]).map((f) => [f.key, [f.current, f.previous]]),
  );
}

describe('GET /api/v1/analytics', () => {
  it('computes a fresh organization’s figures as counted by hand', async () => {
    const res = await readAnalytics('admin', `${MARCH}&filter[organization_id]=${ORG}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const a = getResource(res.body).attributes as Record<string, unknown>;
    expect(a.period).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(a.previous_period).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(a.organization_id).toBe(ORG);
    expect(a.bucket).toBe('day');
    expect(figuresOf(a)).toEqual({
      vacancies_published: [1, 0],
      views: [15, 7],
      applications: [3, 1],
      matches: [2, 0],
      acceptance_rate: [66.7, 0],
      // Answer times are kept to the hour under two days: 2 h and 10 h count as 2.5 and 10.5.
      answer_hours_median: [6.5, 30.5],
      answer_hours_p90: [9.7, 30.5],
      volunteers_active: [3, 1],
      new_signups: [null, null],
    });
    const series = a.series as Point[];
    expect(series).toHaveLength(31);
    expect(series[0]).toEqual({ start: '2026-03-01', views: 0, applications: 0, matches: 1 });
    expect(series[1]).toEqual({ start: '2026-03-02', views: 0, applications: 1, matches: 0 });
    expect(series[2]).toEqual({ start: '2026-03-03', views: 10, applications: 0, matches: 0 });
    expect(series[4]).toEqual({ start: '2026-03-05', views: 0, applications: 0, matches: 1 });
    expect(series.reduce((sum, p) => sum + p.applications, 0)).toBe(3);
    expect((a.previous_series as Point[]).reduce((sum, p) => sum + p.views, 0)).toBe(7);
  });

  it('counts by week over a quarter and by month over a year', async () => {
    const quarter = await readAnalytics(
      'admin',
      `filter[from]=2026-01-01&filter[to]=2026-03-31&filter[organization_id]=${ORG}`,
    );
    const q = getResource(quarter.body).attributes as Record<string, unknown>;
    expect(q.bucket).toBe('week');
    // 29 December 2025 is the Monday of the week of 1 January.
    expect((q.series as Point[])[0]!.start).toBe('2025-12-29');
    expect((q.series as Point[]).reduce((sum, p) => sum + p.applications, 0)).toBe(4);
    const year = await readAnalytics(
      'admin',
      `filter[from]=2025-05-01&filter[to]=2026-04-30&filter[organization_id]=${ORG}`,
    );
    const y = getResource(year.body).attributes as Record<string, unknown>;
    expect(y.bucket).toBe('month');
    const months = y.series as Point[];
    expect(months.map((p) => p.start).slice(-3)).toEqual([
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
    expect(months.at(-1)!.applications).toBe(1);
    expect(months.at(-2)!.applications).toBe(3);
  });

  it('counts each active volunteer once, in every kind of scope', async () => {
    // March 2024, before the demo history: P applies to an organization of each of two centers,
    // Q only logs hours there (on an application of 2023), R applied in February.
    const db = h.database.db;
    const center2 = randomUUID();
    const org2 = randomUUID();
    const v3 = randomUUID();
    await db.insert(volunteerCenters).values({
      id: center2,
      tenantId: 'demo',
      name: 'Steunpunt Telwerk',
      slug: `telwerk-${center2.slice(0, 6)}`,
      hosts: [],
    });
    await db.insert(organizations).values({
      tenantId: 'demo',
      id: org2,
      centerId: center2,
      type: 'Foundation' as never,
      name: 'Telwerk Zuid',
      slug: `telwerk-zuid-${org2.slice(0, 6)}`,
      status: 'approved',
    });
    await db.insert(vacancies).values({
      tenantId: 'demo',
      id: v3,
      centerId: center2,
      organizationId: org2,
      status: 'closed',
      titleNl: 'Telwerk Zuid',
    });
    const [p, q, r] = await Promise.all(
      ['p', 'q', 'r'].map((x) => insertAccount(db, { email: `analytics-once-${x}@demo.test` })),
    );
    const apply = async (volunteerId: string, vacancyId: string, at: string) => {
      const id = randomUUID();
      const inOrg2 = vacancyId === v3;
      await db.insert(applications).values({
        tenantId: 'demo',
        id,
        centerId: inOrg2 ? center2 : DEMO_CENTER,
        vacancyId,
        organizationId: inOrg2 ? org2 : ORG,
        volunteerId,
        status: 'accepted',
        motivation: 'Telwerk eenmaal',
        createdAt: new Date(at),
      });
      return id;
    };
    await apply(p!, V1, '2024-03-05T10:00:00Z');
    await apply(p!, v3, '2024-03-06T10:00:00Z');
    const earlier = await apply(q!, V1, '2023-11-01T10:00:00Z');
    await apply(r!, V1, '2024-02-20T10:00:00Z');
    await db.insert(hourEntries).values([
      {
        tenantId: 'demo',
        userId: q!,
        organizationId: ORG,
        centerId: DEMO_CENTER,
        applicationId: earlier,
        workedOn: '2024-03-10',
        hours: '3',
        status: 'approved',
      },
      // P's hours too: someone active both ways is still one person.
      {
        tenantId: 'demo',
        userId: p!,
        organizationId: ORG,
        centerId: DEMO_CENTER,
        applicationId: earlier,
        workedOn: '2024-03-11',
        hours: '2',
        status: 'pending',
      },
    ]);
    await withTenant(db, 'demo', (tx) => rebuildAnalytics(tx, 'demo'));

    const march = { from: '2024-03-01', to: '2024-03-31' };
    const active = (centerIds: string[] | null, organizationIds: string[] | null) =>
      withTenant(db, 'demo', async (tx) => {
        const a = await computeAnalytics(
          tx,
          { tenantId: 'demo', centerIds, organizationIds },
          march,
        );
        const f = a.figures.find((x) => x.key === 'volunteers_active')!;
        return [f.current, f.previous];
      });
    expect(await active(null, null)).toEqual([2, 1]);
    expect(await active([DEMO_CENTER], null)).toEqual([2, 1]);
    expect(await active([center2], null)).toEqual([1, 0]);
    expect(await active([DEMO_CENTER, center2], null)).toEqual([2, 1]);
    expect(await active(null, [ORG])).toEqual([2, 1]);
    expect(await active(null, [org2])).toEqual([1, 0]);
    expect(await active(null, [ORG, org2])).toEqual([2, 1]);
  });

  it('gives each role its own scope', async () => {
    const org = await readAnalytics('organization', MARCH);
    expect(org.status, org.text).toBe(200);
    expect(getResource(org.body).attributes.organization_id).toBe(DEMO_SCHOOL);
    // An organization admin has no sign-ups of their own; a coordinator has.
    const orgFigures = figuresOf(getResource(org.body).attributes);
    expect(orgFigures.new_signups).toEqual([null, null]);
    const coordinator = await readAnalytics('coordinator', MARCH);
    expect(coordinator.status).toBe(200);
    expect(getResource(coordinator.body).attributes.center_id).toBe(DEMO_CENTER);
    expect(figuresOf(getResource(coordinator.body).attributes).new_signups![0]).not.toBeNull();
    // The center's figures hold the organization's.
    const center = figuresOf(getResource(coordinator.body).attributes);
    expect(center.applications![0]).toBeGreaterThanOrEqual(3);
    // Someone else's organization is not there for an organization admin.
    const other = await readAnalytics('organization', `filter[organization_id]=${DEMO_FOUNDATION}`);
    expect(other.status).toBe(404);
    expect(getFirstError(other.body).source).toEqual({ parameter: 'filter[organization_id]' });
    // Another tenant's organization and center do not exist for cordaad's admin.
    const foreign = await readAnalytics('admin', `filter[organization_id]=${ORG}`, cordaad);
    expect(foreign.status).toBe(404);
    const foreignCenter = await readAnalytics('admin', `filter[center_id]=${DEMO_CENTER}`, cordaad);
    expect(foreignCenter.status).toBe(404);
  });

  it('refuses volunteers, anonymous readers and bad periods', async () => {
    expect((await readAnalytics(null, MARCH)).status).toBe(401);
    expect((await readAnalytics('volunteer', MARCH)).status).toBe(403);
    const bad = [
      ['filter[from]=2026-02-30', 'filter[from]'],
      ['filter[to]=morgen', 'filter[to]'],
      ['filter[from]=2026-03-10&filter[to]=2026-03-01', 'filter[from]'],
      ['filter[from]=2020-01-01&filter[to]=2026-01-01', 'filter[to]'],
      ['filter[center_id]=42', 'filter[center_id]'],
    ] as const;
    for (const [query, parameter] of bad) {
      const res = await readAnalytics('admin', query);
      expect(res.status, query).toBe(400);
      expect(getFirstError(res.body).source, query).toEqual({ parameter });
    }
  });
});

describe('GET /api/v1/analytics/breakdowns', () => {
  it('splits the organization’s figures by place and by organization', async () => {
    const res = await send(
      'GET',
      `/api/v1/analytics/breakdowns?${MARCH}&filter[by]=place&filter[organization_id]=${ORG}`,
      'coordinator',
    );
    expect(res.status, res.text).toBe(200);
    const rows = getResource(res.body).attributes.rows as Record<string, unknown>[];
    expect(rows).toEqual([
      {
        key: 'Utrecht',
        label: 'Utrecht',
        label_en: null,
        views: 10,
        applications: 2,
        matches: 1,
        previous_applications: 0,
      },
      {
        key: 'Zeist',
        label: 'Zeist',
        label_en: null,
        views: 5,
        applications: 1,
        matches: 1,
        previous_applications: 1,
      },
    ]);
    const byOrg = await send(
      'GET',
      `/api/v1/analytics/breakdowns?${MARCH}&filter[by]=organization`,
      'coordinator',
    );
    const orgRows = getResource(byOrg.body).attributes.rows as Record<string, unknown>[];
    expect(orgRows.find((r) => r.key === ORG)).toMatchObject({
      label: 'Stichting Telwerk',
      applications: 3,
      matches: 2,
    });
  });

  it('lists every published vacancy, busiest or quietest first', async () => {
    const quiet = await insertVacancy(h.database.db, { titleNl: 'Telwerk stil' });
    await h.database.db
      .update(vacancies)
      .set({ organizationId: ORG })
      .where(eq(vacancies.id, quiet));
    const read = async (query: string) => {
      const res = await send(
        'GET',
        `/api/v1/analytics/breakdowns?${MARCH}&filter[by]=vacancy&filter[organization_id]=${ORG}&${query}`,
        'admin',
      );
      expect(res.status, res.text).toBe(200);
      return (getResource(res.body).attributes.rows as Record<string, unknown>[]).map((r) => [
        r.key,
        r.applications,
        r.views,
      ]);
    };
    expect(await read('filter[order]=largest')).toEqual([
      [V1, 2, 10],
      [V2, 1, 5],
      [quiet, 0, 0],
    ]);
    // Nobody looked at the quiet one: it comes first, and with a page of one, alone.
    expect(await read('filter[order]=smallest&page[size]=1')).toEqual([[quiet, 0, 0]]);
    const bad = await send(
      'GET',
      `/api/v1/analytics/breakdowns?filter[by]=vacancy&page[size]=500`,
      'admin',
    );
    expect(bad.status).toBe(400);
    expect(getFirstError(bad.body).source).toEqual({ parameter: 'page[size]' });
  });

  it('needs a known breakdown and a reader with figures', async () => {
    const missing = await send('GET', `/api/v1/analytics/breakdowns?${MARCH}`, 'admin');
    expect(missing.status).toBe(400);
    expect(getFirstError(missing.body).source).toEqual({ parameter: 'filter[by]' });
    const wrong = await send('GET', '/api/v1/analytics/breakdowns?filter[by]=shoe', 'admin');
    expect(wrong.status).toBe(400);
    const volunteer = await send('GET', '/api/v1/analytics/breakdowns?filter[by]=tag', 'volunteer');
    expect(volunteer.status).toBe(403);
    const anonymous = await send('GET', '/api/v1/analytics/breakdowns?filter[by]=tag', null);
    expect(anonymous.status).toBe(401);
  });
});

const TODAY = sql`(now() at time zone 'Europe/Amsterdam')::date`;
const TODAY_ISO = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

/** A vacancy's counters today; its month row must have grown by the same. */
async function readToday(vacancyId: string) {
  const rows = await h.database.db
    .select()
    .from(analyticsVacancyDays)
    .where(
      and(
        eq(analyticsVacancyDays.vacancyId, vacancyId),
        sql`((${analyticsVacancyDays.grain} = 'd' and ${analyticsVacancyDays.day} = ${TODAY})
          or (${analyticsVacancyDays.grain} = 'm'
            and ${analyticsVacancyDays.day} = date_trunc('month', ${TODAY})::date))`,
      ),
    );
  const day = rows.find((r) => r.grain === 'd');
  const month = rows.find((r) => r.grain === 'm');
  const counts = (r: typeof day) => ({
    views: r?.views ?? 0,
    applications: r?.applications ?? 0,
    matches: r?.matches ?? 0,
  });
  // A vacancy made in the test has no earlier rows this month.
  expect(counts(month)).toEqual(counts(day));
  return counts(day);
}

/** The answers counted today for the school's applications, day row and month row. */
async function readOrganizationAnswers(): Promise<{ day: number; month: number }> {
  const rows = await h.database.db.execute(sql`
    select grain, coalesce((select sum(n) from unnest(answers) n), 0) as n from analytics_days
    where tenant_id = 'demo' and organization_id = ${DEMO_SCHOOL}
      and ((grain = 'd' and day = ${TODAY})
        or (grain = 'm' and day = date_trunc('month', ${TODAY})::date))
  `);
  const list = (rows as unknown as { rows: { grain: string; n: unknown }[] }).rows;
  return {
    day: Number(list.find((r) => r.grain === 'd')?.n ?? 0),
    month: Number(list.find((r) => r.grain === 'm')?.n ?? 0),
  };
}

/** Every counter row of the demo tenant, in one comparable list. */
async function readAllCounters() {
  const rows = await h.database.db.execute(sql`
    select 'v' as t, grain, day::text, vacancy_id::text as k, views, applications, matches,
           null::text as answers
    from analytics_vacancy_days where tenant_id = 'demo'
      and (views, applications, matches) <> (0, 0, 0)
    union all
    select 'o', grain, day::text, organization_id::text, views, applications, matches,
           case when (select sum(n) from unnest(answers) n) > 0 then answers::text end
    from analytics_days where tenant_id = 'demo'
      and ((views, applications, matches) <> (0, 0, 0) or (select sum(n) from unnest(answers) n) > 0)
    union all
    select 'g' || dimension, grain, day::text, key || organization_id::text, views,
           applications, matches, null
    from analytics_group_days where tenant_id = 'demo'
      and (views, applications, matches) <> (0, 0, 0)
    union all
    select 'a', '', '', organization_id::text || user_id::text, 0, 0, 0, days::text
    from analytics_active where tenant_id = 'demo'
    union all
    select 'c', '', '', center_id::text || user_id::text, 0, 0, 0, days::text
    from analytics_active_centers where tenant_id = 'demo'
    union all
    select 't', '', '', user_id::text, 0, 0, 0, days::text
    from analytics_active_tenants where tenant_id = 'demo'
    order by 1, 2, 3, 4
  `);
  return (rows as unknown as { rows: unknown[] }).rows;
}

describe('the writers keep the counters', () => {
  it('counts a person’s view, not a robot’s, a manager’s or an unknown vacancy’s', async () => {
    const id = await insertVacancy(h.database.db, { titleNl: 'Telwerk bekeken' });
    const view = (who: string | null, agent: string, sender = demo) =>
      sender.send('POST', `/api/v1/vacancies/${id}/views`, who, undefined, {
        'user-agent': agent,
      });
    expect((await view(null, BROWSER)).status).toBe(204);
    expect((await view('volunteer', BROWSER)).status).toBe(204);
    expect((await readToday(id)).views).toBe(2);
    const robot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await view(null, robot)).status).toBe(204);
    expect((await view(null, '')).status).toBe(204);
    // The school's own admin checking their vacancy is not a volunteer considering it.
    expect((await view('organization', BROWSER)).status).toBe(204);
    expect((await readToday(id)).views).toBe(2);
    // Another tenant's site does not know the vacancy; an unknown id is no vacancy.
    expect((await view(null, BROWSER, cordaad)).status).toBe(404);
    const unknown = await send('POST', `/api/v1/vacancies/${randomUUID()}/views`, null, undefined, {
      'user-agent': BROWSER,
    });
    expect(unknown.status).toBe(404);
    // A draft is seen by its managers only: nothing to count.
    const draft = await insertVacancy(h.database.db, { status: 'draft' });
    const res = await send('POST', `/api/v1/vacancies/${draft}/views`, null, undefined, {
      'user-agent': BROWSER,
    });
    expect(res.status).toBe(404);
  });

  it('counts an application, its first answer and its match as they happen', async () => {
    const id = await insertVacancy(h.database.db, { titleNl: 'Telwerk gesolliciteerd' });
    const answersBefore = await readOrganizationAnswers();
    const application = await applyAs(send, 'fresh', id);
    expect((await readToday(id)).applications).toBe(1);
    const read = async () =>
      (
        await h.database.db
          .select({ at: applications.firstAnsweredAt })
          .from(applications)
          .where(eq(applications.id, application.id!))
      )[0]!.at;
    // The volunteer's own message is no answer; the school's is.
    const conversation = application.attributes.conversation_id as string;
    const message = (body: string) => ({ data: { type: 'messages', attributes: { body } } });
    const mine = await send(
      'POST',
      `/api/v1/conversations/${conversation}/messages`,
      'fresh',
      message('Nog een vraag: is er parkeerruimte?'),
    );
    expect(mine.status, mine.text).toBe(201);
    expect(await read()).toBeNull();
    const answer = await send(
      'POST',
      `/api/v1/conversations/${conversation}/messages`,
      'organization',
      message('Ja, achter de school.'),
    );
    expect(answer.status, answer.text).toBe(201);
    const first = await read();
    expect(first).not.toBeNull();
    // Counted once in the answer-time histogram of the application's day and month.
    const answered = await readOrganizationAnswers();
    expect(answered.day - answersBefore.day).toBe(1);
    expect(answered.month - answersBefore.month).toBe(1);
    const accept = await send('PATCH', `/api/v1/applications/${application.id}`, 'organization', {
      data: { type: 'applications', id: application.id, attributes: { status: 'accepted' } },
    });
    expect(accept.status, accept.text).toBe(200);
    expect((await readToday(id)).matches).toBe(1);
    // A later answer leaves the first one.
    expect((await read())!.getTime()).toBe(first!.getTime());
  });

  it('counts a sign-up while the account is a volunteer’s', async () => {
    const today = `filter[from]=${TODAY_ISO()}&filter[to]=${TODAY_ISO()}`;
    const signups = async () =>
      (getResource((await readAnalytics('admin', today)).body).attributes.figures as Figure[]).find(
        (f) => f.key === 'new_signups',
      )!.current;
    const before = await signups();
    // An account becomes a volunteer's when the admin adds the role, and stops being one.
    const user = await insertAccount(h.database.db, { email: 'analytics-signup@demo.test' });
    await withTenant(h.database.db, 'demo', (tx) =>
      tx.execute(sql`delete from roles where user_id = ${user} and name = 'volunteer'`),
    );
    const role = (method: 'PUT' | 'DELETE', path: string) =>
      send(method, `/api/v1/users/${user}/${path}`, 'admin', {
        data: { type: 'roles', attributes: { name: 'volunteer' } },
      });
    const added = await role('PUT', 'add_role');
    expect(added.status, added.text).toBe(200);
    expect(await signups()).toBe(before! + 1);
    expect((await role('DELETE', 'remove_role')).status).toBe(200);
    expect(await signups()).toBe(before);
  });

  it('keeps the same counters as a recount from the rows', async () => {
    const kept = await readAllCounters();
    expect(kept.length).toBeGreaterThan(0);
    await withTenant(h.database.db, 'demo', (tx) => rebuildAnalytics(tx, 'demo'));
    expect(await readAllCounters()).toEqual(kept);
  });
});
