// Recounts a tenant's analytics counters (applications and matches per vacancy, the organizations',
// tags' and places' day and month rows, the first answers, who was active, sign-ups) from the rows themselves. The writers
// keep them up to date as they go; this is for rows written around them (the demo seed's history,
// a bulk import) and repairs any drift. Views have no other source: the vacancies' day rows keep
// theirs, and everything else about views follows from those.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { ANSWER_BUCKETS } from '../../../common/schemas/analytics';
import {
  ALL_ORGANIZATIONS,
  answerBucketSql,
  countedDays,
  dutchDay,
  vacancyGroups,
} from './scope-sql';

export async function rebuildAnalytics(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`
    update applications a set first_answered_at = first.at
    from (
      select x.application_id, min(x.at) as at from (
        select e.application_id, e.created_at as at
        from application_events e
        join applications ap on ap.tenant_id = e.tenant_id and ap.id = e.application_id
        where e.tenant_id = ${tenantId} and e.from_status is not null
          and e.actor_id is distinct from ap.volunteer_id and e.created_at >= ap.created_at
        union all
        select c.application_id, m.created_at
        from messages m
        join conversations c on c.tenant_id = m.tenant_id and c.id = m.conversation_id
        join applications ap on ap.tenant_id = c.tenant_id and ap.id = c.application_id
        where m.tenant_id = ${tenantId} and m.author_id is distinct from ap.volunteer_id
          -- An invitation's message came before the application: it answers nothing.
          and m.created_at >= ap.created_at
      ) x group by x.application_id
    ) first
    where a.tenant_id = ${tenantId} and a.id = first.application_id
      and a.first_answered_at is distinct from first.at
  `);
  await tx.execute(sql`
    update analytics_vacancy_days set applications = 0, matches = 0
    where tenant_id = ${tenantId} and grain = 'd' and (applications <> 0 or matches <> 0)
  `);
  await tx.execute(sql`
    insert into analytics_vacancy_days
      (tenant_id, vacancy_id, grain, day, center_id, organization_id, applications, matches)
    select v.tenant_id, v.id, 'd', d.day, v.center_id, v.organization_id,
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
    on conflict (tenant_id, vacancy_id, grain, day) do update
      set applications = excluded.applications, matches = excluded.matches
  `);
  // The month rows and the organizations' rows follow from the vacancies' day rows.
  await tx.execute(sql`
    delete from analytics_vacancy_days where tenant_id = ${tenantId} and grain = 'm'
  `);
  await tx.execute(sql`
    insert into analytics_vacancy_days
      (tenant_id, vacancy_id, grain, day, center_id, organization_id, views, applications, matches)
    select tenant_id, vacancy_id, 'm', date_trunc('month', day)::date,
           min(center_id::text)::uuid, min(organization_id::text)::uuid,
           sum(views), sum(applications), sum(matches)
    from analytics_vacancy_days
    where tenant_id = ${tenantId} and grain = 'd'
    group by tenant_id, vacancy_id, date_trunc('month', day)
  `);
  await tx.execute(sql`delete from analytics_days where tenant_id = ${tenantId}`);
  await tx.execute(sql`
    insert into analytics_days
      (tenant_id, grain, day, center_id, organization_id, views, applications, matches)
    select tenant_id, grain, day, center_id, organization_id,
           sum(views), sum(applications), sum(matches)
    from analytics_vacancy_days
    where tenant_id = ${tenantId}
    group by tenant_id, grain, day, center_id, organization_id
  `);
  const signedUp = countedDays(sql`u.created_at`);
  await tx.execute(sql`
    insert into analytics_days (tenant_id, grain, day, center_id, organization_id, signups)
    select u.tenant_id, g.grain, g.day, u.center_id, ${ALL_ORGANIZATIONS}::uuid, count(*)
    from users u
    cross join lateral (values ('d', ${signedUp.day}), ('m', ${signedUp.month})) g(grain, day)
    where u.tenant_id = ${tenantId}
      and exists (
        select 1 from roles r
        where r.tenant_id = u.tenant_id and r.user_id = u.id and r.name = 'volunteer'
      )
    group by 1, 2, 3, 4
    on conflict (tenant_id, grain, day, center_id, organization_id)
      do update set signups = excluded.signups
  `);
  await tx.execute(sql`delete from analytics_group_days where tenant_id = ${tenantId}`);
  await tx.execute(sql`
    insert into analytics_group_days (tenant_id, dimension, grain, day, key, center_id,
      organization_id, views, applications, matches)
    select d.tenant_id, k.dimension, d.grain, d.day, k.key, d.center_id, d.organization_id,
           sum(d.views), sum(d.applications), sum(d.matches)
    from analytics_vacancy_days d
    join vacancies v on v.tenant_id = d.tenant_id and v.id = d.vacancy_id
    cross join lateral (${vacancyGroups}) k
    where d.tenant_id = ${tenantId}
    group by 1, 2, 3, 4, 5, 6, 7
  `);
  await rebuildAnswerHistograms(tx, tenantId);
  await rebuildActive(tx, tenantId);
}

/** Both rows (the day's and the month's) an instant is counted in. */
function bothGrains(instant: SQL): SQL {
  const { day, month } = countedDays(instant);
  return sql`cross join lateral (values ('d', ${day}), ('m', ${month})) g(grain, day)`;
}

/** The answer-time histograms of every organization and day, from the first answers. */
export async function rebuildAnswerHistograms(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`
    update analytics_days set answers = '{}'
    where tenant_id = ${tenantId} and cardinality(answers) > 0
  `);
  const hours = sql`(extract(epoch from (a.first_answered_at - a.created_at)) / 3600)`;
  await tx.execute(sql`
    with counted as (
      select a.center_id, a.organization_id, g.grain, g.day,
             ${answerBucketSql(hours)} as bucket, count(*)::int as n
      from applications a
      ${bothGrains(sql`a.created_at`)}
      where a.tenant_id = ${tenantId} and a.first_answered_at is not null
      group by 1, 2, 3, 4, 5
    ),
    -- Each row's counted buckets, then its 77 counts read from them: a grid of every row and
    -- bucket joined to the counts took four times as long.
    counts as (
      select center_id, organization_id, grain, day, array_agg(bucket) as buckets,
             array_agg(n) as ns
      from counted group by 1, 2, 3, 4
    )
    insert into analytics_days (tenant_id, grain, day, center_id, organization_id, answers)
    select ${tenantId}, grain, day, center_id, organization_id,
           array(
             select coalesce(ns[array_position(buckets, b)], 0)
             from generate_series(1, ${ANSWER_BUCKETS}) as b order by b
           )
    from counts
    on conflict (tenant_id, grain, day, center_id, organization_id)
      do update set answers = excluded.answers
  `);
}

/** Who was active when: the applicants and their messages in the applications' conversations. */
async function rebuildActive(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`delete from analytics_active where tenant_id = ${tenantId}`);
  await tx.execute(sql`delete from analytics_active_centers where tenant_id = ${tenantId}`);
  await tx.execute(sql`delete from analytics_active_tenants where tenant_id = ${tenantId}`);
  const activity = sql`
    select a.center_id, a.organization_id, a.volunteer_id as user_id,
           ${dutchDay(sql`a.created_at`)} as day
    from applications a where a.tenant_id = ${tenantId}
    union all
    select a.center_id, a.organization_id, m.author_id, ${dutchDay(sql`m.created_at`)}
    from applications a
    join conversations c on c.tenant_id = a.tenant_id and c.application_id = a.id
    join messages m on m.tenant_id = c.tenant_id and m.conversation_id = c.id
    where a.tenant_id = ${tenantId} and m.author_id = a.volunteer_id
  `;
  await tx.execute(sql`
    insert into analytics_active (tenant_id, center_id, organization_id, user_id, days)
    select ${tenantId}, x.center_id, x.organization_id, x.user_id,
           range_agg(daterange(x.day, x.day, '[]'))
    from (${activity}) x
    group by x.center_id, x.organization_id, x.user_id
  `);
  await tx.execute(sql`
    insert into analytics_active_centers (tenant_id, center_id, user_id, days)
    select ${tenantId}, x.center_id, x.user_id, range_agg(daterange(x.day, x.day, '[]'))
    from (${activity}) x
    group by x.center_id, x.user_id
  `);
  await tx.execute(sql`
    insert into analytics_active_tenants (tenant_id, user_id, days)
    select ${tenantId}, x.user_id, range_agg(daterange(x.day, x.day, '[]'))
    from (${activity}) x
    group by x.user_id
  `);
}
