// Two suites: `unit` (common, src with jsdom) and `api` (the real server against a fresh
// PGlite per file, or PostgreSQL when TEST_DATABASE_URL is set).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'common/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'server/**/*.test.ts',
          ],
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
