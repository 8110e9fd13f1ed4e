// Drizzle refuses an UPDATE with nothing to set ('No values to set': a 500), and leaves out keys
// whose value is undefined. A write whose attributes change nothing (a PATCH of only unknown or
// read-only attributes) is a no-op that answers the row as it is, so repos ask this first.

/** Whether `patch` sets at least one column (undefined values set nothing). */
export function setsAnything(patch: object): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}
