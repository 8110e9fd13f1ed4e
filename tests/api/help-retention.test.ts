// Retention of one-to-one help (HELP_RETENTION_MONTHS, default 12): the housekeeping job clears
// the personal data (contact, street, house number, coordinates, description) of done and
// cancelled requests once they have been closed that long, and nothing else: not the category,
// place, status, dates or history, not requests closed more recently, not open requests however
// old, not other tenants'. Driven by an injected clock through the shared job runner.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HELP_RETENTION_MONTHS } from '../../common/schemas/help';
import { helpRequestEvents, helpRequests } from '../../server/db/schema/help';
import { loadSettings } from '../../server/env';
import { createTestClock } from '../../server/lib/clock';
import { createJobRunner } from '../../server/lib/jobs';
import {
  createHelpHousekeepingJob,
  runHelpHousekeeping,
  subtractMonths,
} from '../../server/modules/help/housekeeping';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { insertRequest, readRequestRow } from './help-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2027-06-15T03:00:00Z');
let h: ApiHarness;

beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('HELP_RETENTION_MONTHS', () => {
  it('defaults to 12 and reads the setting', () => {
    expect(DEFAULT_HELP_RETENTION_MONTHS).toBe(12);
    expect(loadSettings({}).helpRetentionMonths).toBe(12);
    expect(loadSettings({ HELP_RETENTION_MONTHS: '6' }).helpRetentionMonths).toBe(6);
    expect(() => loadSettings({ HELP_RETENTION_MONTHS: 'twaalf' })).toThrow(
      /HELP_RETENTION_MONTHS/,
    );
  });

  it('counts calendar months', () => {
    expect(subtractMonths(new Date('2027-06-15T03:00:00Z'), 12).toISOString()).toBe(
      '2026-06-15T03:00:00.000Z',
    );
  });
});

describe('the retention job', () => {
  it('clears the personal data of requests closed long enough ago, and nothing else', async () => {
    const db = h.database.db;
    const longAgo = new Date(subtractMonths(NOW, 12).getTime() - DAY);
    const recently = new Date(subtractMonths(NOW, 12).getTime() + DAY);
    const doneOld = await insertRequest(db, {
      status: 'done',
      createdAt: new Date(longAgo.getTime() - 30 * DAY),
      closedAt: longAgo,
    });
    const cancelledOld = await insertRequest(db, {
      status: 'cancelled',
      createdAt: new Date(longAgo.getTime() - 30 * DAY),
      closedAt: longAgo,
    });
    const doneRecent = await insertRequest(db, {
      status: 'done',
      createdAt: new Date(recently.getTime() - 30 * DAY),
      closedAt: recently,
    });
    const openOld = await insertRequest(db, {
      status: 'new',
      createdAt: new Date(longAgo.getTime() - 300 * DAY),
    });
    const matchedOld = await insertRequest(db, {
      status: 'matched',
      createdAt: new Date(longAgo.getTime() - 300 * DAY),
    });
    const foreignOld = await insertRequest(db, {
      tenantId: 'oldebroek',
      centerId: DEMO_CENTER_IDS.oldebroek,
      status: 'done',
      createdAt: new Date(longAgo.getTime() - 30 * DAY),
      closedAt: longAgo,
    });
    await db.insert(helpRequestEvents).values({
      tenantId: 'demo',
      requestId: doneOld,
      fromStatus: 'matched',
      toStatus: 'done',
      createdAt: longAgo,
    });
    const before = await readRequestRow(db, doneOld);

    const clock = createTestClock(NOW);
    const runner = createJobRunner({ db, now: clock.now, logger: { error: () => undefined } });
    runner.register(
      createHelpHousekeepingJob({
        database: h.database,
        retentionMonths: 12,
        logger: { error: () => undefined },
      }),
    );
    expect(await runner.runDueJobs()).toEqual(['help_housekeeping']);
    await runner.stop();

    for (const id of [doneOld, cancelledOld, foreignOld]) {
      const row = await readRequestRow(db, id);
      expect(row).toMatchObject({
        contactName: null,
        contactEmail: null,
        contactPhone: null,
        street: null,
        houseNumber: null,
        lat: null,
        lng: null,
        description: '',
        anonymizedAt: NOW,
      });
    }
    const after = await readRequestRow(db, doneOld);
    // What stays for the numbers.
    expect(after).toMatchObject({
      status: before!.status,
      categoryId: before!.categoryId,
      postcode: before!.postcode,
      city: before!.city,
      centerId: before!.centerId,
      locale: before!.locale,
      createdAt: before!.createdAt,
      closedAt: before!.closedAt,
      confirmedAt: before!.confirmedAt,
    });
    const events = await db
      .select()
      .from(helpRequestEvents)
      .where(eq(helpRequestEvents.requestId, doneOld));
    expect(events).toHaveLength(1);

    for (const id of [doneRecent, openOld, matchedOld]) {
      const row = await readRequestRow(db, id);
      expect(row).toMatchObject({
        contactName: 'Truus Verhoef',
        street: 'Lange Nieuwstraat',
        houseNumber: '14',
        lat: 52.091,
        description: 'Hulp bij de boodschappen, graag op maandag.',
        anonymizedAt: null,
      });
    }

    // A second pass finds nothing new to clear.
    expect(
      await runHelpHousekeeping(h.database, NOW, { retentionMonths: 12, tenants: ['demo'] }),
    ).toEqual({ deleted: 0, anonymized: 0 });
    const total = await db.select().from(helpRequests).where(eq(helpRequests.id, doneRecent));
    expect(total).toHaveLength(1);
  });
});
