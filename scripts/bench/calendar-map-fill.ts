// The calendar and social map benchmark's data: on top of the demo data, N published activities
// of the demo center over the coming year (places spread over the middle of the Netherlands) and
// M approved organizations with an address and a service. Plain `insert ... select` from
// generate_series with a fixed random seed: seconds for tens of thousands of rows, the same rows
// every run.
import pg from 'pg';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';

export interface CalendarMapFill {
  activities: number;
  organizations: number;
  ms: number;
}

const CENTER = DEMO_CENTER_IDS.demo;
/** Around Utrecht, Amersfoort, Arnhem, Zwolle: a box of about 130 by 140 km. */
const BOX = { lat: 51.8, lng: 4.8, dLat: 1.2, dLng: 2.0 };

export async function fillCalendarAndMap(
  url: string,
  counts: { activities: number; organizations: number },
): Promise<CalendarMapFill> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select setseed(0.42)');
    await client.query(
      `insert into organizations (tenant_id, id, center_id, type, name, slug, description, status)
       select 'demo', gen_random_uuid(), $1, 'Foundation', 'Buurtorganisatie ' || g,
         'bench-organisatie-' || g, 'Hulp en ontmoeting in de wijk.', 'approved'
       from generate_series(1, $2::int) g`,
      [CENTER, counts.organizations],
    );
    await client.query(
      `insert into addresses (tenant_id, id, organization_id, city, lat, lng)
       select 'demo', gen_random_uuid(), o.id, 'Utrecht',
         $1::float8 + random() * $2::float8, $3::float8 + random() * $4::float8
       from organizations o where o.tenant_id = 'demo' and o.slug like 'bench-organisatie-%'`,
      [BOX.lat, BOX.dLat, BOX.lng, BOX.dLng],
    );
    await client.query(
      `insert into organization_services (tenant_id, organization_id, center_id, name_nl,
         description_nl, opening_hours)
       select 'demo', o.id, $1, (array['Inloopspreekuur', 'Taalcafé', 'Repair Café',
           'Maaltijd aan huis', 'Wandelgroep'])[1 + (row_number() over ()) % 5],
         'Iedereen is welkom, zonder afspraak.',
         '[{"day":2,"opens":"09:00","closes":"12:00"},{"day":4,"opens":"13:00","closes":"16:00"}]'
       from organizations o where o.tenant_id = 'demo' and o.slug like 'bench-organisatie-%'`,
      [CENTER],
    );
    await client.query(
      `insert into activities (tenant_id, id, center_id, title_nl, description_nl, status,
         starts_at, ends_at, city, lat, lng, capacity, registration_open)
       select 'demo', gen_random_uuid(), $1,
         (array['Natuurwerkdag', 'Buurtmaaltijd', 'Voorleesmiddag', 'Repair Café',
           'Wandeling met ouderen'])[1 + g % 5] || ' ' || g,
         '<p>Doe mee en ontmoet je buren.</p>', 'published',
         date_trunc('day', now()) + (g % 365) * interval '1 day' + (8 + g % 10) * interval '1 hour',
         date_trunc('day', now()) + (g % 365) * interval '1 day' + (11 + g % 10) * interval '1 hour',
         'Utrecht', $2::float8 + random() * $3::float8, $4::float8 + random() * $5::float8,
         10 + g % 20, true
       from generate_series(1, $6::int) g`,
      [CENTER, BOX.lat, BOX.dLat, BOX.lng, BOX.dLng, counts.activities],
    );
    await client.query('commit');
    await client.query('analyze activities, organizations, addresses, organization_services');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return { ...counts, ms: Date.now() - started };
}
