// The server's route table, read from Fastify as the app is built, so the generated security
// tests (fuzzing, role matrix) cover a new route without anyone editing them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/connection';
import type { Settings } from '../../server/env';
import { createTestDatabase, createTestSettings, type ApiHarness } from './api-harness';

export interface RouteEntry {
  method: string;
  /** Fastify's URL pattern, e.g. `/api/v1/vacancies/:id`. */
  url: string;
}

/** `METHOD /url`, how the security tests name a route. */
export const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the route writes (and so is fuzzed with bodies and checked for partial writes). */
export function isWriteRoute(route: RouteEntry): boolean {
  return WRITE_METHODS.has(route.method);
}

function toEntries(route: RouteOptions): RouteEntry[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods
    .map((method) => method.toUpperCase())
    .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
    .map((method) => ({ method, url: route.url }));
}

/** Like createApiHarness, and also answers every route the app registered (HEAD left out). */
export async function createApiHarnessWithRoutes(
  overrides: Partial<Settings> = {},
): Promise<ApiHarness & { routes: RouteEntry[] }> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteerly-api-'));
  const settings = createTestSettings(tempDir, overrides);
  const testDatabase = await createTestDatabase();
  const seen = new Map<string, RouteEntry>();
  const app = await buildApp({
    settings,
    database: testDatabase.database,
    onRoute: (route) => {
      for (const entry of toEntries(route)) seen.set(`${entry.method} ${entry.url}`, entry);
    },
  });
  await app.ready();
  const database: Database = testDatabase.database;
  return {
    app,
    database,
    settings,
    tempDir,
    routes: [...seen.values()].sort((a, b) =>
      `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`),
    ),
    async close() {
      await app.close();
      await testDatabase.drop();
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
