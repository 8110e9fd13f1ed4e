// New volunteer accounts of the center(s) in the period, from the sign-up counters (counted when
// the volunteer role is added, on the day the account was made). An organization has no
// sign-ups of its own: null in an organization's scope.
import { sql } from 'drizzle-orm';
import { ALL_ORGANIZATIONS, inPeriod, inScope } from '../scope-sql';
import { toNumber, type Figure } from './figure';

export const newSignupsFigure: Figure = {
  key: 'new_signups',
  compute: async ({ tx, scope, range }) => {
    if (scope.organizationIds !== null) return null;
    const result = (await tx.execute(sql`
      select coalesce(sum(d.signups), 0) as n from analytics_days d
      where ${inScope(scope, 'd')} and d.organization_id = ${ALL_ORGANIZATIONS}
        and ${inPeriod('d', range)}
    `)) as unknown as { rows: { n: unknown }[] };
    return toNumber(result.rows[0]?.n);
  },
};
