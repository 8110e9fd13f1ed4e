// The embedded database (PGlite) answers one query at a time: fine for a small center, slow when
// many people use the product at once (measured on a two-core machine: 50 volunteers applying and
// messaging, p95 1.9 s; 100 searching at once, p95 1.5 s with time-outs). An operator who says
// to expect more than it serves well (EXPECTED_CONCURRENT_USERS) is told at start, in the log,
// to move to PostgreSQL.

/** Up to this many people at once the embedded database answers within a few hundred ms. */
export const EMBEDDED_CONCURRENT_USERS = 10;

export function describeEmbeddedLoad(settings: {
  databaseUrl: string | null;
  expectedConcurrentUsers: number;
}): string | null {
  if (settings.databaseUrl || settings.expectedConcurrentUsers <= EMBEDDED_CONCURRENT_USERS) {
    return null;
  }
  return (
    `EXPECTED_CONCURRENT_USERS is ${settings.expectedConcurrentUsers}, but the embedded database ` +
    `answers one query at a time and serves about ${EMBEDDED_CONCURRENT_USERS} people at once ` +
    'well: with more, pages wait seconds. Set DATABASE_URL to a PostgreSQL server (README, ' +
    '"Running against a PostgreSQL server"; npm run backup and npm run restore move no data ' +
    'between the two, so move before the center goes live).'
  );
}
