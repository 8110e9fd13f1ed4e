// Vacancies published in the period (by the day they were published; a vacancy taken offline
// since still counts: it was out there).
import { sql } from 'drizzle-orm';
import { inRange, inScope } from '../scope-sql';
import { toNumber, type Figure } from './figure';

export const vacanciesPublishedFigure: Figure = {
  key: 'vacancies_published',
  compute: async ({ tx, scope, range }) => {
    const result = (await tx.execute(sql`
      select count(*) as n from vacancies v
      where ${inScope(scope, 'v')} and ${inRange(sql`v.published_at`, range)}
    `)) as unknown as { rows: { n: unknown }[] };
    return toNumber(result.rows[0]?.n);
  },
};
