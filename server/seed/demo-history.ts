// Twelve months of a center's life, so analytics shows something true to life: applications of
// the pool's volunteers to the published vacancies, more in September and January (the new
// season, good intentions, NLdoet in March) and fewer in July, August and December; most
// answered within two days, some after a week; about half ended in a match. Each application
// has its history and its conversation (every application has one). Page views per vacancy and
// day follow the same seasons, roughly ten per application. Deterministic per tenant (a seeded
// random), idempotent (fixed ids, `on conflict do nothing`), and written in a few large inserts:
// the whole demo seed stays within seconds.
import { inArray, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../common/matching';
import { AMSTERDAM_TIME_ZONE } from '../../common/amsterdam-time';
import { addDays } from '../../common/schemas/analytics';
import { TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { Db, Tx } from '../db/connection';
import { applicationEvents, applications } from '../db/schema/applications';
import { conversationParticipants, conversations } from '../db/schema/conversations';
import { roles, users } from '../db/schema/users';
import { withTenant } from '../db/with-tenant';
import { rebuildAnalytics } from '../modules/analytics/rebuild-sql';
import { DEMO_CENTERS } from './demo-centers';
import { buildDemoId } from './demo-ids';
import { listDemoPool } from './demo-pool';
import { buildDemoVacancyRows } from './demo-vacancies';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** History numbers start here: the demo volunteer's own applications use small numbers. */
const FIRST = 100_000;
/** Applications in an average month of one center. */
const PER_MONTH = 16;
/** January .. December: how busy volunteering is, 1 = an average month. */
const SEASON = [1.25, 1.0, 1.15, 0.95, 0.85, 0.7, 0.45, 0.55, 1.45, 1.3, 1.05, 0.6];
const VIEWS_PER_APPLICATION = 10;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A small seeded random (mulberry32): the same history on every run. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function dutchDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: AMSTERDAM_TIME_ZONE }).format(instant);
}

/** Hours until the first answer: mostly within two days, a tail of a week or more. */
function pickAnswerHours(random: () => number): number {
  const r = random();
  if (r < 0.35) return 1 + random() * 7;
  if (r < 0.75) return 8 + random() * 40;
  if (r < 0.93) return 48 + random() * 72;
  return 120 + random() * 120;
}

function pickOutcome(random: () => number): ApplicationStatus {
  const r = random();
  if (r < 0.5) return 'accepted';
  if (r < 0.72) return 'rejected';
  if (r < 0.86) return 'withdrawn';
  return 'in_progress';
}

async function seedTenantHistory(tx: Tx, tenant: TenantName, now: Date): Promise<number> {
  const center = DEMO_CENTERS.find((c) => c.tenant === tenant && c.isDefault);
  if (!center) return 0;
  const centerId = buildDemoId(tenant, 'center', center.n);
  const random = createRandom(TENANT_NAMES.indexOf(tenant) * 7919 + 17);
  const pool = listDemoPool(tenant);
  let inserted = 0;

  // Tenants without a volunteer pool still have volunteers: the same people, without a profile,
  // who signed up over the year (the pool's accounts get their sign-up dates the same way).
  const present = new Set(
    (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.id,
            pool.map((m) => m.userId),
          ),
        )
    ).map((r) => r.id),
  );
  const missing = pool.filter((m) => !present.has(m.userId));
  if (missing.length > 0) {
    inserted += (
      await tx
        .insert(users)
        .values(
          missing.map((m) => {
            const joined = new Date(now.getTime() - ((m.n * 97) % 360) * DAY - 9 * HOUR);
            return {
              tenantId: tenant,
              id: m.userId,
              centerId,
              email: m.email,
              passwordHash: null,
              firstName: m.firstName,
              lastName: m.lastName,
              status: 'active' as const,
              locale: m.person.locale ?? ('nl' as const),
              confirmedAt: joined,
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
          missing.map((m) => ({
            tenantId: tenant,
            id: buildDemoId(tenant, 'historyRole', m.n),
            userId: m.userId,
            name: 'volunteer' as const,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: roles.id })
    ).length;
  }

  const vacancies = buildDemoVacancyRows(tenant, now).list.filter(
    (v) => v.status === 'published' && v.centerId === centerId,
  );
  if (vacancies.length === 0) return inserted;

  const apps: Insert<typeof applications>[] = [];
  const events: Insert<typeof applicationEvents>[] = [];
  const convs: Insert<typeof conversations>[] = [];
  const participants: Insert<typeof conversationParticipants>[] = [];
  const viewsByVacancyDay = new Map<string, number>();
  const taken = new Set<string>();
  const today = dutchDay(now);
  let n = FIRST;

  for (let back = 365; back >= 1; back--) {
    const day = addDays(today, -back);
    const month = Number(day.slice(5, 7)) - 1;
    const expected = (PER_MONTH * SEASON[month]!) / 30;
    // Weekends are quieter than weekdays.
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const rate = expected * (weekday === 0 || weekday === 6 ? 0.6 : 1.15);
    const count = Math.floor(rate) + (random() < rate - Math.floor(rate) ? 1 : 0);
    for (let k = 0; k < count; k++) {
      const vacancy = vacancies[Math.floor(random() * vacancies.length)]!;
      const volunteer = pool[Math.floor(random() * pool.length)]!;
      const pair = `${vacancy.id}/${volunteer.userId}`;
      if (taken.has(pair)) continue;
      taken.add(pair);
      n += 1;
      const created = new Date(Date.parse(`${day}T07:00:00Z`) + random() * 14 * HOUR);
      const answerHours = pickAnswerHours(random);
      const answered = new Date(created.getTime() + answerHours * HOUR);
      // Recent ones may still wait; older ones have an outcome.
      const waiting = back <= 10 && answered.getTime() > now.getTime();
      const status: ApplicationStatus = waiting ? 'new' : pickOutcome(random);
      const applicationId = buildDemoId(tenant, 'application', n);
      const steps: { to: ApplicationStatus; at: Date; by: string | null }[] = [];
      if (!waiting) {
        steps.push({ to: 'in_progress', at: answered, by: null });
        if (status !== 'in_progress') {
          const decided = new Date(answered.getTime() + (1 + random() * 6) * DAY);
          steps.push({
            to: status,
            at: decided.getTime() < now.getTime() ? decided : answered,
            by: status === 'withdrawn' ? volunteer.userId : null,
          });
        }
      }
      const last = steps.at(-1)?.at ?? created;
      apps.push({
        tenantId: tenant,
        id: applicationId,
        centerId: vacancy.centerId,
        vacancyId: vacancy.id,
        organizationId: vacancy.organizationId,
        volunteerId: volunteer.userId,
        status,
        motivation: 'Ik wil graag helpen en heb er tijd voor.',
        answers: [],
        firstAnsweredAt: waiting ? null : answered,
        createdAt: created,
        updatedAt: last,
      });
      const eventBase = n * 4;
      events.push({
        tenantId: tenant,
        id: buildDemoId(tenant, 'applicationEvent', eventBase),
        applicationId,
        actorId: volunteer.userId,
        fromStatus: null,
        toStatus: 'new',
        createdAt: created,
      });
      let from: ApplicationStatus = 'new';
      steps.forEach((step, i) => {
        events.push({
          tenantId: tenant,
          id: buildDemoId(tenant, 'applicationEvent', eventBase + 1 + i),
          applicationId,
          actorId: step.by,
          fromStatus: from,
          toStatus: step.to,
          createdAt: step.at,
        });
        from = step.to;
      });
      const conversationId = buildDemoId(tenant, 'conversation', n);
      convs.push({
        tenantId: tenant,
        id: conversationId,
        centerId: vacancy.centerId,
        kind: 'application',
        applicationId,
        organizationId: vacancy.organizationId,
        createdAt: created,
        updatedAt: created,
      });
      participants.push(
        {
          tenantId: tenant,
          id: buildDemoId(tenant, 'conversationParticipant', n * 2),
          conversationId,
          participantType: 'user',
          userId: volunteer.userId,
        },
        {
          tenantId: tenant,
          id: buildDemoId(tenant, 'conversationParticipant', n * 2 + 1),
          conversationId,
          participantType: 'organization',
          organizationId: vacancy.organizationId,
        },
      );
    }
    // Views: about ten per application of the day, spread over the vacancies.
    const views = Math.round(rate * VIEWS_PER_APPLICATION * (0.7 + random() * 0.6));
    for (let k = 0; k < views; k++) {
      const vacancy = vacancies[Math.floor(random() * vacancies.length)]!;
      const key = `${vacancy.id}|${day}`;
      viewsByVacancyDay.set(key, (viewsByVacancyDay.get(key) ?? 0) + 1);
    }
  }

  const written = await tx
    .insert(applications)
    .values(apps)
    .onConflictDoNothing()
    .returning({ id: applications.id });
  inserted += written.length;
  // Rows that hang on an application are written only with it (a second run writes none).
  if (written.length > 0) {
    const fresh = new Set(written.map((r) => r.id));
    const ofFresh = <T extends { applicationId?: string | null }>(rows: T[]) =>
      rows.filter((r) => fresh.has(r.applicationId!));
    await tx.insert(applicationEvents).values(ofFresh(events)).onConflictDoNothing();
    const freshConvs = ofFresh(convs);
    await tx.insert(conversations).values(freshConvs).onConflictDoNothing();
    const freshConvIds = new Set(freshConvs.map((c) => c.id));
    await tx
      .insert(conversationParticipants)
      .values(participants.filter((p) => freshConvIds.has(p.conversationId)))
      .onConflictDoNothing();
    // One statement with three array parameters: thousands of rows without thousands of
    // parameters (which is what makes a large insert slow on PGlite).
    const entries = [...viewsByVacancyDay];
    const list = (values: (string | number)[]) => `{${values.join(',')}}`;
    await tx.execute(sql`
      insert into analytics_vacancy_days
        (tenant_id, vacancy_id, day, center_id, organization_id, views)
      select v.tenant_id, x.vacancy_id, x.day, v.center_id, v.organization_id, x.views
      from unnest(
        ${list(entries.map(([key]) => key.split('|')[0]!))}::uuid[],
        ${list(entries.map(([key]) => key.split('|')[1]!))}::date[],
        ${list(entries.map(([, views]) => views))}::int[]
      ) as x(vacancy_id, day, views)
      join vacancies v on v.tenant_id = ${tenant} and v.id = x.vacancy_id
      on conflict do nothing
    `);
    // Applications, matches and answer times per day from the rows themselves (views are kept):
    // the history and the demo volunteer's applications were written around the writers.
    await rebuildAnalytics(tx, tenant);
  }
  return inserted;
}

/** Every tenant's year of history; returns how many rows were new (0 on a second run). */
export async function seedDemoHistory(db: Db, now: Date = new Date()): Promise<number> {
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    inserted += await withTenant(db, tenant, (tx) => seedTenantHistory(tx, tenant, now));
  }
  return inserted;
}
