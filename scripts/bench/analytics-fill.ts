// The analytics benchmark's data: on top of the demo data, V published vacancies of the demo
// center's organizations, U volunteers, and N = V x (N / V) applications between them spread over
// two years (statuses, first answers), with the vacancy day counters they make (views at ten per
// application). Plain `insert ... select` from generate_series with fixed arithmetic instead of a
// random: the same rows every run, a million in about a minute.
import pg from 'pg';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';

export interface AnalyticsFill {
  applications: number;
  vacancies: number;
  ms: number;
}

const CENTER = DEMO_CENTER_IDS.demo;

export async function fillAnalytics(url: string, applications: number): Promise<AnalyticsFill> {
  const started = Date.now();
  // As many vacancies as volunteers per vacancy, at least 10 of each: a million is 1000 x 1000.
  const vacancies = Math.max(10, Math.round(Math.sqrt(applications)));
  const perVacancy = Math.max(1, Math.round(applications / vacancies));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into vacancies (tenant_id, id, center_id, organization_id, title_nl, status,
         published_at, city)
       select 'demo', gen_random_uuid(), $1, o.ids[1 + g % array_length(o.ids, 1)],
         'Benchvacature ' || g, 'published', now() - (g % 700) * interval '1 day',
         (array['Utrecht', 'Zeist', 'Amersfoort', 'Houten', 'Nieuwegein'])[1 + g % 5]
       from generate_series(1, $2::int) g,
         (select array_agg(id order by id) as ids from organizations
          where tenant_id = 'demo' and center_id = $1 and status = 'approved') o`,
      [CENTER, vacancies],
    );
    await client.query(
      `insert into users (tenant_id, id, center_id, email, first_name, last_name, status,
         created_at, updated_at)
       select 'demo', gen_random_uuid(), $1, 'bench-vrijwilliger-' || g || '@demo.test', 'Bench',
         'Vrijwilliger ' || g, 'active', now() - (g % 730) * interval '1 day',
         now() - (g % 730) * interval '1 day'
       from generate_series(1, $2::int) g`,
      [CENTER, perVacancy],
    );
    await client.query(
      `insert into roles (tenant_id, id, user_id, name)
       select 'demo', gen_random_uuid(), id, 'volunteer' from users
       where tenant_id = 'demo' and email like 'bench-vrijwilliger-%'`,
    );
    await client.query(
      `insert into applications (tenant_id, id, center_id, vacancy_id, organization_id,
         volunteer_id, status, motivation, created_at, updated_at, first_answered_at)
       select 'demo', gen_random_uuid(), v.center_id, v.id, v.organization_id, u.id,
         case when x.r < 0.45 then 'accepted' when x.r < 0.7 then 'rejected'
              when x.r < 0.8 then 'withdrawn' when x.r < 0.9 then 'in_progress' else 'new' end,
         'Bench', x.at, x.at,
         case when x.r < 0.9 then x.at + (1 + x.r * 150) * interval '1 hour' end
       from (select id, center_id, organization_id, row_number() over (order by id) as vi
             from vacancies where tenant_id = 'demo' and title_nl like 'Benchvacature %') v
       join (select id, row_number() over (order by id) as ui
             from users where tenant_id = 'demo' and email like 'bench-vrijwilliger-%') u
         on true
       cross join lateral (
         select ((v.vi * 7919 + u.ui * 104729) % 1000) / 1000.0 as r,
                now() - ((v.vi * 31 + u.ui * 17) % 730) * interval '1 day'
                      - ((v.vi + u.ui) % 14) * interval '1 hour' as at
       ) x`,
    );
    await client.query(
      `insert into analytics_vacancy_days (tenant_id, vacancy_id, day, center_id,
         organization_id, views, applications, matches)
       select tenant_id, vacancy_id, (created_at at time zone 'Europe/Amsterdam')::date,
         center_id, organization_id, count(*) * 10, count(*),
         count(*) filter (where status = 'accepted')
       from applications where tenant_id = 'demo' and motivation = 'Bench'
       group by 1, 2, 3, 4, 5
       on conflict (tenant_id, vacancy_id, day) do update
         set views = analytics_vacancy_days.views + excluded.views,
             applications = analytics_vacancy_days.applications + excluded.applications,
             matches = analytics_vacancy_days.matches + excluded.matches`,
    );
    await client.query('commit');
    await client.query('analyze');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return { applications: vacancies * perVacancy, vacancies, ms: Date.now() - started };
}
