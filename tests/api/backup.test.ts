// npm run backup and npm run restore, as round trips: every table of the restored database has
// the rows and the checksum of the original's. The embedded database: copied only while no
// server holds its data directory, restored only into an empty one. PostgreSQL (with
// TEST_DATABASE_URL): pg_dump and pg_restore, and a second restore replaces what changed since.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import {
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
  summarizeTables,
} from '../../scripts/backup/database-backup';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  writePgliteDataDir,
  type TestDatabase,
} from '../support/api-harness';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteerly-backup-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

describe.skipIf(TEST_DATABASE_URL)('npm run backup and restore, embedded database', () => {
  it('restores every table as it was', async () => {
    const dataDir = path.join(temp, 'data');
    await writePgliteDataDir(dataDir);
    const original = await openDatabase({ databaseUrl: null, dataDir });
    const before = await summarizeTables(original.db);
    // A server has it open: no copy of a database mid-write.
    await expect(backupPglite(dataDir, path.join(temp, 'open.tar.gz'))).rejects.toThrow();
    await original.close();

    const file = path.join(temp, 'backups', 'embedded.tar.gz');
    await backupPglite(dataDir, file);
    expect(fs.statSync(file).size).toBeGreaterThan(100_000);

    const restoredDir = path.join(temp, 'restored');
    await restorePglite(file, restoredDir);
    const restored = await openDatabase({ databaseUrl: null, dataDir: restoredDir });
    try {
      const after = await summarizeTables(restored.db);
      expect(after.length).toBeGreaterThan(60);
      expect(after.find((t) => t.table === 'public.vacancies')!.rows).toBeGreaterThan(100);
      expect(after).toEqual(before);
    } finally {
      await restored.close();
    }
    // Never over a database that is there.
    await expect(restorePglite(file, dataDir)).rejects.toThrow(/not empty/);
  }, 120_000);

  it('runs as npm run backup and npm run restore -- FILE --replace', () => {
    const dataDir = path.join(temp, 'data');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const cli = (script: string, ...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
        env,
        encoding: 'utf8',
      });
    const file = path.join(temp, 'cli.tar.gz');
    const backup = cli('backup', file);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(file);
    const refused = cli('restore', file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/not empty/);
    const restore = cli('restore', file, '--replace');
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/moved aside to .*data\.before-/);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  }, 120_000);
});

describe.runIf(TEST_DATABASE_URL)('npm run backup and restore, PostgreSQL', () => {
  const made: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of made) await d.drop();
  });

  it('restores every table as it was, over what changed since', async () => {
    const source = await createTestDatabase();
    made.push(source);
    const before = await summarizeTables(source.database.db);
    const file = path.join(temp, 'postgres.dump');
    await backupPostgres(source.url!, file);

    const target = await createTestDatabase({ prepare: false });
    made.push(target);
    await restorePostgres(file, target.url!);
    expect(await summarizeTables(target.database.db)).toEqual(before);
    // Row-level security came along: the same policies on the same tables.
    const policies = async (d: TestDatabase) =>
      (
        (await d.database.db.execute(
          sql`select tablename, policyname from pg_policies order by 1, 2`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    expect(await policies(target)).toEqual(await policies(source));
    expect((await policies(target)).length).toBeGreaterThan(50);

    // Changed after the backup: a second restore puts the backup's rows back.
    await target.database.db.execute(sql`delete from audit_events`);
    await target.database.db.execute(sql`update tags set name_nl = name_nl || ' (gewijzigd)'`);
    await restorePostgres(file, target.url!);
    expect(await summarizeTables(target.database.db)).toEqual(before);
  }, 180_000);
});
