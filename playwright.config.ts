// End-to-end tests in Chromium against the real server with the embedded database.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chooseChromiumExecutable } from './tests/support/browser-path';

// E2E_PORT lets two suites run side by side (each with its own server and database).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://demo.localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker would change what every spec measures (cached shell, runtime caches):
    // only the PWA specs allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chooseChromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --import tsx tests/support/e2e-server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/config.json`,
    // Every e2e sign-in comes from 127.0.0.1: the per-IP limit (tested in the API suite) is
    // raised so a whole suite of sign-ins fits in a minute; the per-account limit stays.
    env: {
      PORT: String(E2E_PORT),
      SEED_DEMO: 'true',
      E2E_PORT: String(E2E_PORT),
      AUTH_RATE_LIMIT_IP_PER_MINUTE: '1000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
