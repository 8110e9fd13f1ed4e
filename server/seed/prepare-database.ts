// What every start does to the database before the server listens: apply the committed
// migrations, write the tenants from code, and seed the demo data when SEED_DEMO is on. All of it
// under the prepare lock (connection.ts), so that servers starting at once on an empty PostgreSQL
// database take turns: the first migrates and seeds, the others wait and find it done (each step
// is idempotent: migrations applied are skipped, tenants are upserted, the seed inserts with
// fixed ids and `on conflict do nothing`).
import type { Database } from '../db/connection';
import { seedDemo } from './seed-demo';
import { syncTenants } from './sync-tenants';

export interface PrepareLog {
  info(obj: object, msg: string): void;
}

export async function prepareDatabase(
  database: Database,
  options: { seedDemo: boolean; log?: PrepareLog },
): Promise<void> {
  const started = Date.now();
  const seeded = await database.withPrepareLock(
    async (locked) => {
      await locked.migrate();
      await syncTenants(locked.db);
      return options.seedDemo ? await seedDemo(locked.db) : 0;
    },
    () =>
      options.log?.info(
        { driver: database.kind },
        'another process is preparing the database: waiting for it',
      ),
  );
  options.log?.info(
    { driver: database.kind, seededRows: seeded, ms: Date.now() - started },
    'database ready',
  );
}
