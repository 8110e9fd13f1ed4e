// `npm run seed:bulk -- --vacancies 100000`: fills the database the server would use (DATABASE_URL,
// else PGlite in DATA_DIR; the same settings as the server) with generated vacancies for
// load tests and the search benchmark. Migrates and seeds the demo data first (as a start of the
// server does), then adds the vacancies in batches and prints what it did.
//
//   npm run seed:bulk -- [options]
//     --vacancies N   how many vacancies to add (default 1000)
//     --tenant T      the tenant (default demo)
//     --center C      a center id or slug of that tenant (default: the tenant's default center)
//     --batch N       rows per INSERT statement (default 2000)
//     --seed N        the generator's seed (default 1: the same texts every run, new ids)
import { parseArgs } from 'node:util';
import { isTenantName } from '../common/tenants/tenant-configs';
import { openDatabase } from '../server/db/connection';
import { prepareDatabase } from '../server/seed/prepare-database';
import { loadSettings } from '../server/env';
import { seedBulkVacancies } from './seed-bulk/insert';

function readCount(value: string | undefined, fallback: number, name: string): number {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive whole number (got ${value})`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      vacancies: { type: 'string' },
      tenant: { type: 'string', default: 'demo' },
      center: { type: 'string' },
      batch: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const tenant = values.tenant;
  if (!isTenantName(tenant)) {
    console.error(`--tenant: '${tenant}' is not a tenant`);
    process.exit(2);
  }
  const count = readCount(values.vacancies, 1000, 'vacancies');
  const batchSize = readCount(values.batch, 2000, 'batch');
  const seed = readCount(values.seed, 1, 'seed');
  const settings = loadSettings();
  const database = await openDatabase(settings);
  const where = settings.databaseUrl
    ? `PostgreSQL ${settings.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`
    : `PGlite in ${settings.dataDir}`;
  try {
    console.log(`seed:bulk: preparing ${where} (migrations, demo data)`);
    await prepareDatabase(database, { seedDemo: settings.seedDemo });
    console.log(`seed:bulk: adding ${count} vacancies to tenant ${tenant}`);
    const result = await seedBulkVacancies(database, {
      tenant,
      center: values.center,
      count,
      batchSize,
      seed,
      log: (line) => console.log(line),
    });
    const seconds = result.ms / 1000;
    console.log(
      `seed:bulk: added ${result.inserted} vacancies (${result.published} published) with ` +
        `${result.tagLinks} tag links to ${result.centerName} (${result.centerId}, ` +
        `${result.organizations} organizations) in ${seconds.toFixed(1)} s ` +
        `(${Math.round(result.inserted / seconds)} vacancies/s)`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('seed:bulk failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
