// Volunteers active in the period: everyone who applied, wrote in an application's
// conversation, registered for an activity or logged hours then, each counted once. The first two
// from the days each volunteer was active (a row per person and organization in an
// organization's scope, per person and center otherwise), the others from their own rows, which
// are few.
import { sql } from 'drizzle-orm';
import { inRange, inScope } from '../scope-sql';
import { toNumber, type Figure } from './figure';

export const volunteersActiveFigure: Figure = {
  key: 'volunteers_active',
  compute: async ({ tx, scope, range }) => {
    const result = (await tx.execute(sql`
      select count(distinct x.user_id) as n from (
        select a.user_id from ${
          scope.organizationIds ? sql`analytics_active` : sql`analytics_active_centers`
        } a
        where ${inScope(scope, 'a')}
          and a.days && datemultirange(daterange(${range.from}::date, ${range.to}::date, '[]'))
        union all
        select r.user_id from activity_registrations r
        join activities ac on ac.tenant_id = r.tenant_id and ac.id = r.activity_id
        where ${inScope(scope, 'ac')} and ${inRange(sql`r.created_at`, range)}
        union all
        select h.user_id from hour_entries h
        where ${inScope(scope, 'h')} and h.status <> 'rejected'
          and h.worked_on between ${range.from}::date and ${range.to}::date
      ) x
    `)) as unknown as { rows: { n: unknown }[] };
    return toNumber(result.rows[0]?.n);
  },
};
