// Isolation is enforced by PostgreSQL (DESIGN.md section 5): inside withTenant a query without any
// tenant filter sees only that tenant's rows, and writing another tenant's row fails.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../server/db/schema/organizations';
import { volunteerCenters } from '../../server/db/schema/volunteer-centers';
import { buildDemoId } from '../../server/seed/demo-ids';
import { withTenant } from '../../server/db/with-tenant';
import { createTestDatabase, type TestDatabase } from '../support/api-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

async function selectRows<T>(run: () => Promise<unknown>): Promise<T[]> {
  return ((await run()) as { rows: T[] }).rows;
}

describe('row-level security', () => {
  it('shows only the tenant’s rows to a query without a tenant filter', async () => {
    const db = t.database.db;
    const all = await db.select({ tenantId: organizations.tenantId }).from(organizations);
    expect(new Set(all.map((r) => r.tenantId)).size).toBeGreaterThan(1);

    const demoOrgs = await withTenant(db, 'demo', (tx) =>
      tx.select({ tenantId: organizations.tenantId, name: organizations.name }).from(organizations),
    );
    expect(demoOrgs.length).toBeGreaterThan(0);
    expect(demoOrgs.every((r) => r.tenantId === 'demo')).toBe(true);
    expect(demoOrgs.length).toBeLessThan(all.length);

    const demoCenters = await withTenant(db, 'demo', (tx) => tx.select().from(volunteerCenters));
    expect(demoCenters.map((c) => c.tenantId)).toEqual(['demo']);

    const rawRows = await withTenant(db, 'oldebroek', (tx) =>
      selectRows<{ tenant_id: string }>(() =>
        tx.execute(sql`select distinct tenant_id from organizations`),
      ),
    );
    expect(rawRows).toEqual([{ tenant_id: 'oldebroek' }]);
  });

  it('rejects inserting another tenant’s row and changes nothing', async () => {
    const db = t.database.db;
    const before = await db.select().from(organizations);
    await expect(
      withTenant(db, 'demo', (tx) =>
        tx.insert(organizations).values({
          tenantId: 'oldebroek',
          centerId: buildDemoId('oldebroek', 'center', 1),
          type: 'Association',
          name: 'Sneaky',
          slug: 'sneaky',
        }),
      ),
    ).rejects.toThrow();
    const after = await db.select().from(organizations);
    expect(after.length).toBe(before.length);
  });

  it('cannot update or delete another tenant’s rows', async () => {
    const db = t.database.db;
    const updated = await withTenant(db, 'demo', (tx) =>
      tx.update(organizations).set({ name: 'Overwritten' }).returning({ id: organizations.id }),
    );
    expect(updated.length).toBeGreaterThan(0);
    const names = await withTenant(db, 'oldebroek', (tx) =>
      tx.select({ name: organizations.name }).from(organizations),
    );
    expect(names.some((n) => n.name === 'Overwritten')).toBe(false);
    await expect(
      withTenant(db, 'demo', (tx) => tx.update(organizations).set({ tenantId: 'oldebroek' })),
    ).rejects.toThrow();
  });

  it('sees nothing when no tenant is set for the app role', async () => {
    const rows = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      return tx.select().from(organizations);
    });
    expect(rows).toEqual([]);
  });

  it('forces row-level security on every table with a tenant_id column', async () => {
    const tables = await selectRows<{ table: string; enabled: boolean; forced: boolean }>(() =>
      t.database.db.execute(sql`
        select c.relname as "table", c.relrowsecurity as enabled, c.relforcerowsecurity as forced
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
        where c.relkind = 'r'
        order by 1`),
    );
    expect(tables.map((r) => r.table)).toEqual(
      expect.arrayContaining(['organizations', 'volunteer_centers', 'center_profiles']),
    );
    for (const table of tables)
      expect(table, table.table).toMatchObject({ enabled: true, forced: true });
  });
});
