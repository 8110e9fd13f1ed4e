// The outbox: templates seeded per tenant, enqueueEmail in the caller's transaction, and the
// worker delivering over SMTP to a local fake that refuses the first attempt (451), retrying
// with backoff, keeping the last error, giving up after the last attempt, and keeping mail
// when no SMTP server is configured.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, notificationTemplates } from '../../server/db/schema/email';
import { withTenant } from '../../server/db/with-tenant';
import { DEFAULT_EMAIL_TEMPLATES } from '../../server/modules/email/default-templates';
import { enqueueEmail, type EnqueueEmailInput } from '../../server/modules/email/enqueue-email';
import {
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  startOutboxWorker,
  type OutboxWorker,
} from '../../server/modules/email/outbox-worker';
import { createTestDatabase, type TestDatabase } from '../support/api-harness';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp';

let t: TestDatabase;
let smtp: FakeSmtp;
const workers: OutboxWorker[] = [];
const silent = { info() {}, warn() {}, error() {} };
let clock: Date;

beforeAll(async () => {
  [t, smtp] = await Promise.all([createTestDatabase(), startFakeSmtp()]);
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await smtp?.close();
  await t?.drop();
});
beforeEach(async () => {
  // Ahead of the database's now(), so fresh rows are due at once.
  clock = new Date(Date.now() + 1_000);
  smtp.received.length = 0;
  smtp.failNext(0);
  await t.database.db.delete(emailOutbox);
});

function startWorker(smtpUrl: string | null) {
  const worker = startOutboxWorker({
    database: t.database,
    settings: {
      smtpUrl,
      mailFrom: 'Volunteerly <noreply@volunteerly.test>',
      mailWorkerIntervalMs: 0,
    },
    logger: silent,
    now: () => clock,
  });
  workers.push(worker);
  return worker;
}

function advance(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

async function enqueue(tenant: string, input: Partial<EnqueueEmailInput> = {}) {
  return withTenant(t.database.db, tenant, (tx) =>
    enqueueEmail(tx, {
      tenantId: tenant,
      to: 'sanne@example.test',
      locale: 'nl',
      eventKey: 'user.password_reset',
      variables: { name: 'Sanne', link: 'https://demo.localhost/auth/reset?token=abc' },
      ...input,
    }),
  );
}

async function readRow(tenant: string, id: string) {
  const [row] = await withTenant(t.database.db, tenant, (tx) =>
    tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.tenantId, tenant), eq(emailOutbox.id, id))),
  );
  return row!;
}

describe('templates', () => {
  it('are not copied into the tenants: the product defaults apply until one is written', async () => {
    const rows = await withTenant(t.database.db, 'oldebroek', (tx) =>
      tx.select().from(notificationTemplates),
    );
    expect(rows).toHaveLength(0);
  });

  it('renders the tenant template with the tenant app name filled in', async () => {
    const id = await enqueue('oldebroek');
    const row = await readRow('oldebroek', id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      subject: 'Nieuw wachtwoord instellen voor Vrijwilligerswerk Oldebroek',
      toAddress: 'sanne@example.test',
    });
    expect(row.bodyText).toContain('Hoi Sanne,');
    expect(row.bodyHtml).toContain('<a href="https://demo.localhost/auth/reset?token=abc">');
  });

  it('uses a template the tenant changed', async () => {
    await withTenant(t.database.db, 'demo', (tx) =>
      tx.insert(notificationTemplates).values({
        tenantId: 'demo',
        eventKey: 'user.password_reset',
        locale: 'nl',
        subject: 'Nieuw wachtwoord? Klik even, {name}',
        body: DEFAULT_EMAIL_TEMPLATES['user.password_reset'].nl.body,
      }),
    );
    const row = await readRow('demo', await enqueue('demo'));
    expect(row.subject).toBe('Nieuw wachtwoord? Klik even, Sanne');
  });

  it('writes nothing when the caller transaction rolls back', async () => {
    await expect(
      withTenant(t.database.db, 'demo', async (tx) => {
        await enqueueEmail(tx, {
          tenantId: 'demo',
          to: 'rollback@example.test',
          locale: 'en',
          eventKey: 'user.confirmation',
          variables: { name: 'R', link: 'x' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.database.db.select().from(emailOutbox);
    expect(rows).toHaveLength(0);
  });
});

describe('outbox worker', () => {
  it('retries after a temporary SMTP failure, keeps the error and then delivers', async () => {
    const worker = startWorker(smtp.url);
    const id = await enqueue('demo', {
      to: 'volunteer.en@example.test',
      locale: 'en',
      eventKey: 'user.confirmation',
      variables: { name: 'Kim', link: 'https://demo.localhost/confirm?token=t1' },
    });
    smtp.failNext(1, 'Greylisted, try again later');

    expect(await worker.runOnce()).toBe(1);
    const failed = await readRow('demo', id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed.lastError).toContain('451');
    expect(failed.nextAttemptAt.getTime()).toBe(clock.getTime() + RETRY_DELAYS_MS[0]);
    expect(smtp.received).toHaveLength(0);

    // Not due yet: nothing happens.
    advance(RETRY_DELAYS_MS[0] - 1_000);
    expect(await worker.runOnce()).toBe(0);

    advance(2_000);
    expect(await worker.runOnce()).toBe(1);
    const sent = await readRow('demo', id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lastError).toContain('Greylisted');

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['volunteer.en@example.test']);
    expect(mail.from).toBe('noreply@volunteerly.test');
    expect(mail.subject).toBe('Confirm your e-mail address for Volunteerly Demo');
    expect(mail.headers['content-language']).toBe('en');
    expect(mail.raw).toContain('Hi Kim,');

    // Sent mail is never sent again.
    advance(RETRY_DELAYS_MS[4]);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends in the language of the mail, Dutch subject included', async () => {
    const worker = startWorker(smtp.url);
    await enqueue('oldebroek', {
      to: 'jan@example.test',
      eventKey: 'user.invitation',
      variables: { name: 'Jan', inviter: 'Coördinator Oldebroek', link: 'https://x.test/a' },
    });
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received[0]).toMatchObject({
      to: ['jan@example.test'],
      subject: 'Je bent uitgenodigd voor Vrijwilligerswerk Oldebroek',
    });
    expect(smtp.received[0]!.headers['content-language']).toBe('nl');
  });

  it('passes on the headers the mail was queued with, without letting them replace its own', async () => {
    const worker = startWorker(smtp.url);
    await enqueue('demo', {
      headers: {
        'List-Unsubscribe':
          '<https://demo.localhost/api/v1/digest_unsubscriptions/one_click?token=t>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Content-Language': 'en',
      },
    });
    expect(await worker.runOnce()).toBe(1);
    const { headers } = smtp.received[0]!;
    expect(headers['list-unsubscribe']).toBe(
      '<https://demo.localhost/api/v1/digest_unsubscriptions/one_click?token=t>',
    );
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['content-language']).toBe('nl');
  });

  it('backs off exponentially and gives up after the last attempt', async () => {
    const worker = startWorker(smtp.url);
    const id = await enqueue('demo');
    smtp.failNext(MAX_ATTEMPTS + 5, 'Mailbox busy');
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await worker.runOnce()).toBe(1);
      const row = await readRow('demo', id);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('pending');
        const delay = RETRY_DELAYS_MS[attempt - 1]!;
        expect(row.nextAttemptAt.getTime()).toBe(clock.getTime() + delay);
        advance(delay);
      } else {
        expect(row.status).toBe('failed');
        expect(row.lastError).toContain('Mailbox busy');
      }
    }
    advance(RETRY_DELAYS_MS[4] * 10);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.attempts).toBeGreaterThanOrEqual(MAX_ATTEMPTS);
  });

  it('delivers each mail once when two workers run at the same time', async () => {
    const a = startWorker(smtp.url);
    const b = startWorker(smtp.url);
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await enqueue('demo', { to: `m${i}@example.test` }));
    const [na, nb] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(na + nb).toBe(6);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(
      ids.map((_, i) => `m${i}@example.test`).sort(),
    );
  });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const worker = startWorker(null);
    const demo = await enqueue('demo');
    const oldebroek = await enqueue('oldebroek');
    expect(await worker.runOnce()).toBe(2);
    expect(await readRow('demo', demo)).toMatchObject({ status: 'kept', attempts: 0 });
    expect(await readRow('oldebroek', oldebroek)).toMatchObject({ status: 'kept' });
    expect(await worker.runOnce()).toBe(0);
  });

  it('stops: no more runs, and stop waits for the run in progress', async () => {
    const worker = startWorker(smtp.url);
    await enqueue('demo');
    const running = worker.runOnce();
    await worker.stop();
    expect(await running).toBe(1);
    await enqueue('demo');
    expect(await worker.runOnce()).toBe(0);
  });
});
