// The demo seed is idempotent: running it again over seeded data inserts and changes nothing.
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_NAMES } from '../../common/tenants/tenant-configs';
import {
  addresses,
  organizationProfiles,
  organizations,
} from '../../server/db/schema/organizations';
import { tenants } from '../../server/db/schema/tenants';
import { centerProfiles, volunteerCenters } from '../../server/db/schema/volunteer-centers';
import { seedDemo } from '../../server/seed/seed-demo';
import { syncTenants } from '../../server/seed/sync-tenants';
import { createTestDatabase, type TestDatabase } from '../support/api-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const TABLES: PgTable[] = [
  tenants,
  volunteerCenters,
  centerProfiles,
  organizations,
  addresses,
  organizationProfiles,
];

/** Row count and newest updated_at per table (read as the owner, across tenants). */
async function takeSnapshot() {
  const out: Record<string, { count: number; newest: string | null }> = {};
  for (const table of TABLES) {
    const name = getTableName(table);
    const result = (await t.database.db.execute(
      sql`select count(*)::int as count, max(updated_at)::text as newest from ${sql.identifier(name)}`,
    )) as { rows: { count: number; newest: string | null }[] };
    out[name] = result.rows[0]!;
  }
  return out;
}

describe('demo seed', () => {
  it('has seeded every tenant with centers and organizations of several types', async () => {
    const snapshot = await takeSnapshot();
    expect(snapshot.tenants!.count).toBe(TENANT_NAMES.length);
    expect(snapshot.volunteer_centers!.count).toBe(TENANT_NAMES.length + 1);
    expect(snapshot.center_profiles!.count).toBe(snapshot.volunteer_centers!.count);
    const types = await t.database.db
      .selectDistinct({ type: organizations.type, status: organizations.status })
      .from(organizations);
    expect(types.map((r) => r.type)).toEqual(expect.arrayContaining(['School', 'VolunteerCenter']));
    expect(types.map((r) => r.status)).toEqual(
      expect.arrayContaining(['approved', 'pending', 'denied']),
    );
  });

  it('changes nothing when it runs again', async () => {
    const before = await takeSnapshot();
    await syncTenants(t.database.db);
    expect(await seedDemo(t.database.db)).toBe(0);
    await syncTenants(t.database.db);
    expect(await seedDemo(t.database.db)).toBe(0);
    expect(await takeSnapshot()).toEqual(before);
  });
});
