// New volunteer accounts of the center(s) in the period. An organization has no sign-ups of its
// own: null in an organization's scope.
import { sql } from 'drizzle-orm';
import { inRange, inScope } from '../scope-sql';
import { toNumber, type Figure } from './figure';

export const newSignupsFigure: Figure = {
  key: 'new_signups',
  compute: async ({ tx, scope, range }) => {
    if (scope.organizationIds !== null) return null;
    const result = (await tx.execute(sql`
      select count(*) as n from users u
      where ${inScope(scope, 'u', false)} and ${inRange(sql`u.created_at`, range)}
        and u.deleted_at is null
        and exists (
          select 1 from roles r
          where r.tenant_id = u.tenant_id and r.user_id = u.id and r.name = 'volunteer'
        )
    `)) as unknown as { rows: { n: unknown }[] };
    return toNumber(result.rows[0]?.n);
  },
};
