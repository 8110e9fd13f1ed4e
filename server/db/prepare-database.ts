// What every start does to the database before the server listens: apply the committed
// migrations, write the tenants from code, and seed the demo data when SEED_DEMO is on.
import type { Database } from './connection';
import { seedDemo } from './seed/seed-demo';
import { syncTenants } from './seed/sync-tenants';

export interface PrepareLog {
  info(obj: object, msg: string): void;
}

export async function prepareDatabase(
  database: Database,
  options: { seedDemo: boolean; log?: PrepareLog },
): Promise<void> {
  const started = Date.now();
  await database.migrate();
  await syncTenants(database.db);
  const seeded = options.seedDemo ? await seedDemo(database.db) : 0;
  options.log?.info(
    { driver: database.kind, seededRows: seeded, ms: Date.now() - started },
    'database ready',
  );
}
