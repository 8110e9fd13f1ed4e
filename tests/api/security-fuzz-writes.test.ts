// Property-based fuzzing of every write route (POST, PUT, PATCH, DELETE) of Fastify's route
// table, as each role: a valid baseline body per route (tests/support/fuzz-table.ts), mutated
// (wrong types, lists, nested objects, prototype names, NUL and other control characters, huge
// strings, numbers and dates out of range, invalid UUIDs), with generated path parameters (ids of
// this tenant and of another, random and malformed ones) and query strings. The answer is never a
// 5xx, and a refused write (4xx) changes nothing in the tenant tables. A fixed seed by default;
// FUZZ_RUNS=<requests per route> (and FUZZ_SEED) for longer runs by hand. The reads are in
// security-fuzz-reads.test.ts (vitest runs the two files in parallel).
import { defineFuzzSuite } from '../support/fuzz-suite';

await defineFuzzSuite({
  kind: 'write',
  runs: 20,
  promise: 'never a 5xx, a refused write writes nothing',
});
