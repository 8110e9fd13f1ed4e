// The periodic mail, driven by the job's own clock: weekly and monthly volunteers get one mail per
// period with the new vacancies that match their profile and the reasons, in their language;
// 'none' gets nothing; nothing new is no mail (but the period is done). Two schedulers at once,
// two sends at once, a restart and downtime of several periods still send each volunteer's period
// once, and a first start sends nothing about the time before it. POST /digest_unsubscriptions
// turns the mail off with the mail's signed link and no sign-in; a forged token, or one of
// another tenant or center, is a 422 at the token with nothing changed.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantName } from '../../common/tenants/tenant-configs';
import { digestSends } from '../../server/db/schema/digests';
import { emailOutbox } from '../../server/db/schema/email';
import { tags } from '../../server/db/schema/tags';
import { users } from '../../server/db/schema/users';
import { vacancies, vacancyTags } from '../../server/db/schema/vacancies';
import { volunteerProfiles } from '../../server/db/schema/volunteer-profiles';
import { createTestClock } from '../../server/lib/clock';
import { createJobRunner } from '../../server/lib/jobs';
import {
  createDigestJob,
  DIGEST_JOB_NAME,
  sendDigests,
} from '../../server/modules/digests/digest-job';
import {
  loadUnsubscribeKey,
  signUnsubscribeToken,
} from '../../server/modules/digests/unsubscribe-token';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, hostOf, requestApi } from '../support/api-requests';
import { DEMO_CENTER, insertAccount, insertVacancy } from './applications-fixtures';

const MAIL_LINKS = { publicUrl: 'https://vrijwilligers.example', port: 8080 };
const SILENT = { error: () => undefined };
/** Wednesday 3 March 2027, 11:00 in Utrecht: the job's first run on this database. */
const FIRST_START = new Date('2027-03-03T10:00:00Z');
/** Monday 8 March 2027, 08:30 in Utrecht: week 9 of 2027 is due. */
const WEEK_9_DUE = new Date('2027-03-08T07:30:00Z');
/** Thursday 1 April 2027, 08:30 summer time: March and week 12 are due. */
const APRIL_FIRST = new Date('2027-04-01T06:30:00Z');
const TAG = 'Digestkoken';

let h: ApiHarness;
let tagId: string;
const people = {} as Record<'vera' | 'will' | 'noah' | 'eva', { id: string; email: string }>;

async function addVolunteer(
  name: keyof typeof people,
  input: { frequency: 'none' | 'weekly' | 'monthly'; locale: 'nl' | 'en'; skills: string[] },
) {
  const email = `${name}-${randomUUID().slice(0, 8)}@digest.test`;
  const id = await insertAccount(h.database.db, {
    email,
    locale: input.locale,
    role: { name: 'volunteer' },
  });
  await h.database.db.insert(volunteerProfiles).values({
    tenantId: 'demo',
    userId: id,
    skills: input.skills,
    digestFrequency: input.frequency,
  });
  people[name] = { id, email };
}

/** A published vacancy with the test's tag, published at `at`. */
async function addVacancy(title: string, at: Date, values: { status?: 'draft' } = {}) {
  const id = await insertVacancy(h.database.db, {
    titleNl: title,
    titleEn: `${title} (en)`,
    status: values.status,
  });
  await h.database.db
    .update(vacancies)
    .set({ publishedAt: at, city: 'Utrecht', tagIds: [tagId] })
    .where(and(eq(vacancies.tenantId, 'demo'), eq(vacancies.id, id)));
  await h.database.db.insert(vacancyTags).values({ tenantId: 'demo', vacancyId: id, tagId });
  return id;
}

async function digestMails() {
  return h.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.eventKey, 'digest.periodic'))
    .orderBy(emailOutbox.createdAt);
}

async function mailsTo(person: { email: string }) {
  return (await digestMails()).filter((m) => m.toAddress === person.email);
}

async function periodsOf(person: { id: string }) {
  const rows = await h.database.db
    .select()
    .from(digestSends)
    .where(and(eq(digestSends.tenantId, 'demo'), eq(digestSends.userId, person.id)));
  return Object.fromEntries(rows.map((r) => [r.periodKey, r.vacancyCount]));
}

/**
 * Every digest mail matches one done period with vacancies of its volunteer, and the other way
 * round: nobody got two mails about one period (the seeded volunteers included).
 */
async function expectOneMailPerPeriod() {
  const done = await h.database.db
    .select({ email: users.email })
    .from(digestSends)
    .innerJoin(
      users,
      and(eq(users.tenantId, digestSends.tenantId), eq(users.id, digestSends.userId)),
    )
    .where(gt(digestSends.vacancyCount, 0));
  const sent = (await digestMails()).map((m) => m.toAddress);
  expect(sent.sort()).toEqual(done.map((d) => d.email).sort());
}

function tokenOf(body: string): string {
  const match = /https:\/\/vrijwilligers\.example\/periodieke-mail\/uitschrijven\?token=(\S+)/.exec(
    body,
  );
  expect(match, `an unsubscribe link in:\n${body}`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

function unsubscribe(token: unknown, tenant: TenantName = 'demo', headers = {}) {
  return requestApi(h.app, {
    method: 'POST',
    url: '/api/v1/digest_unsubscriptions',
    host: hostOf(tenant),
    headers: { 'content-type': 'application/vnd.api+json', ...headers },
    payload: { data: { type: 'digest_unsubscriptions', attributes: { token } } },
  });
}

beforeAll(async () => {
  h = await createApiHarness();
  const [tag] = await h.database.db
    .insert(tags)
    .values({ tenantId: 'demo', kind: 'skill', nameNl: TAG, nameEn: TAG })
    .returning({ id: tags.id });
  tagId = tag!.id;
  await addVolunteer('vera', { frequency: 'weekly', locale: 'nl', skills: [TAG] });
  await addVolunteer('will', { frequency: 'monthly', locale: 'en', skills: [TAG.toLowerCase()] });
  await addVolunteer('noah', { frequency: 'none', locale: 'nl', skills: [TAG] });
  await addVolunteer('eva', { frequency: 'weekly', locale: 'en', skills: ['Sterrenkunde'] });
});
afterAll(async () => {
  await h?.close();
});

describe('the periodic mail', () => {
  it('sends nothing on the first start: the periods before it are not this database’s', async () => {
    // A vacancy published before the first start is never "new".
    await addVacancy('Oude soepkeuken', new Date(FIRST_START.getTime() - 60 * 60 * 1000));
    const outcome = await sendDigests(h.database, FIRST_START, { mailLinks: MAIL_LINKS });
    expect(outcome).toEqual({ sent: 0, empty: 0 });
    expect(await digestMails()).toHaveLength(0);
    expect(await periodsOf(people.vera)).toEqual({});
  });

  it('sends each weekly volunteer one mail for the week, from two schedulers at once', async () => {
    for (let i = 1; i <= 12; i++) {
      await addVacancy(
        `Kok ${String(i).padStart(2, '0')}`,
        new Date(FIRST_START.getTime() + i * 3_600_000),
      );
    }
    await addVacancy('Kok in concept', new Date(FIRST_START.getTime() + 3_600_000), {
      status: 'draft',
    });
    // Published after the week ended (Monday 00:30): next week's.
    await addVacancy('Kok van volgende week', new Date('2027-03-07T23:30:00Z'));
    // Weeks 10 to 12 will pass while no server runs.
    await addVacancy('Kok in week 12', new Date('2027-03-24T12:00:00Z'));

    const clock = createTestClock(WEEK_9_DUE);
    const runners = [0, 1].map(() => {
      const runner = createJobRunner({ db: h.database.db, now: clock.now, logger: SILENT });
      runner.register(
        createDigestJob({ database: h.database, mailLinks: MAIL_LINKS, logger: SILENT }),
      );
      return runner;
    });
    const ran = await Promise.all(runners.map((r) => r.runDueJobs()));
    expect(ran.flat()).toEqual([DIGEST_JOB_NAME]);

    const [mail, ...more] = await mailsTo(people.vera);
    expect(more).toHaveLength(0);
    expect(mail!.locale).toBe('nl');
    expect(mail!.subject).toBe('Nieuwe vacatures die bij je passen (12)');
    const body = mail!.bodyText;
    expect(body).toContain('Hoi Test,');
    // Ten listed (same score: the newest first), with reasons and links; the rest counted.
    expect(body).toContain('- Kok 12 (Basisschool De Regenboog, Utrecht)');
    expect(body).toContain(`  Waarom: past bij je vaardigheden: ${TAG}`);
    expect(body).toMatch(/ {2}https:\/\/vrijwilligers\.example\/vacancies\/[0-9a-f-]{36}\n/);
    expect(body).toContain('Kok 03');
    expect(body).not.toContain('Kok 02');
    expect(body).toContain('En nog 2 andere vacatures.');
    expect(body).not.toContain('concept');
    expect(body).not.toContain('volgende week');
    expect(body).not.toContain('Oude soepkeuken');
    expect(body).toContain('https://vrijwilligers.example/vacancies/search');
    tokenOf(body);
    expect(await periodsOf(people.vera)).toEqual({ 'weekly:2027-W09': 12 });

    // Nothing new matched Eva: no mail, but her week is done.
    expect(await mailsTo(people.eva)).toHaveLength(0);
    expect(await periodsOf(people.eva)).toEqual({ 'weekly:2027-W09': 0 });
    // 'none' and the monthly volunteer (March has not ended) get nothing.
    expect(await mailsTo(people.noah)).toHaveLength(0);
    expect(await periodsOf(people.noah)).toEqual({});
    expect(await mailsTo(people.will)).toHaveLength(0);

    // The same run again, without the job's slot lock: the period rows stop a second mail.
    const again = await Promise.all([
      sendDigests(h.database, WEEK_9_DUE, { mailLinks: MAIL_LINKS }),
      sendDigests(h.database, WEEK_9_DUE, { mailLinks: MAIL_LINKS }),
    ]);
    expect(again).toEqual([
      { sent: 0, empty: 0 },
      { sent: 0, empty: 0 },
    ]);
    expect(await mailsTo(people.vera)).toHaveLength(1);
  });

  it('after weeks of downtime sends the month and the latest week once, even when two sends race', async () => {
    await Promise.all([
      sendDigests(h.database, APRIL_FIRST, { mailLinks: MAIL_LINKS }),
      sendDigests(h.database, APRIL_FIRST, { mailLinks: MAIL_LINKS }),
    ]);
    const [monthly, ...more] = await mailsTo(people.will);
    expect(more).toHaveLength(0);
    expect(monthly!.locale).toBe('en');
    // March from the first start on: the twelve, next week's and week 12's; newest first.
    expect(monthly!.subject).toBe('New vacancies that suit you (14)');
    expect(monthly!.bodyText).toContain('Hi Test,');
    expect(monthly!.bodyText).toContain(
      '- Kok van volgende week (en) (Basisschool De Regenboog, Utrecht)',
    );
    expect(monthly!.bodyText).toContain(`  Why: matches your skills: ${TAG.toLowerCase()}`);
    expect(monthly!.bodyText).toContain('And 4 more vacancies.');
    expect(await periodsOf(people.will)).toEqual({ 'monthly:2027-03': 14 });

    // Vera missed weeks 10 and 11: only week 12, the latest due, is sent.
    const weekly = (await mailsTo(people.vera)).filter((m) => m.subject.endsWith('(1)'));
    expect(weekly).toHaveLength(1);
    expect(weekly[0]!.bodyText).toContain('Kok in week 12');
    expect(weekly[0]!.bodyText).not.toContain('volgende week');
    expect(await mailsTo(people.vera)).toHaveLength(2);
    expect(await periodsOf(people.vera)).toEqual({
      'weekly:2027-W09': 12,
      'weekly:2027-W12': 1,
    });
    expect(await periodsOf(people.eva)).toEqual({
      'weekly:2027-W09': 0,
      'weekly:2027-W12': 0,
    });
    await expectOneMailPerPeriod();
  });

  it('a restart later on sends nothing again', async () => {
    const before = (await digestMails()).length;
    const clock = createTestClock(new Date(APRIL_FIRST.getTime() + 2 * 60 * 60 * 1000));
    for (let restart = 0; restart < 2; restart++) {
      const runner = createJobRunner({ db: h.database.db, now: clock.now, logger: SILENT });
      runner.register(
        createDigestJob({ database: h.database, mailLinks: MAIL_LINKS, logger: SILENT }),
      );
      expect(await runner.runDueJobs()).toEqual([DIGEST_JOB_NAME]);
      await runner.stop();
      clock.advance(60 * 60 * 1000);
    }
    expect(await digestMails()).toHaveLength(before);
    await expectOneMailPerPeriod();
  });
});

describe('POST /api/v1/digest_unsubscriptions', () => {
  it('turns the mail off with the link from the mail, without signing in, and stays off', async () => {
    const [mail] = await mailsTo(people.vera);
    const token = tokenOf(mail!.bodyText);
    const res = await unsubscribe(token);
    expect(res.status).toBe(200);
    expect(getResource(res.body)).toMatchObject({
      type: 'digest_unsubscriptions',
      id: people.vera.id,
      attributes: { digest_frequency: 'none', changed: true },
    });
    const [profile] = await h.database.db
      .select({ digestFrequency: volunteerProfiles.digestFrequency })
      .from(volunteerProfiles)
      .where(eq(volunteerProfiles.userId, people.vera.id));
    expect(profile!.digestFrequency).toBe('none');
    // A second press (or a mail scanner's) is harmless.
    const twice = await unsubscribe(token);
    expect(twice.status).toBe(200);
    expect(getResource(twice.body).attributes).toMatchObject({ changed: false });

    // The next week brings Vera nothing.
    await addVacancy('Kok in april', new Date('2027-04-06T12:00:00Z'));
    await sendDigests(h.database, new Date('2027-04-12T07:00:00Z'), { mailLinks: MAIL_LINKS });
    expect(await mailsTo(people.vera)).toHaveLength(2);
  });

  it('refuses a forged, altered or empty token at the token, in the reader’s language', async () => {
    const [mail] = await mailsTo(people.will);
    const token = tokenOf(mail!.bodyText);
    const [payload, signature] = token.split('.');
    const forged = [
      `${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`,
      `${Buffer.from(JSON.stringify(['demo', DEMO_CENTER, people.noah.id, 'digest-unsubscribe'])).toString('base64url')}.${signature}`,
      'not-a-token',
      `${payload}.${signature}.extra`,
    ];
    for (const bad of forged) {
      const res = await unsubscribe(bad);
      expect(res.status, bad).toBe(422);
      expect(getFirstError(res.body)).toMatchObject({
        source: { pointer: '/data/attributes/token' },
        detail: 'Deze uitschrijflink is niet geldig.',
      });
    }
    const english = await unsubscribe('not-a-token', 'demo', { 'accept-language': 'en' });
    expect(getFirstError(english.body).detail).toBe('This unsubscribe link is not valid.');
    const empty = await unsubscribe('');
    expect(empty.status).toBe(422);
    expect(getFirstError(empty.body).source).toEqual({ pointer: '/data/attributes/token' });
    const missing = await requestApi(h.app, {
      method: 'POST',
      url: '/api/v1/digest_unsubscriptions',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: { data: { type: 'something_else', attributes: { token } } },
    });
    expect(missing.status).toBe(400);
    const [will] = await h.database.db
      .select({ digestFrequency: volunteerProfiles.digestFrequency })
      .from(volunteerProfiles)
      .where(inArray(volunteerProfiles.userId, [people.will.id]));
    expect(will!.digestFrequency).toBe('monthly');
  });

  it('refuses a real token at another tenant, or one signed for another center', async () => {
    const [mail] = await mailsTo(people.will);
    const token = tokenOf(mail!.bodyText);
    const elsewhere = await unsubscribe(token, 'oldebroek');
    expect(elsewhere.status).toBe(422);
    const key = await loadUnsubscribeKey(h.database.db);
    const otherCenter = signUnsubscribeToken(key, {
      tenantId: 'demo',
      centerId: randomUUID(),
      userId: people.will.id,
    });
    expect((await unsubscribe(otherCenter)).status).toBe(422);
    const otherTenant = signUnsubscribeToken(key, {
      tenantId: 'oldebroek',
      centerId: DEMO_CENTER,
      userId: people.will.id,
    });
    expect((await unsubscribe(otherTenant)).status).toBe(422);
    const [will] = await h.database.db
      .select({ digestFrequency: volunteerProfiles.digestFrequency })
      .from(volunteerProfiles)
      .where(eq(volunteerProfiles.userId, people.will.id));
    expect(will!.digestFrequency).toBe('monthly');
    // The right tenant and center take it.
    expect((await unsubscribe(token)).status).toBe(200);
  });
});

describe('POST /api/v1/digest_unsubscriptions/one_click', () => {
  const oneClick = (url: string, contentType = 'application/x-www-form-urlencoded') =>
    requestApi(h.app, {
      method: 'POST',
      url,
      host: hostOf('demo'),
      headers: { 'content-type': contentType },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('every digest names the one-click address a mail program’s unsubscribe button posts to', async () => {
    const mails = await digestMails();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      const address =
        /^<https:\/\/vrijwilligers\.example(\/api\/v1\/digest_unsubscriptions\/one_click\?token=\S+)>$/.exec(
          mail.headers!['List-Unsubscribe']!,
        );
      expect(address, mail.headers!['List-Unsubscribe']).not.toBeNull();
      // The same credential as the link in the text.
      expect(new URL(`https://x${address![1]}`).searchParams.get('token')).toBe(
        tokenOf(mail.bodyText),
      );
    }
  });

  it('turns the mail off on a form post (both encodings), without signing in', async () => {
    const key = await loadUnsubscribeKey(h.database.db);
    const token = signUnsubscribeToken(key, {
      tenantId: 'demo',
      centerId: DEMO_CENTER,
      userId: people.eva.id,
    });
    const url = `/api/v1/digest_unsubscriptions/one_click?token=${encodeURIComponent(token)}`;
    const res = await oneClick(url);
    expect(res.status, res.text).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({ changed: true });
    const [eva] = await h.database.db
      .select({ digestFrequency: volunteerProfiles.digestFrequency })
      .from(volunteerProfiles)
      .where(eq(volunteerProfiles.userId, people.eva.id));
    expect(eva!.digestFrequency).toBe('none');
    const again = await oneClick(url, 'multipart/form-data; boundary=x');
    expect(again.status, again.text).toBe(200);
    expect(getResource(again.body).attributes).toMatchObject({ changed: false });
  });

  it('refuses a forged token (422 at the parameter) and a missing one (400)', async () => {
    const forged = await oneClick('/api/v1/digest_unsubscriptions/one_click?token=not-a-token');
    expect(forged.status).toBe(422);
    expect(getFirstError(forged.body).source).toEqual({ parameter: 'token' });
    expect(getFirstError(forged.body).detail).toBe('Deze uitschrijflink is niet geldig.');
    const missing = await oneClick('/api/v1/digest_unsubscriptions/one_click');
    expect(missing.status).toBe(400);
  });
});
