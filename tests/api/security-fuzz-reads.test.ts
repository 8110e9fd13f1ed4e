// Property-based fuzzing of every read route (GET) of Fastify's route table, as each role:
// generated path parameters (ids of this tenant and of another, random and malformed ones, odd
// file names and paths) and query strings built from each route's known parameters
// (tests/support/fuzz-table.ts) and spoiled (repeated, nested, prototype names, NUL and other
// control characters, huge text, numbers and dates out of range, invalid UUIDs, broken percent
// encoding). The answer is never a 5xx. A fixed seed by default; FUZZ_RUNS=<requests per route>
// (and FUZZ_SEED) for longer runs by hand. The writes are in security-fuzz-writes.test.ts.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  caseArb,
  createFuzzContext,
  createFuzzHarness,
  describeUnclassified,
  isTestSupportRoute,
  isWriteRoute,
  readFuzzRuns,
  readFuzzSeed,
  routeKey,
  runCase,
  type FuzzContext,
} from '../support/fuzz';

const harness = await createFuzzHarness();
// The routes under /api/v1/test/ exist only in tests (test/boom fails on purpose): not fuzzed.
const routes = harness.routes.filter((r) => !isWriteRoute(r) && !isTestSupportRoute(r));
const RUNS = readFuzzRuns(60);
let ctx: FuzzContext | null = null;
const context = async () => (ctx ??= await createFuzzContext(harness));

afterAll(async () => {
  await harness.close();
});

describe('fuzzing the read routes', () => {
  it('knows how to build requests for every read route', async () => {
    const { pools } = await context();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((r) => describeUnclassified(r, pools)).filter(Boolean)).toEqual([]);
  });

  for (const route of routes) {
    it(`${routeKey(route)}: never a 5xx`, async () => {
      const fuzz = await context();
      if (describeUnclassified(route, fuzz.pools)) return; // reported by the test above
      await fc.assert(
        fc.asyncProperty(caseArb(route, fuzz), async (fuzzCase) => {
          await runCase(fuzz, route, fuzzCase);
        }),
        { numRuns: RUNS, seed: readFuzzSeed(route), endOnFailure: true },
      );
    });
  }
});
