// Property-based fuzzing of every write route (POST, PUT, PATCH, DELETE) of Fastify's route
// table, as each role: a valid baseline body per route (tests/support/fuzz-table.ts), mutated
// (wrong types, lists, nested objects, prototype names, NUL and other control characters, huge
// strings, numbers and dates out of range, invalid UUIDs), with generated path parameters (ids of
// this tenant and of another, random and malformed ones) and query strings. The answer is never a
// 5xx, and a refused write (4xx) changes nothing in the tenant tables. A fixed seed by default;
// FUZZ_RUNS=<requests per route> (and FUZZ_SEED) for longer runs by hand. The reads are in
// security-fuzz-reads.test.ts (vitest runs the two files in parallel).
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
const routes = harness.routes.filter((r) => isWriteRoute(r) && !isTestSupportRoute(r));
const RUNS = readFuzzRuns(50);
let ctx: FuzzContext | null = null;
const context = async () => (ctx ??= await createFuzzContext(harness));

afterAll(async () => {
  await harness.close();
});

describe('fuzzing the write routes', () => {
  it('knows how to build requests for every write route', async () => {
    const { pools } = await context();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((r) => describeUnclassified(r, pools)).filter(Boolean)).toEqual([]);
  });

  for (const route of routes) {
    it(`${routeKey(route)}: never a 5xx, a refused write writes nothing`, async () => {
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
