// npm run backup [-- FILE]: a backup of the database the server uses (DATABASE_URL, else the
// embedded one in DATA_DIR), by default backups/volunteerly-<time>.tar.gz (embedded) or .dump
// (PostgreSQL). The embedded database is copied only while no server has it open.
import path from 'node:path';
import { loadSettings } from '../server/env';
import { backupPglite, backupPostgres } from './backup/database-backup';

const settings = loadSettings();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(
  process.argv[2] ??
    path.join('backups', `volunteerly-${stamp}.${settings.databaseUrl ? 'dump' : 'tar.gz'}`),
);
const started = Date.now();
try {
  if (settings.databaseUrl) await backupPostgres(settings.databaseUrl, file);
  else await backupPglite(settings.dataDir, file);
  console.log(
    `Backup of the ${settings.databaseUrl ? 'PostgreSQL' : 'embedded'} database written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`No backup made: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
