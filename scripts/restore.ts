// npm run restore -- FILE [--replace]: puts a backup of `npm run backup` back. PostgreSQL
// (DATABASE_URL): the database is replaced by the backup's. Embedded (DATA_DIR): into an empty
// data directory; with --replace the current one is moved aside first (DATA_DIR.before-<time>),
// never deleted. Stop the servers first.
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock } from '../server/db/data-dir-lock';
import { loadSettings } from '../server/env';
import { restorePglite, restorePostgres } from './backup/database-backup';

const settings = loadSettings();
const args = process.argv.slice(2);
const replace = args.includes('--replace');
const file = args.find((a) => !a.startsWith('--'));
try {
  if (!file || !fs.existsSync(file)) {
    throw new Error(`name the backup file to restore (${file ?? 'none given'} does not exist).`);
  }
  if (settings.databaseUrl) {
    await restorePostgres(path.resolve(file), settings.databaseUrl);
  } else {
    const dir = settings.dataDir;
    if (replace && fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
      // Refuses (naming the process) while a server has it open.
      (await acquireDataDirLock(dir)).release();
      const aside = `${dir}.before-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dir, aside);
      console.log(`The current database was moved aside to ${aside}.`);
    }
    await restorePglite(path.resolve(file), dir);
  }
  console.log(
    `Restored ${file} into the ${settings.databaseUrl ? 'PostgreSQL' : 'embedded'} database.`,
  );
} catch (error) {
  console.error(`Nothing restored: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
