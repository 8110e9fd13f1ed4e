// Recounts a tenant's applications and matches per vacancy and day, and the first answers, from
// the rows themselves. The writers keep both up to date as they go; this is for rows written
// around them (the demo seed's history, a bulk import) and repairs any drift. Views have no other
// source and are kept.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { ANSWER_BUCKETS } from '../../../common/schemas/analytics';
import { answerBucketSql, dutchDay } from './scope-sql';

export async function rebuildAnalytics(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`
    update applications a set first_answered_at = first.at
    from (
      select x.application_id, min(x.at) as at from (
        select e.application_id, e.created_at as at
        from application_events e
        join applications ap on ap.tenant_id = e.tenant_id and ap.id = e.application_id
        where e.tenant_id = ${tenantId} and e.from_status is not null
          and e.actor_id is distinct from ap.volunteer_id
        union all
        select c.application_id, m.created_at
        from messages m
        join conversations c on c.tenant_id = m.tenant_id and c.id = m.conversation_id
        join applications ap on ap.tenant_id = c.tenant_id and ap.id = c.application_id
        where m.tenant_id = ${tenantId} and m.author_id is distinct from ap.volunteer_id
      ) x group by x.application_id
    ) first
    where a.tenant_id = ${tenantId} and a.id = first.application_id
      and a.first_answered_at is distinct from first.at
  `);
  await tx.execute(sql`
    update analytics_vacancy_days set applications = 0, matches = 0
    where tenant_id = ${tenantId} and (applications <> 0 or matches <> 0)
  `);
  await tx.execute(sql`
    insert into analytics_vacancy_days
      (tenant_id, vacancy_id, day, center_id, organization_id, applications, matches)
    select v.tenant_id, v.id, d.day, v.center_id, v.organization_id,
           sum(d.applications), sum(d.matches)
    from (
      select vacancy_id, ${dutchDay(sql`created_at`)} as day, 1 as applications, 0 as matches
      from applications where tenant_id = ${tenantId}
      union all
      select ap.vacancy_id, ${dutchDay(sql`e.created_at`)}, 0, 1
      from application_events e
      join applications ap on ap.tenant_id = e.tenant_id and ap.id = e.application_id
      where e.tenant_id = ${tenantId} and e.to_status = 'accepted'
        and e.from_status is distinct from 'accepted'
    ) d
    join vacancies v on v.tenant_id = ${tenantId} and v.id = d.vacancy_id
    group by v.tenant_id, v.id, d.day, v.center_id, v.organization_id
    on conflict (tenant_id, vacancy_id, day) do update
      set applications = excluded.applications, matches = excluded.matches
  `);
  await rebuildAnswerHistograms(tx, tenantId);
}

/** The answer-time histograms of every vacancy and day, from the applications' first answers. */
export async function rebuildAnswerHistograms(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`
    update analytics_vacancy_days set answers = '{}'
    where tenant_id = ${tenantId} and cardinality(answers) > 0
  `);
  const hours = sql`(extract(epoch from (a.first_answered_at - a.created_at)) / 3600)`;
  await tx.execute(sql`
    with counted as (
      select a.vacancy_id, ${dutchDay(sql`a.created_at`)} as day,
             ${answerBucketSql(hours)} as bucket, count(*)::int as n
      from applications a
      where a.tenant_id = ${tenantId} and a.first_answered_at is not null
      group by 1, 2, 3
    ),
    grid as (
      select k.vacancy_id, k.day, g.bucket
      from (select distinct vacancy_id, day from counted) k
      cross join generate_series(1, ${ANSWER_BUCKETS}) as g(bucket)
    ),
    histograms as (
      select grid.vacancy_id, grid.day, array_agg(coalesce(c.n, 0) order by grid.bucket) as answers
      from grid
      left join counted c
        on c.vacancy_id = grid.vacancy_id and c.day = grid.day and c.bucket = grid.bucket
      group by grid.vacancy_id, grid.day
    )
    insert into analytics_vacancy_days (tenant_id, vacancy_id, day, center_id, organization_id, answers)
    select v.tenant_id, v.id, h.day, v.center_id, v.organization_id, h.answers
    from histograms h
    join vacancies v on v.tenant_id = ${tenantId} and v.id = h.vacancy_id
    on conflict (tenant_id, vacancy_id, day) do update set answers = excluded.answers
  `);
}
