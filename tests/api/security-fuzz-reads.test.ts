// Property-based fuzzing of every read route (GET) of Fastify's route table, as each role:
// generated path parameters (ids of this tenant and of another, random and malformed ones, odd
// file names and paths) and query strings built from each route's known parameters
// (tests/support/fuzz-table.ts) and spoiled (repeated, nested, prototype names, NUL and other
// control characters, huge text, numbers and dates out of range, invalid UUIDs, broken percent
// encoding). The answer is never a 5xx. A fixed seed by default; FUZZ_RUNS=<requests per route>
// (and FUZZ_SEED) for longer runs by hand. The writes are in security-fuzz-writes.test.ts.
import { defineFuzzSuite } from '../support/fuzz-suite';

await defineFuzzSuite({ kind: 'read', runs: 25, promise: 'never a 5xx' });
