// EXPLAIN (ANALYZE, BUFFERS) of three representative searches (broad text, selective text,
// nearest first) as the server runs them (tenant transaction, app_user role), summarized to the plan
// nodes, the indexes they use and the time: shows the GIN index on search_vector and the
// (tenant_id, lat, lng) btree at work.
import type pg from 'pg';

const REPRESENTATIVE = [
  'nl broad: bibliotheek',
  'nl selective: kanoclub',
  'distance sort: Zwolle 25 km',
];

/** The plan's node lines (indented as PostgreSQL prints them), index conditions and timing. */
export function summarizePlan(lines: string[]): string[] {
  let totalBuffers = false;
  return lines.filter((line, i) => {
    const text = line.trim();
    if (i === 0 || text.startsWith('->')) return true;
    if (/^(Index Cond|Execution Time|Planning Time)/.test(text)) return true;
    // The first Buffers line is the whole query's.
    if (text.startsWith('Buffers:') && !totalBuffers) return (totalBuffers = true);
    return false;
  });
}

export async function explainSearches(
  pool: pg.Pool,
  queries: { label: string; search: { text: string; values: unknown[] } }[],
  tenant: string,
): Promise<void> {
  const client = await pool.connect();
  try {
    for (const label of REPRESENTATIVE) {
      const query = queries.find((q) => q.label === label);
      if (!query) continue;
      await client.query('begin');
      await client.query("select set_config('app.tenant_id', $1, true)", [tenant]);
      await client.query('set local role app_user');
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.search.text}`,
        query.search.values,
      );
      await client.query('rollback');
      const lines = result.rows.map((r) => r['QUERY PLAN']);
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) ${label}:`);
      for (const line of summarizePlan(lines).slice(0, 40)) {
        console.log(`  ${line.length > 150 ? `${line.slice(0, 147)}...` : line}`);
      }
    }
  } finally {
    client.release();
  }
}
