// Vacancies stay fresh, driven by the job's own clock (no waiting): a published vacancy past its
// end date closes itself ('ended'); one published 90 days without a change gets one 'still
// current?' mail and notification for its organization's admins, and closes 14 days later
// without an answer ('stale'); the mail's keep link keeps it (the 90 days start again), its close
// link closes it, each once; an edit answers the question too. POST /vacancies/{id}/freshness:
// bad input 422 at its field with nothing written, a used, wrong or other tenant's token 404.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRESHNESS_ASK_AFTER_DAYS,
  FRESHNESS_CLOSE_AFTER_DAYS,
} from '../../common/schemas/vacancies';
import { emailOutbox } from '../../server/db/schema/email';
import { notifications } from '../../server/db/schema/notifications';
import { vacancies } from '../../server/db/schema/vacancies';
import { withTenant } from '../../server/db/with-tenant';
import { createTestClock } from '../../server/lib/clock';
import { createJobRunner } from '../../server/lib/jobs';
import {
  amsterdamDate,
  createFreshnessJob,
  FRESHNESS_JOB_NAME,
  refreshVacancies,
} from '../../server/modules/vacancies/freshness';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signInDemo, type AuthHeaders } from '../support/api-auth';
import { getFirstError, getResource, hostOf, requestApi } from '../support/api-requests';
import { insertVacancy } from './applications-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const MAIL_LINKS = { publicUrl: 'https://vrijwilligers.example', port: 8080 };
let h: ApiHarness;
let as: Record<string, AuthHeaders>;

beforeAll(async () => {
  h = await createApiHarness();
  as = await signInDemo(h.app, ['organization']);
});
afterAll(async () => {
  await h?.close();
});

async function readVacancy(id: string) {
  const [row] = await withTenant(h.database.db, 'demo', (tx) =>
    tx
      .select()
      .from(vacancies)
      .where(and(eq(vacancies.tenantId, 'demo'), eq(vacancies.id, id))),
  );
  return row!;
}

/** A published vacancy last changed (and published) `daysAgo` days before `now`. */
async function insertAged(title: string, now: Date, daysAgo: number, endsOn?: string) {
  const id = await insertVacancy(h.database.db, { titleNl: title, titleEn: null });
  const then = new Date(now.getTime() - daysAgo * DAY);
  await withTenant(h.database.db, 'demo', (tx) =>
    tx
      .update(vacancies)
      .set({ publishedAt: then, updatedAt: then, createdAt: then, endsOn: endsOn ?? null })
      .where(and(eq(vacancies.tenantId, 'demo'), eq(vacancies.id, id))),
  );
  return id;
}

async function mailsAbout(title: string) {
  return withTenant(h.database.db, 'demo', (tx) =>
    tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.tenantId, 'demo'), like(emailOutbox.subject, `%${title}%`))),
  );
}

function linkOf(body: string, answer: 'keep' | 'close'): { path: string; token: string } {
  const match = new RegExp(
    `https://vrijwilligers\\.example(/vacancies/[0-9a-f-]+/still-current)\\?token=([^&\\s]+)&answer=${answer}`,
  ).exec(body);
  expect(match, `a ${answer} link in:\n${body}`).not.toBeNull();
  return { path: match![1]!, token: decodeURIComponent(match![2]!) };
}

function answer(id: string, attributes: unknown, host?: string) {
  return requestApi(h.app, {
    method: 'POST',
    url: `/api/v1/vacancies/${id}/freshness`,
    host,
    headers: { 'content-type': 'application/vnd.api+json' },
    payload: { data: { type: 'vacancy_freshness', attributes } },
  });
}

const run = (now: Date) =>
  refreshVacancies(h.database, now, { tenants: ['demo'], mailLinks: MAIL_LINKS });

describe('the freshness job', () => {
  it('closes a published vacancy the day after its end date, and not on it', async () => {
    const now = new Date('2027-03-10T10:00:00Z');
    const today = amsterdamDate(now);
    const endsToday = await insertAged('Eindigt vandaag', now, 5, today);
    const ended = await insertAged('Eindigde gisteren', now, 5, '2027-03-09');
    await run(now);
    expect(await readVacancy(endsToday)).toMatchObject({ status: 'published', closedReason: null });
    expect(await readVacancy(ended)).toMatchObject({ status: 'closed', closedReason: 'ended' });
  });

  it('reads the end date as a Dutch calendar day', () => {
    // 23:30 UTC on 9 March is already 10 March in Amsterdam.
    expect(amsterdamDate(new Date('2027-03-09T23:30:00Z'))).toBe('2027-03-10');
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July.
    expect(amsterdamDate(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
  });

  it('asks once after 90 days unchanged, then closes 14 days later without an answer', async () => {
    const now = new Date('2027-04-01T08:00:00Z');
    const young = await insertAged('Jong genoeg', now, FRESHNESS_ASK_AFTER_DAYS - 1);
    const stale = await insertAged('Stoffige vacature', now, FRESHNESS_ASK_AFTER_DAYS + 1);
    await run(now);
    expect((await readVacancy(young)).freshnessAskedAt).toBeNull();
    const asked = await readVacancy(stale);
    expect(asked.freshnessAskedAt).toEqual(now);
    // Asking is not a change: the 90 days are not reset by the question itself.
    expect(asked.updatedAt.getTime()).toBe(now.getTime() - (FRESHNESS_ASK_AFTER_DAYS + 1) * DAY);

    const mails = await mailsAbout('Stoffige vacature');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('organization@demo.test');
    expect(mails[0]!.subject).toBe('Is Stoffige vacature nog actueel?');
    linkOf(mails[0]!.bodyText, 'keep');
    linkOf(mails[0]!.bodyText, 'close');
    const inApp = await withTenant(h.database.db, 'demo', (tx) =>
      tx
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.tenantId, 'demo'),
            eq(notifications.kind, 'vacancy_freshness_check'),
            eq(notifications.userId, getDemoUserId('demo', 'organization')),
          ),
        ),
    );
    expect(inApp.some((n) => n.payload.vacancy_id === stale)).toBe(true);

    // The next runs ask nothing again, and do not close before the 14 days are over.
    await run(new Date(now.getTime() + DAY));
    await run(new Date(now.getTime() + (FRESHNESS_CLOSE_AFTER_DAYS - 1) * DAY));
    expect(await mailsAbout('Stoffige vacature')).toHaveLength(1);
    expect((await readVacancy(stale)).status).toBe('published');

    await run(new Date(now.getTime() + FRESHNESS_CLOSE_AFTER_DAYS * DAY));
    expect(await readVacancy(stale)).toMatchObject({
      status: 'closed',
      closedReason: 'stale',
      freshnessTokenHash: null,
    });
  });

  it('keeps a vacancy from the keep link, once; the 90 days start again', async () => {
    const asked = new Date(Date.now() - 2 * DAY);
    const id = await insertAged('Blijft staan', asked, FRESHNESS_ASK_AFTER_DAYS + 3);
    await run(asked);
    const { token } = linkOf((await mailsAbout('Blijft staan'))[0]!.bodyText, 'keep');

    const res = await answer(id, { token, answer: 'keep' });
    expect(res.status).toBe(200);
    expect(getResource(res.body)).toMatchObject({
      type: 'vacancy_freshness',
      id,
      attributes: { answer: 'keep', title_nl: 'Blijft staan' },
    });
    const kept = await readVacancy(id);
    expect(kept).toMatchObject({
      status: 'published',
      freshnessAskedAt: null,
      freshnessTokenHash: null,
    });
    expect(kept.updatedAt.getTime()).toBeGreaterThan(asked.getTime());

    // Used once: the same link again is not found, and nothing changes.
    expect((await answer(id, { token, answer: 'close' })).status).toBe(404);
    // 14 days after the question it stays open: it was answered.
    await run(new Date(asked.getTime() + (FRESHNESS_CLOSE_AFTER_DAYS + 1) * DAY));
    expect((await readVacancy(id)).status).toBe('published');
  });

  it('closes a vacancy from the close link', async () => {
    const asked = new Date(Date.now() - DAY);
    const id = await insertAged('Mag dicht', asked, FRESHNESS_ASK_AFTER_DAYS + 5);
    await run(asked);
    const { path, token } = linkOf((await mailsAbout('Mag dicht'))[0]!.bodyText, 'close');
    expect(path).toBe(`/vacancies/${id}/still-current`);
    const res = await answer(id, { token, answer: 'close' });
    expect(res.status).toBe(200);
    // Closed by a person: no reason of the job's.
    expect(await readVacancy(id)).toMatchObject({ status: 'closed', closedReason: null });
  });

  it('counts an edit by the organization as an answer', async () => {
    const asked = new Date(Date.now() - DAY);
    const id = await insertAged('Wordt bewerkt', asked, FRESHNESS_ASK_AFTER_DAYS + 2);
    await run(asked);
    expect((await readVacancy(id)).freshnessAskedAt).not.toBeNull();
    const edit = await requestApi(h.app, {
      method: 'PATCH',
      url: `/api/v1/vacancies/${id}`,
      headers: { ...as.organization!, 'content-type': 'application/vnd.api+json' },
      payload: { data: { type: 'vacancies', id, attributes: { positions: 3 } } },
    });
    expect(edit.status).toBe(200);
    expect(await readVacancy(id)).toMatchObject({
      freshnessAskedAt: null,
      freshnessTokenHash: null,
    });
  });

  it('runs as a scheduled job of the job runner, with the runner clock', async () => {
    const clock = createTestClock(new Date('2027-05-01T06:00:00Z'));
    const id = await insertAged('Via de planner', clock.now(), 1, '2027-04-20');
    const runner = createJobRunner({ db: h.database.db, now: clock.now, logger: console });
    runner.register(
      createFreshnessJob({ database: h.database, mailLinks: MAIL_LINKS, logger: console }),
    );
    expect(await runner.runDueJobs()).toContain(FRESHNESS_JOB_NAME);
    expect((await readVacancy(id)).closedReason).toBe('ended');
    await runner.stop();
  });
});

describe('POST /api/v1/vacancies/{id}/freshness', () => {
  it('refuses bad input at its field and writes nothing', async () => {
    const asked = new Date(Date.now() - DAY);
    const id = await insertAged('Slechte invoer', asked, FRESHNESS_ASK_AFTER_DAYS + 4);
    await run(asked);
    const { token } = linkOf((await mailsAbout('Slechte invoer'))[0]!.bodyText, 'keep');
    const before = await readVacancy(id);
    for (const [attributes, pointer] of [
      [{ answer: 'keep' }, '/data/attributes/token'],
      [{ token, answer: 'maybe' }, '/data/attributes/answer'],
      [{ token: 42, answer: 'keep' }, '/data/attributes/token'],
    ] as const) {
      const res = await answer(id, attributes);
      expect(res.status, JSON.stringify(attributes)).toBe(422);
      expect(getFirstError(res.body).source?.pointer).toBe(pointer);
    }
    const wrongType = await requestApi(h.app, {
      method: 'POST',
      url: `/api/v1/vacancies/${id}/freshness`,
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: { data: { type: 'vacancies', attributes: { token, answer: 'keep' } } },
    });
    expect(wrongType.status).toBe(400);
    expect(await readVacancy(id)).toEqual(before);
  });

  it("does not find a wrong token, another vacancy's or another tenant's", async () => {
    const asked = new Date(Date.now() - DAY);
    const id = await insertAged('Vreemde sleutel', asked, FRESHNESS_ASK_AFTER_DAYS + 6);
    const other = await insertAged('Andere vacature', new Date(), 1);
    await run(asked);
    const { token } = linkOf((await mailsAbout('Vreemde sleutel'))[0]!.bodyText, 'keep');
    expect((await answer(id, { token: 'x'.repeat(43), answer: 'keep' })).status).toBe(404);
    expect((await answer(other, { token, answer: 'keep' })).status).toBe(404);
    expect((await answer('not-a-uuid', { token, answer: 'keep' })).status).toBe(404);
    const elsewhere = await answer(id, { token, answer: 'close' }, hostOf('oldebroek'));
    expect(elsewhere.status).toBe(404);
    expect(await readVacancy(id)).toMatchObject({ status: 'published' });
    expect((await readVacancy(id)).freshnessTokenHash).not.toBeNull();
  });
});
