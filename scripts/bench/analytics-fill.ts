// The analytics benchmark's data: on top of the demo data, N / 10 published vacancies of the demo
// center's organizations (a million applications: 100,000 vacancies), N / 10 volunteers, and ten
// applications to each vacancy in the two months after it was published, the vacancies spread
// over two years (statuses, first answers, the matches' events, two tags each). Then views at ten per application and a recount of
// every counter from the rows (rebuildAnalytics), as the writers would have kept them. Plain
// `insert ... select` from generate_series with fixed arithmetic instead of a random: the same
// rows every run.
import pg from 'pg';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';

export interface AnalyticsFill {
  applications: number;
  vacancies: number;
  volunteers: number;
  ms: number;
}

const CENTER = DEMO_CENTER_IDS.demo;
const PER_VACANCY = 10;

export async function fillAnalytics(url: string, applications: number): Promise<AnalyticsFill> {
  const started = Date.now();
  const vacancies = Math.max(10, Math.round(applications / PER_VACANCY));
  const volunteers = vacancies;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    // Published over the last two years; those older than three months are closed, as a
    // center's vacancies are: some 12,000 of 100,000 are published now.
    await client.query(
      `insert into vacancies (tenant_id, id, center_id, organization_id, title_nl, status,
         published_at, city)
       select 'demo', gen_random_uuid(), $1, o.ids[1 + g % array_length(o.ids, 1)],
         'Benchvacature ' || g, case when (g * 13) % 730 < 90 then 'published' else 'closed' end,
         now() - ((g * 13) % 730) * interval '1 day' - interval '1 hour',
         (array['Utrecht', 'Zeist', 'Amersfoort', 'Houten', 'Nieuwegein'])[1 + g % 5]
       from generate_series(1, $2::int) g,
         (select array_agg(id order by id) as ids from organizations
          where tenant_id = 'demo' and center_id = $1 and status = 'approved') o`,
      [CENTER, vacancies],
    );
    // Two of the tenant's tags each, as most vacancies have.
    await client.query(
      `insert into vacancy_tags (tenant_id, vacancy_id, tag_id)
       select distinct v.tenant_id, v.id, t.ids[1 + (v.g + k * 7) % array_length(t.ids, 1)]
       from (select tenant_id, id, row_number() over (order by id) as g from vacancies
             where tenant_id = 'demo' and title_nl like 'Benchvacature %') v
       cross join generate_series(0, 1) k,
         (select array_agg(id order by id) as ids from tags where tenant_id = 'demo') t`,
    );
    await client.query(
      `insert into users (tenant_id, id, center_id, email, first_name, last_name, status,
         created_at, updated_at)
       select 'demo', gen_random_uuid(), $1, 'bench-vrijwilliger-' || g || '@demo.test', 'Bench',
         'Vrijwilliger ' || g, 'active', now() - (g % 730) * interval '1 day',
         now() - (g % 730) * interval '1 day'
       from generate_series(1, $2::int) g`,
      [CENTER, volunteers],
    );
    await client.query(
      `insert into roles (tenant_id, id, user_id, name)
       select 'demo', gen_random_uuid(), id, 'volunteer' from users
       where tenant_id = 'demo' and email like 'bench-vrijwilliger-%'`,
    );
    await client.query(
      `with v as (
         select id, center_id, organization_id, published_at,
                row_number() over (order by id) as vi
         from vacancies where tenant_id = 'demo' and title_nl like 'Benchvacature %'
       ), u as (
         select id, row_number() over (order by id) - 1 as ui
         from users where tenant_id = 'demo' and email like 'bench-vrijwilliger-%'
       ), picked as (
         select v.*, k,
                ((v.vi * 7919 + k * 104729) % 1000) / 1000.0 as r,
                (v.vi * ${PER_VACANCY} + k) % $1::bigint as ui,
                -- In the two months after publication, and never after now.
                least(v.published_at + ((v.vi * 31 + k * 17) % 60) * interval '1 day'
                  + ((v.vi + k) % 14) * interval '1 hour', now() - (k + 1) * interval '1 minute') as at
         from v cross join generate_series(0, ${PER_VACANCY - 1}) k
       )
       insert into applications (tenant_id, id, center_id, vacancy_id, organization_id,
         volunteer_id, status, motivation, created_at, updated_at, first_answered_at)
       select 'demo', gen_random_uuid(), p.center_id, p.id, p.organization_id, u.id,
         case when p.r < 0.45 then 'accepted' when p.r < 0.7 then 'rejected'
              when p.r < 0.8 then 'withdrawn' when p.r < 0.9 then 'in_progress' else 'new' end,
         'Bench', p.at, p.at,
         case when p.r < 0.9 then least(p.at + (1 + p.r * 150) * interval '1 hour', now()) end
       from picked p join u on u.ui = p.ui`,
      [volunteers],
    );
    // A match is the step to accepted: the recount finds it in the events.
    await client.query(
      `insert into application_events (tenant_id, id, application_id, from_status, to_status,
         created_at)
       select tenant_id, gen_random_uuid(), id, 'new', 'accepted', first_answered_at
       from applications
       where tenant_id = 'demo' and motivation = 'Bench' and status = 'accepted'`,
    );
    await client.query(
      `insert into analytics_vacancy_days (tenant_id, vacancy_id, grain, day, center_id,
         organization_id, views)
       select tenant_id, vacancy_id, 'd', (created_at at time zone 'Europe/Amsterdam')::date,
         center_id, organization_id, count(*) * 10
       from applications where tenant_id = 'demo' and motivation = 'Bench'
       group by 1, 2, 3, 4, 5, 6
       on conflict (tenant_id, vacancy_id, grain, day) do update
         set views = analytics_vacancy_days.views + excluded.views`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return { applications: vacancies * PER_VACANCY, vacancies, volunteers, ms: Date.now() - started };
}
