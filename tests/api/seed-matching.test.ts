// The matching core's demo data: every tenant has tags, at least 60 vacancies in Dutch and English
// with addresses and tags (no title twice at one organization, at least 45 published), and the demo
// volunteer's applications in every status with their history, conversations and notifications;
// seeding again adds nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../../common/matching';
import { TENANT_CONFIGS, TENANT_NAMES } from '../../common/tenants/tenant-configs';
import { seedDemo } from '../../server/seed/seed-demo';
import { createTestDatabase, type TestDatabase } from '../support/api-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

/** Rows of a query read as the owner (across tenants). */
async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

async function countPerTenant(table: string) {
  const rows = await query<{ tenant_id: string; n: number }>(
    sql`select tenant_id, count(*)::int as n from ${sql.identifier(table)} group by tenant_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.tenant_id, r.n]));
}

const MATCHING_TABLES = [
  'tags',
  'vacancies',
  'vacancy_tags',
  'addresses',
  'applications',
  'application_events',
  'conversations',
  'conversation_participants',
  'messages',
  'notifications',
];

describe('matching demo data', () => {
  it('gives every tenant at least 60 vacancies, most in both languages, with tags and places', async () => {
    const rows = await query<{
      tenant_id: string;
      total: number;
      cards: number;
      published_cards: number;
      both: number;
      dutch_only: number;
      published: number;
      other_status: number;
      located: number;
      with_address: number;
      tagged: number;
      remote: number;
      with_questions: number;
      shared: number;
    }>(sql`
      select v.tenant_id, count(*)::int as total,
        count(distinct (v.title_nl, v.organization_id))::int as cards,
        count(distinct (v.title_nl, v.organization_id)) filter (where status = 'published')::int as published_cards,
        count(*) filter (where title_en is not null and description_en like '<p>%<ul>%')::int as both,
        count(*) filter (where title_en is null and title_nl is not null)::int as dutch_only,
        count(*) filter (where status = 'published')::int as published,
        count(distinct status) filter (where status <> 'published')::int as other_status,
        count(*) filter (where v.lat is not null and v.city is not null)::int as located,
        count(a.id)::int as with_address,
        count(*) filter (where exists (select 1 from vacancy_tags vt where vt.tenant_id = v.tenant_id and vt.vacancy_id = v.id))::int as tagged,
        count(*) filter (where remote)::int as remote,
        count(*) filter (where jsonb_array_length(questions) > 0)::int as with_questions,
        count(*) filter (where cardinality(shared_center_ids) > 0)::int as shared
      from vacancies v
      left join addresses a on a.tenant_id = v.tenant_id and a.vacancy_id = v.id
        and a.lat = v.lat and a.lng = v.lng and a.city = v.city
      group by v.tenant_id`);
    expect(rows.map((r) => r.tenant_id).sort()).toEqual([...TENANT_NAMES].sort());
    for (const r of rows) {
      expect(r.total, r.tenant_id).toBeGreaterThanOrEqual(60);
      // No card twice: a title at most once per organization, and plenty of them public.
      expect(r.cards, r.tenant_id).toBe(r.total);
      expect(r.published_cards, r.tenant_id).toBe(r.published);
      expect(r.published, r.tenant_id).toBeGreaterThanOrEqual(45);
      expect(r.both, r.tenant_id).toBeGreaterThan(r.total / 2);
      expect(r.dutch_only, r.tenant_id).toBeGreaterThan(0);
      expect(r.published, r.tenant_id).toBeGreaterThan(r.total * 0.6);
      expect(r.other_status, r.tenant_id).toBe(3);
      expect(r.with_address, r.tenant_id).toBe(r.located);
      expect(r.located, r.tenant_id).toBeGreaterThan(r.total * 0.8);
      expect(r.tagged, r.tenant_id).toBe(r.total);
      expect(r.remote, r.tenant_id).toBeGreaterThan(0);
      expect(r.with_questions, r.tenant_id).toBeGreaterThan(0);
      expect(r.shared > 0, r.tenant_id).toBe(r.tenant_id === 'cordaad');
    }
  });

  it('has tags of every kind whose names equal the demo volunteers’ skills and interests', async () => {
    const kinds = await query<{ tenant_id: string; kinds: number }>(
      sql`select tenant_id, count(distinct kind)::int as kinds from tags where kind <> 'help_category' group by tenant_id`,
    );
    expect(kinds.map((k) => k.kinds)).toEqual(TENANT_NAMES.map(() => 3));
    // Help categories only where one-to-one help is on (server/seed/demo-help.ts).
    const help = await query<{ tenant_id: string }>(
      sql`select distinct tenant_id from tags where kind = 'help_category' order by tenant_id`,
    );
    expect(help.map((r) => r.tenant_id)).toEqual(
      TENANT_NAMES.filter((t) => TENANT_CONFIGS[t].features.oneToOneHelp).sort(),
    );
    const unmatched = await query<{ tenant_id: string; word: string }>(sql`
      select p.tenant_id, w.word from volunteer_profiles p
      cross join lateral unnest(p.skills || p.interests) as w(word)
      where not exists (select 1 from tags t where t.tenant_id = p.tenant_id and lower(t.name_nl) = lower(w.word))`);
    expect(unmatched).toEqual([]);
  });

  it('gives the tenants with one-to-one help requests, offers and matches in every state', async () => {
    const rows = await query<{ tenant_id: string; what: string; state: string }>(sql`
      select tenant_id, 'request' as what, case when confirmed_at is null then 'unconfirmed' else status end as state from help_requests
      union select tenant_id, 'offer', status from help_offers
      union select tenant_id, 'match', status from help_matches`);
    for (const tenant of TENANT_NAMES.filter((t) => TENANT_CONFIGS[t].features.oneToOneHelp)) {
      const states = (what: string) =>
        [
          ...new Set(
            rows.filter((r) => r.tenant_id === tenant && r.what === what).map((r) => r.state),
          ),
        ].sort();
      expect(states('request')).toEqual(['cancelled', 'done', 'matched', 'new', 'unconfirmed']);
      expect(states('offer')).toEqual(['active', 'paused']);
      expect(states('match')).toEqual(
        tenant === 'demo' ? ['active', 'cancelled', 'done'] : ['active', 'done'],
      );
    }
    expect(
      rows.filter((r) => !TENANT_CONFIGS[r.tenant_id as 'demo'].features.oneToOneHelp),
    ).toEqual([]);
  });

  it('gives the demo volunteer applications in every status, one escalated, each with history and a conversation', async () => {
    const rows = await query<{
      tenant_id: string;
      status: string;
      escalated: boolean;
      events: number;
      last_event: string;
      participants: number;
      messages: number;
    }>(sql`
      select a.tenant_id, a.status, a.escalated_at is not null as escalated,
        (select count(*)::int from application_events e where e.tenant_id = a.tenant_id and e.application_id = a.id) as events,
        (select e.to_status from application_events e where e.tenant_id = a.tenant_id and e.application_id = a.id order by e.created_at desc limit 1) as last_event,
        (select count(*)::int from conversation_participants p join conversations c on c.tenant_id = p.tenant_id and c.id = p.conversation_id where c.tenant_id = a.tenant_id and c.application_id = a.id) as participants,
        (select count(*)::int from messages m join conversations c on c.tenant_id = m.tenant_id and c.id = m.conversation_id where c.tenant_id = a.tenant_id and c.application_id = a.id) as messages
      from applications a join users u on u.tenant_id = a.tenant_id and u.id = a.volunteer_id
      where u.email like 'volunteer@%'`);
    for (const tenant of TENANT_NAMES) {
      const mine = rows.filter((r) => r.tenant_id === tenant);
      expect(new Set(mine.map((r) => r.status)), tenant).toEqual(new Set(APPLICATION_STATUSES));
      expect(
        mine.filter((r) => r.escalated).map((r) => r.status),
        tenant,
      ).toEqual(['new']);
      for (const r of mine) {
        expect(r.last_event, `${tenant} ${r.status}`).toBe(r.status);
        expect(r.participants, `${tenant} ${r.status}`).toBe(2);
        expect(r.messages, `${tenant} ${r.status}`).toBeGreaterThanOrEqual(2);
      }
    }
    const escalatedAge = await query<{ old: boolean }>(
      sql`select bool_and(created_at < now() - interval '14 days') as old from applications where escalated_at is not null`,
    );
    expect(escalatedAge[0]!.old).toBe(true);
  });

  it('has a direct conversation per tenant and read and unread notifications for the demo users', async () => {
    const direct = await countPerTenant('conversations');
    const kinds = await query<{ tenant_id: string; direct: number }>(
      sql`select tenant_id, count(*) filter (where kind = 'direct')::int as direct from conversations group by tenant_id`,
    );
    expect(kinds.map((k) => k.direct)).toEqual(TENANT_NAMES.map(() => 1));
    expect(Object.keys(direct)).toHaveLength(TENANT_NAMES.length);
    const notes = await query<{ email: string; unread: number; read: number }>(sql`
      select u.email, count(*) filter (where n.read_at is null)::int as unread,
        count(*) filter (where n.read_at is not null)::int as read
      from notifications n join users u on u.tenant_id = n.tenant_id and u.id = n.user_id
      where u.tenant_id = 'demo' group by u.email order by u.email`);
    expect(notes.map((n) => n.email)).toEqual([
      'coordinator@demo.test',
      'organization@demo.test',
      'volunteer@demo.test',
    ]);
    for (const n of notes) expect(n.unread, n.email).toBeGreaterThan(0);
    expect(notes.find((n) => n.email === 'volunteer@demo.test')!.read).toBeGreaterThan(0);
  });

  it('adds nothing when it runs again', async () => {
    const before = await Promise.all(MATCHING_TABLES.map(countPerTenant));
    expect(await seedDemo(t.database.db)).toBe(0);
    expect(await Promise.all(MATCHING_TABLES.map(countPerTenant))).toEqual(before);
  });
});
