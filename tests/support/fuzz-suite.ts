// One fuzzing suite over a part of the route table (reads or writes): vitest runs the two files
// in parallel, and both need the same harness, classification check and property per route.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  caseArb,
  createFuzzContext,
  createFuzzHarness,
  isTestSupportRoute,
  readFuzzRuns,
  readFuzzSeed,
  runCase,
  type FuzzContext,
} from './fuzz';
import { describeUnclassified } from './fuzz-arbitraries';
import { isWriteRoute, routeKey } from './route-table';

// A route's runs stop starting after this; with over a hundred routes the limit decides how long
// the suite can take on a busy two-core machine (CI runs the e2e suite beside it).
const ROUTE_TIME_LIMIT_MS = 25_000;
const ROUTE_TIMEOUT_MS = 100_000;

export async function defineFuzzSuite(options: {
  kind: 'read' | 'write';
  /** Requests per route by default (FUZZ_RUNS overrides). */
  runs: number;
  /** What each route's test promises, e.g. 'never a 5xx'. */
  promise: string;
}): Promise<void> {
  const harness = await createFuzzHarness();
  const wantWrites = options.kind === 'write';
  // The routes under /api/v1/test/ exist only in tests (test/boom fails on purpose): not fuzzed.
  const routes = harness.routes.filter(
    (r) => isWriteRoute(r) === wantWrites && !isTestSupportRoute(r),
  );
  const runs = readFuzzRuns(options.runs);
  let ctx: FuzzContext | null = null;
  const context = async () => (ctx ??= await createFuzzContext(harness));

  afterAll(async () => {
    await harness.close();
  });

  describe(`fuzzing the ${options.kind} routes`, () => {
    it(`knows how to build requests for every ${options.kind} route`, async () => {
      const { pools } = await context();
      expect(routes.length).toBeGreaterThan(20);
      expect(routes.map((r) => describeUnclassified(r, pools)).filter(Boolean)).toEqual([]);
    });

    for (const route of routes) {
      // On a loaded machine (CI runs the e2e suite beside this one) a route whose requests hash
      // passwords may need more than its share of time for its runs. fast-check stops starting
      // new runs after ROUTE_TIME_LIMIT_MS (the runs made are checked as always), so the test
      // ends inside its own timeout: a timed-out property would go on writing in the background
      // and make the next route's "writes nothing" check fail for a change that is not its own.
      it(`${routeKey(route)}: ${options.promise}`, { timeout: ROUTE_TIMEOUT_MS }, async () => {
        const fuzz = await context();
        if (describeUnclassified(route, fuzz.pools)) return; // reported by the test above
        await fc.assert(
          fc.asyncProperty(caseArb(route, fuzz), async (fuzzCase) => {
            await runCase(fuzz, route, fuzzCase);
          }),
          {
            numRuns: runs,
            seed: readFuzzSeed(route),
            endOnFailure: true,
            interruptAfterTimeLimit: ROUTE_TIME_LIMIT_MS,
            markInterruptAsFailure: false,
          },
        );
      });
    }
  });
}
