// The server reads time from one clock: `settings.now` (server/env.ts: the system time), which the
// request context reads once per request and the job runner once per run. Tests put a clock of
// theirs there (createTestClock) that they set and move, so "two weeks later" holds for requests
// and scheduled jobs alike.

export type Now = () => Date;

export interface TestClock {
  /** Pass this as settings.now (or a runner's `now`). */
  now: Now;
  /** From now on the clock says `at` (and stands still); null follows the system time again. */
  set(at: Date | null): void;
  /** Moves the clock on by `ms` (from the system time when it was not set). */
  advance(ms: number): void;
}

export function createTestClock(start: Date | null = null): TestClock {
  let fixed: number | null = start ? start.getTime() : null;
  return {
    now: () => new Date(fixed ?? Date.now()),
    set(at) {
      fixed = at ? at.getTime() : null;
    },
    advance(ms) {
      fixed = (fixed ?? Date.now()) + ms;
    },
  };
}
