// Starts the real server for the e2e suite on a fresh embedded database (wiped every run), so
// the suite always sees exactly the demo seed.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeGeocoder } from './fake-geocoder';
import { startFakeTiles } from './fake-tiles';

// Outside test-results/: Playwright empties that folder when a run starts.
const dataDir = join(tmpdir(), `volunteerly-e2e-data-${process.env.E2E_PORT ?? '8180'}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// Postcodes in searches and profiles are looked up here (the real PDOK is outside the machine).
const geocoder = await startFakeGeocoder();
// The maps' tiles come from here (PDOK's background map is outside the machine too).
const tiles = await startFakeTiles();

const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    UPLOAD_DIR: resolve(dataDir, 'uploads'),
    // E2E_DIST_DIR serves another build than ./dist (for suites run side by side).
    ...(process.env.E2E_DIST_DIR ? { DIST_DIR: resolve(process.env.E2E_DIST_DIR) } : {}),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // GET /api/v1/test/my_writes: the offline specs count on the database what arrived.
    ENABLE_TEST_ROUTES: 'true',
    GEOCODER_URL: geocoder.url,
    MAP_TILE_URL: tiles.template,
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  void Promise.all([geocoder.close(), tiles.close()]).finally(() => process.exit(code ?? 0));
});
