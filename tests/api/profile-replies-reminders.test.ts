// Invitations nobody answers, with an injected clock: nothing before INVITATION_REMINDER_AFTER_DAYS;
// then one reminder to the volunteer (in-app and by mail, once); after
// INVITATION_EXPIRES_AFTER_DAYS the invitation closes as 'no answer' (expired) and can no longer
// be answered. The server runs it as a scheduled job on the shared runner.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_EXPIRES_AFTER_DAYS,
  INVITATION_REMINDER_AFTER_DAYS,
} from '../../common/schemas/profile-replies';
import { profileReplies } from '../../server/db/schema/profile-replies';
import { createTestClock } from '../../server/lib/clock';
import { createJobRunner } from '../../server/lib/jobs';
import {
  createProfileReplyJob,
  PROFILE_REPLY_JOB_NAME,
  remindProfileReplies,
} from '../../server/modules/profile-replies/reminders';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource } from '../support/api-requests';
import { createSender, listMailsTo, listNotificationsOf } from './applications-fixtures';
import { insertMatchVacancy, insertPoolVolunteer } from './volunteer-pool-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-05-04T09:00:00Z');
const clock = createTestClock(T0);
let h: ApiHarness;
const demo = createSender(() => h.app);
let volunteer: string;
let waiting: string;
let answered: string;

const invitation = (vacancyId: string) => ({
  data: {
    type: 'profile_replies',
    attributes: { message: 'Hallo! Wil je ons komen helpen op zaterdag?' },
    relationships: {
      vacancy: { data: { type: 'vacancies', id: vacancyId } },
      volunteer: { data: { type: 'users', id: volunteer } },
    },
  },
});

beforeAll(async () => {
  h = await createApiHarness({ now: clock.now });
  await demo.signInAs('coordinator', 'coordinator@demo.test');
  volunteer = await insertPoolVolunteer(h.database.db, {
    firstName: 'Noor',
    lastName: 'de Jong',
    email: 'noor-reminders@demo.test',
  });
  await demo.signInAs('noor', 'noor-reminders@demo.test');
  const a = await demo.send(
    'POST',
    '/api/v1/profile_replies',
    'coordinator',
    invitation(await insertMatchVacancy(h.database.db, { titleNl: 'Herinnering-test' })),
  );
  expect(a.status, a.text).toBe(201);
  waiting = getResource(a.body).id;
  const b = await demo.send(
    'POST',
    '/api/v1/profile_replies',
    'coordinator',
    invitation(await insertMatchVacancy(h.database.db)),
  );
  answered = getResource(b.body).id;
  clock.advance(DAY);
  const no = await demo.send('PATCH', `/api/v1/profile_replies/${answered}`, 'noor', {
    data: { type: 'profile_replies', attributes: { status: 'declined' } },
  });
  expect(no.status, no.text).toBe(200);
});
afterAll(async () => {
  await h?.close();
});

async function readReply(id: string) {
  const [row] = await h.database.db.select().from(profileReplies).where(eq(profileReplies.id, id));
  return row!;
}

const reminders = async () =>
  (await listNotificationsOf(h.database.db, volunteer, 'invitation_reminder')).length;
const reminderMails = async () =>
  (await listMailsTo(h.database.db, 'noor-reminders@demo.test')).filter((m) =>
    m.subject.startsWith('Herinnering'),
  ).length;

describe('invitation reminders and expiry', () => {
  it('sends the invitation with the injected time', async () => {
    expect((await readReply(waiting)).createdAt).toEqual(T0);
  });

  it('does nothing before the reminder is due', async () => {
    const now = new Date(T0.getTime() + (INVITATION_REMINDER_AFTER_DAYS - 1) * DAY);
    expect(await remindProfileReplies(h.database, now, { mailLinks: h.settings })).toEqual({
      reminded: 0,
      expired: 0,
    });
    expect((await readReply(waiting)).remindedAt).toBeNull();
    expect(await reminders()).toBe(0);
  });

  it(`reminds once after ${INVITATION_REMINDER_AFTER_DAYS} days, in-app and by mail`, async () => {
    const now = new Date(T0.getTime() + INVITATION_REMINDER_AFTER_DAYS * DAY);
    const run = await remindProfileReplies(h.database, now, { mailLinks: h.settings });
    expect(run.reminded).toBeGreaterThanOrEqual(1);
    expect((await readReply(waiting)).remindedAt).toEqual(now);
    expect((await readReply(answered)).remindedAt).toBeNull();
    expect(await reminders()).toBe(1);
    expect(await reminderMails()).toBe(1);
    const notes = await listNotificationsOf(h.database.db, volunteer, 'invitation_reminder');
    expect(notes[0]!.payload).toMatchObject({ vacancy_title_nl: 'Herinnering-test' });
    // A second run a day later sends nothing again.
    await remindProfileReplies(h.database, new Date(now.getTime() + DAY), {
      mailLinks: h.settings,
    });
    expect(await reminders()).toBe(1);
    expect(await reminderMails()).toBe(1);
  });

  it(`closes it as no answer after ${INVITATION_EXPIRES_AFTER_DAYS} days`, async () => {
    const before = new Date(T0.getTime() + INVITATION_EXPIRES_AFTER_DAYS * DAY - 60_000);
    await remindProfileReplies(h.database, before, { mailLinks: h.settings });
    expect((await readReply(waiting)).status).toBe('open');
    // The job on the shared runner, with the runner's (injected) clock.
    clock.set(new Date(T0.getTime() + INVITATION_EXPIRES_AFTER_DAYS * DAY));
    const runner = createJobRunner({
      db: h.database.db,
      now: clock.now,
      logger: { error: () => undefined },
    });
    runner.register(
      createProfileReplyJob({
        database: h.database,
        mailLinks: h.settings,
        logger: { error: () => undefined },
      }),
    );
    expect(await runner.runDueJobs()).toEqual([PROFILE_REPLY_JOB_NAME]);
    await runner.stop();
    expect((await readReply(waiting)).status).toBe('expired');
    expect((await readReply(answered)).status).toBe('declined');
    expect(await reminders()).toBe(1);
    // Four weeks on, the session has ended: sign in again.
    await demo.signInAs('noor', 'noor-reminders@demo.test');
    const late = await demo.send('PATCH', `/api/v1/profile_replies/${waiting}`, 'noor', {
      data: { type: 'profile_replies', attributes: { status: 'accepted' } },
    });
    expect(late.status).toBe(422);
    expect(getFirstError(late.body).code).toBe('invalid_transition');
  });
});
