// Gives each API test file a fresh, migrated and seeded database and an app built on it.
// PGlite (default): a template is migrated and seeded once, dumped to a file in the temp
// directory (keyed by a hash of the schema, migrations and seed), and loaded into a new
// in-memory PGlite per file (~0.5 s instead of ~5 s). With TEST_DATABASE_URL (PostgreSQL): a
// new database with a random name per file, created through that URL and dropped afterwards.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { createPgDatabase, createPgliteDatabase, type Database } from '../../server/db/connection';
import { prepareDatabase } from '../../server/seed/prepare-database';
import { loadSettings, REPO_ROOT, type Settings } from '../../server/env';

/** postgres://... when the suite runs against a PostgreSQL server. */
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789abcdef';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;

export interface TestDatabase {
  database: Database;
  /** The connection URL of the created database (PostgreSQL only). */
  url: string | null;
  /** Closes the connection and drops the database. */
  drop(): Promise<void>;
}

export interface ApiHarness {
  app: FastifyInstance;
  database: Database;
  settings: Settings;
  /** Temporary directory holding dist/ and uploads/ for this file. */
  tempDir: string;
  close(): Promise<void>;
}

const TEMPLATE_PREFIX = 'volunteerly-api-template-';

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
    )
    .sort();
}

function hashTemplateInputs(): string {
  const hash = createHash('sha256');
  // What decides the template's contents: schema, migrations, seed and the common data it uses.
  const inputs = [
    ...listFiles(path.join(REPO_ROOT, 'server/db')),
    ...listFiles(path.join(REPO_ROOT, 'server/seed')),
    ...listFiles(path.join(REPO_ROOT, 'common/tenants')),
    ...listFiles(path.join(REPO_ROOT, 'common/theme')),
    path.join(REPO_ROOT, 'common/centers.ts'),
    path.join(REPO_ROOT, 'common/matching.ts'),
    // The seed copies the default mails into every tenant.
    path.join(REPO_ROOT, 'server/modules/email/default-templates.ts'),
    path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'),
  ].filter((file) => fs.existsSync(file));
  for (const file of inputs) {
    hash.update(path.relative(REPO_ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildPgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create();
  const database = createPgliteDatabase(client);
  await prepareDatabase(database, { seedDemo: true });
  const dump = await client.dumpDataDir('none');
  await database.close();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  // Templates of earlier schema versions are dead weight (~40 MB each).
  const dir = path.dirname(file);
  for (const name of fs.readdirSync(dir)) {
    if (
      name.startsWith(TEMPLATE_PREFIX) &&
      name.endsWith('.tar') &&
      path.join(dir, name) !== file
    ) {
      fs.rmSync(path.join(dir, name), { force: true });
    }
  }
}

/** The template dump; the first worker to need it builds it while the others wait. */
async function loadPgliteTemplate(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${hashTemplateInputs()}.tar`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + 120_000;
  while (!fs.existsSync(file)) {
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another worker builds it; a lock older than two minutes belongs to a dead run.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 120_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${file}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      await buildPgliteTemplate(file);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return fs.readFileSync(file);
}

async function createPostgresDatabase(options: { prepare: boolean }): Promise<TestDatabase> {
  const adminUrl = TEST_DATABASE_URL!;
  const name = `api_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  pool.on('error', () => undefined);
  const database = createPgDatabase(pool);
  if (options.prepare) await prepareDatabase(database, { seedDemo: true });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A fresh database for one test file: migrated and seeded with the demo data, or (prepare:
 * false, PostgreSQL only) empty, for tests that let a server process migrate it.
 */
export async function createTestDatabase(
  options: { prepare?: boolean } = {},
): Promise<TestDatabase> {
  const prepare = options.prepare ?? true;
  if (TEST_DATABASE_URL) return createPostgresDatabase({ prepare });
  if (!prepare) throw new Error('an empty database is only available with TEST_DATABASE_URL');
  const dump = await loadPgliteTemplate();
  const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]) });
  const database = createPgliteDatabase(client);
  return { database, url: null, drop: () => database.close() };
}

/** The demo database (the template) written into `dataDir`, as an embedded server keeps it. */
export async function writePgliteDataDir(dataDir: string): Promise<void> {
  const dump = await loadPgliteTemplate();
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([new Uint8Array(dump)]) });
  await client.close();
}

/** Settings for tests: quiet, test routes on, directories in `tempDir`. */
export function createTestSettings(tempDir: string, overrides: Partial<Settings> = {}): Settings {
  return {
    ...loadSettings({}),
    logLevel: 'silent',
    seedDemo: false,
    enableTestRoutes: true,
    // The metrics route exists, so the route table's tests (roles, fuzzing) see it.
    metricsToken: TEST_METRICS_TOKEN,
    dataDir: path.join(tempDir, 'data'),
    uploadDir: path.join(tempDir, 'uploads'),
    distDir: path.join(tempDir, 'dist'),
    ...overrides,
  };
}

/** A fresh database and an app on it; call `close()` in afterAll. */
export async function createApiHarness(overrides: Partial<Settings> = {}): Promise<ApiHarness> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteerly-api-'));
  const settings = createTestSettings(tempDir, overrides);
  const testDatabase = await createTestDatabase();
  const app = await buildApp({ settings, database: testDatabase.database });
  await app.ready();
  return {
    app,
    database: testDatabase.database,
    settings,
    tempDir,
    async close() {
      await app.close();
      await testDatabase.drop();
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
