// The calendar's demo data: every tenant with the activities feature has 40 or more activities in
// the eight weeks from the seed's today (series, shifts, an online one, full ones with a waitlist,
// one cancelled) with registrations that never double-book a volunteer; a second run adds nothing.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_CONFIGS, TENANT_NAMES } from '../../common/tenants/tenant-configs';
import {
  activities,
  activityRegistrations,
  activityShifts,
} from '../../server/db/schema/activities';
import { seedDemoActivities } from '../../server/seed/demo-activities';
import { createApiHarness, type ApiHarness } from '../support/api-harness';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('demo activities', () => {
  it('fills eight weeks for every tenant with the calendar, and none for the others', async () => {
    const db = h.database.db;
    for (const tenant of TENANT_NAMES) {
      const rows = await db.select().from(activities).where(eq(activities.tenantId, tenant));
      if (!TENANT_CONFIGS[tenant].features.activities) {
        expect(rows, tenant).toHaveLength(0);
        continue;
      }
      expect(rows.length, tenant).toBeGreaterThanOrEqual(40);
      const first = Math.min(...rows.map((r) => r.startsAt.getTime()));
      const last = Math.max(...rows.map((r) => r.startsAt.getTime()));
      expect(last - first).toBeLessThanOrEqual(8 * 7 * 24 * 3600 * 1000);
      expect(rows.filter((r) => r.seriesId).length).toBeGreaterThan(20);
      expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(1);
      expect(rows.some((r) => r.online)).toBe(true);
      const shifts = await db
        .select()
        .from(activityShifts)
        .where(eq(activityShifts.tenantId, tenant));
      expect(new Set(shifts.map((s) => s.activityId)).size).toBeGreaterThan(3);
      const waiting = await db
        .select()
        .from(activityRegistrations)
        .where(
          and(
            eq(activityRegistrations.tenantId, tenant),
            eq(activityRegistrations.status, 'waitlisted'),
          ),
        );
      expect(waiting.length, tenant).toBeGreaterThan(0);
    }
  });

  it('books no volunteer twice at one time', async () => {
    const overlaps = await h.database.db.execute(sql`
      select count(*)::int as n from activity_registrations a
      join activity_registrations b on a.tenant_id = b.tenant_id and a.user_id = b.user_id and a.id < b.id
      join activities aa on aa.tenant_id = a.tenant_id and aa.id = a.activity_id
      join activities ba on ba.tenant_id = b.tenant_id and ba.id = b.activity_id
      left join activity_shifts sa on sa.tenant_id = a.tenant_id and sa.id = a.shift_id
      left join activity_shifts sb on sb.tenant_id = b.tenant_id and sb.id = b.shift_id
      where a.status = 'registered' and b.status = 'registered'
        and coalesce(sa.starts_at, aa.starts_at) < coalesce(sb.ends_at, ba.ends_at)
        and coalesce(sb.starts_at, ba.starts_at) < coalesce(sa.ends_at, aa.ends_at)`);
    expect((overlaps as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('adds nothing on a second run', async () => {
    expect(await seedDemoActivities(h.database.db)).toBe(0);
  });
});
