// Backups of either database, as `npm run backup` and `npm run restore` make them, and a summary
// of every table (rows and a checksum) that a restore can be compared with.
//
// - Embedded PGlite: its data directory as PGlite dumps it (a gzipped tar), taken under the data
//   directory's lock, so a running server is never copied mid-write (it refuses, naming the
//   process); restored into an empty directory only.
// - PostgreSQL: pg_dump's custom format and pg_restore (--clean --if-exists, so a restore over the
//   same database replaces it). As the tables force row-level security, the dumping role must be
//   a superuser or have BYPASSRLS: pg_dump refuses to dump rows a policy would hide.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/connection';
import { acquireDataDirLock, DATA_DIR_LOCK_FILE } from '../../server/db/data-dir-lock';

export interface TableSummary {
  table: string;
  rows: number;
  /** md5 over the md5 of every row's text, in order of those: the same rows, the same sum. */
  checksum: string;
}

/** Every table of the app (and drizzle's migrations), with its rows and their checksum. */
export async function summarizeTables(db: Db): Promise<TableSummary[]> {
  const tables = (await db.execute(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
    order by 1
  `)) as unknown as { rows: { name: string }[] };
  const summaries: TableSummary[] = [];
  for (const { name } of tables.rows) {
    const [schema, table] = name.split('.') as [string, string];
    const result = (await db.execute(sql`
      select count(*)::int as rows,
             md5(coalesce(string_agg(h, '' order by h), '')) as checksum
      from (select md5(t::text) as h from ${sql.identifier(schema)}.${sql.identifier(table)} t) x
    `)) as unknown as { rows: { rows: number; checksum: string }[] };
    summaries.push({
      table: name,
      rows: Number(result.rows[0]!.rows),
      checksum: result.rows[0]!.checksum,
    });
  }
  return summaries;
}

/** Writes the embedded database in `dataDir` to `file` (a gzipped tar). */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`${dataDir} holds no embedded database (no PG_VERSION): nothing to back up.`);
  }
  const lock = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    try {
      const dump = await client.dumpDataDir('gzip');
      writeAtomically(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/** Restores a backup of the embedded database into `dataDir`, which must be empty or absent. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const present = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  if (present.length > 0) {
    throw new Error(
      `${dataDir} is not empty: move it aside first (or pass --replace), a restore never mixes two databases.`,
    );
  }
  const dump = new Blob([new Uint8Array(fs.readFileSync(file))]);
  const lock = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: dump });
    await client.query('select 1');
    await client.close();
    // The backup holds the lock file of the process that made it (it held the lock meanwhile):
    // a copy that would name that process as the restored directory's user.
    fs.rmSync(path.join(dataDir, DATA_DIR_LOCK_FILE), { force: true });
  } finally {
    lock.release();
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) =>
      reject(new Error(`${command} could not start (${error.message}): is it installed?`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}):\n${errors}`)),
    );
  });
}

/** pg_dump of the database at `url` into `file` (custom format). */
export async function backupPostgres(url: string, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`]);
  fs.renameSync(partial, file);
}

/** pg_restore of `file` into the database at `url`, replacing what is there. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

function writeAtomically(file: string, data: Buffer): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}
