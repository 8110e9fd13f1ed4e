// Volunteers active in the period: everyone who applied, wrote in an application's
// conversation, registered for an activity or logged hours then, each counted once.
import { sql } from 'drizzle-orm';
import { inRange, inScope } from '../scope-sql';
import { toNumber, type Figure } from './figure';

export const volunteersActiveFigure: Figure = {
  key: 'volunteers_active',
  compute: async ({ tx, scope, range }) => {
    const result = (await tx.execute(sql`
      select count(distinct x.user_id) as n from (
        select a.volunteer_id as user_id from applications a
        where ${inScope(scope, 'a')} and ${inRange(sql`a.created_at`, range)}
        union all
        select m.author_id from applications a
        join conversations c on c.tenant_id = a.tenant_id and c.application_id = a.id
        join messages m on m.tenant_id = c.tenant_id and m.conversation_id = c.id
        where ${inScope(scope, 'a')} and m.author_id = a.volunteer_id
          and ${inRange(sql`m.created_at`, range)}
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
