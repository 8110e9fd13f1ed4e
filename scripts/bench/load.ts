// The load benchmark: two server instances on one PostgreSQL database behind a round-robin
// balancer (balancer.ts), and N simulated users for S seconds, each in a closed loop with a think
// time of 0.5-1.5 s: half anonymous (searching, reading a vacancy), 30% volunteers (applying,
// messaging in their application's conversation, reading their applications), 10% organization
// staff (listing applications, answering in a conversation), 10% coordinators (listing
// applications and organizations, the dashboard). Every write carries an Idempotency-Key and a
// marker; afterwards each acknowledged write must be stored exactly once. Reported per action:
// p50, p95, p99 and errors (targets: 0 errors, p95 < 300 ms for reads and < 500 ms for writes).
// One file on purpose: the scenario (setup, the four kinds of users, the count afterwards) reads
// as one story sharing its samples and acknowledged writes; the balancer is a file of its own.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from '../../server/seed/demo-users';
import { startBalancer } from './balancer';
import { percentile, record, type Figure } from './report';
import {
  canReachPostgres,
  createFreshDatabase,
  dropDatabase,
  readAdminUrl,
} from './search-database';
import { startServer, type BenchServer } from './server';

const DATABASE_NAME = 'bench_load';
const TENANT = 'demo';
const READ_TARGET_MS = 300;
const WRITE_TARGET_MS = 500;
const SEARCH_WORDS = ['voorlezen', 'koken', 'tuin', 'taal', 'sport', 'muziek', 'vervoer', ''];

type Role = 'anonymous' | 'volunteer' | 'organization' | 'coordinator';
type Tokens = Record<'access-token' | 'client' | 'uid', string>;

interface Sample {
  action: string;
  write: boolean;
  ms: number;
  ok: boolean;
  detail?: string;
}

export interface LoadOptions {
  users: number;
  seconds: number;
  cleanups: (() => Promise<void> | void)[];
}

export async function benchLoad(options: LoadOptions, figures: Figure[]): Promise<void> {
  const adminUrl = readAdminUrl();
  if (!(await canReachPostgres(adminUrl))) {
    console.log(`No PostgreSQL server at ${adminUrl}: the load benchmark needs one; skipped.`);
    return;
  }
  const url = await createFreshDatabase(adminUrl, DATABASE_NAME);
  options.cleanups.push(() => dropDatabase(adminUrl, DATABASE_NAME));

  // The first instance migrates and seeds; the second finds it done. Both trust the balancer.
  const env = {
    DATABASE_URL: url,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    MAIL_WORKER_INTERVAL_MS: '5000',
  };
  const dist = process.env.BENCH_DIST ?? 'dist';
  const instances: BenchServer[] = [];
  for (let i = 0; i < 2; i++) {
    const server = await startServer(dist, env);
    instances.push(server);
    options.cleanups.push(() => server.stop());
  }
  const balancer = await startBalancer(instances.map((s) => s.port));
  options.cleanups.push(() => balancer.close());
  const host = `${TENANT}.localhost:${balancer.port}`;
  // node:http, not fetch: fetch does not send a Host header of our choosing (the tenant's name).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  options.cleanups.push(() => agent.destroy());
  function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: balancer.port,
          method,
          path,
          agent,
          headers: { host, ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
          res.on('error', reject);
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
      req.on('error', reject);
      req.end(body);
    });
  }

  const counts = {
    volunteer: Math.max(1, Math.round(options.users * 0.3)),
    organization: Math.max(1, Math.round(options.users * 0.1)),
    coordinator: Math.max(1, Math.round(options.users * 0.1)),
  };
  const anonymousCount = Math.max(
    1,
    options.users - counts.volunteer - counts.organization - counts.coordinator,
  );

  // Volunteer accounts of their own (an account keeps ten devices; applications are per person).
  const client = new pg.Client({ connectionString: url });
  // The final drop ends this connection if an error left it open: an expected goodbye.
  client.on('error', () => undefined);
  await client.connect();
  options.cleanups.push(() => client.end().catch(() => undefined));
  const marker = `load-${Date.now()}`;
  {
    await client.query(
      `insert into users (tenant_id, id, center_id, email, password_hash, first_name, last_name,
         status, confirmed_at, created_at, updated_at)
       select 'demo', gen_random_uuid(), $1, $2 || '-' || g || '@demo.test', $3, 'Last',
         'Test ' || g, 'active', now(), now(), now()
       from generate_series(1, $4::int) g`,
      [DEMO_CENTER_IDS.demo, marker, DEMO_PASSWORD_HASH, counts.volunteer],
    );
    await client.query(
      `insert into roles (tenant_id, id, user_id, name)
       select 'demo', gen_random_uuid(), id, 'volunteer' from users
       where tenant_id = 'demo' and email like $1`,
      [`${marker}-%`],
    );
  }

  const samples: Sample[] = [];
  async function call(
    action: string,
    method: string,
    path: string,
    tokens: Tokens | null,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    const write = method !== 'GET';
    const started = performance.now();
    try {
      const response = await send(
        method,
        path,
        {
          accept: 'application/vnd.api+json',
          ...(tokens ?? {}),
          ...(body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
          ...(write ? { 'idempotency-key': randomUUID() } : {}),
        },
        body === undefined ? undefined : JSON.stringify(body),
      );
      const text = response.text;
      const ok = response.status >= 200 && response.status < 300;
      samples.push({
        action,
        write,
        ms: performance.now() - started,
        ok,
        ...(ok ? {} : { detail: `${response.status} ${text.slice(0, 200)}` }),
      });
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    } catch (error) {
      samples.push({
        action,
        write,
        ms: performance.now() - started,
        ok: false,
        detail: error instanceof Error ? error.message : String(error),
      });
      return { status: 0, json: null };
    }
  }

  async function signIn(email: string): Promise<Tokens> {
    const response = await send(
      'POST',
      '/auth/sign_in',
      { 'content-type': 'application/json' },
      JSON.stringify({ email, password: DEMO_PASSWORD }),
    );
    if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
    const get = (name: string) => String(response.headers[name] ?? '');
    return { 'access-token': get('access-token'), client: get('client'), uid: get('uid') };
  }

  type Data = { data: { id: string; attributes: Record<string, unknown> }[] };
  const listed = await call('setup', 'GET', '/api/v1/vacancies?page[size]=100', null);
  const vacancies = ((listed.json as Data | null)?.data ?? [])
    .filter((v) => ((v.attributes.questions as unknown[] | undefined) ?? []).length === 0)
    .map((v) => v.id);
  if (vacancies.length === 0) throw new Error('no published demo vacancy without questions');
  const organizationTokens = await signIn('organization@demo.test');
  const coordinatorTokens = await signIn('coordinator@demo.test');
  const volunteerTokens: Tokens[] = [];
  for (let i = 1; i <= counts.volunteer; i++) {
    volunteerTokens.push(await signIn(`${marker}-${i}@demo.test`));
  }
  samples.length = 0;

  const acknowledged = { applications: [] as string[], messages: [] as string[] };
  const deadline = Date.now() + options.seconds * 1000;
  const think = () => new Promise((r) => setTimeout(r, 500 + Math.random() * 1000));
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

  async function anonymous() {
    while (Date.now() < deadline) {
      if (Math.random() < 0.6) {
        const q = pick(SEARCH_WORDS);
        await call(
          'search vacancies',
          'GET',
          `/api/v1/vacancies?page[size]=20${q ? `&filter[q]=${q}` : ''}`,
          null,
        );
      } else {
        await call('read a vacancy', 'GET', `/api/v1/vacancies/${pick(vacancies)}`, null);
      }
      await think();
    }
  }

  async function volunteer(tokens: Tokens) {
    const toApply = [...vacancies].sort(() => Math.random() - 0.5);
    const conversations: string[] = [];
    while (Date.now() < deadline) {
      const roll = Math.random();
      if (roll < 0.3 && toApply.length > 0) {
        const answer = await call('apply', 'POST', '/api/v1/applications', tokens, {
          data: {
            type: 'applications',
            attributes: { vacancy_id: toApply.pop(), motivation: `Ik help graag. ${marker}` },
          },
        });
        const created = (
          answer.json as { data?: { id: string; attributes: Record<string, unknown> } }
        )?.data;
        if (answer.status === 201 && created) {
          acknowledged.applications.push(created.id);
          conversations.push(String(created.attributes.conversation_id));
        }
      } else if (roll < 0.6 && conversations.length > 0) {
        const body = `Vraag ${marker} ${randomUUID()}`;
        const answer = await call(
          'send a message',
          'POST',
          `/api/v1/conversations/${pick(conversations)}/messages`,
          tokens,
          { data: { type: 'messages', attributes: { body } } },
        );
        if (answer.status === 201) acknowledged.messages.push(body);
      } else {
        await call(
          'read own applications',
          'GET',
          '/api/v1/applications?filter[mine]=true',
          tokens,
        );
      }
      await think();
    }
  }

  async function organization() {
    while (Date.now() < deadline) {
      if (Math.random() < 0.6) {
        await call(
          'list applications (organization)',
          'GET',
          '/api/v1/applications?page[size]=20',
          organizationTokens,
        );
      } else {
        const inbox = await call(
          'list conversations',
          'GET',
          '/api/v1/conversations?page[size]=20',
          organizationTokens,
        );
        const ids = ((inbox.json as Data | null)?.data ?? []).map((c) => c.id);
        if (ids.length > 0) {
          const body = `Antwoord ${marker} ${randomUUID()}`;
          const answer = await call(
            'answer a message',
            'POST',
            `/api/v1/conversations/${pick(ids)}/messages`,
            organizationTokens,
            { data: { type: 'messages', attributes: { body } } },
          );
          if (answer.status === 201) acknowledged.messages.push(body);
        }
      }
      await think();
    }
  }

  async function coordinator() {
    const reads = [
      ['list applications (coordinator)', '/api/v1/applications?page[size]=50'],
      ['list organizations', '/api/v1/organizations?page[size]=50'],
      ['dashboard', '/api/v1/dashboard'],
    ] as const;
    while (Date.now() < deadline) {
      const [action, path] = pick(reads);
      await call(action, 'GET', path, coordinatorTokens);
      await think();
    }
  }

  console.log(
    `${options.users} users for ${options.seconds} s: ${anonymousCount} anonymous, ${counts.volunteer} volunteers, ${counts.organization} organization staff, ${counts.coordinator} coordinators; two instances behind a balancer on port ${balancer.port}`,
  );
  const users: Promise<void>[] = [];
  const start = (role: Role, run: () => Promise<void>) =>
    users.push(
      // Spread the starts over the first second, as users arrive.
      new Promise((r) => setTimeout(r, Math.random() * 1000)).then(run).catch((error) => {
        console.log(`a ${role} stopped: ${error instanceof Error ? error.message : error}`);
      }),
    );
  for (let i = 0; i < anonymousCount; i++) start('anonymous', anonymous);
  for (const tokens of volunteerTokens) start('volunteer', () => volunteer(tokens));
  for (let i = 0; i < counts.organization; i++) start('organization', organization);
  for (let i = 0; i < counts.coordinator; i++) start('coordinator', coordinator);
  await Promise.all(users);

  const actions = [...new Set(samples.map((s) => s.action))].sort();
  let errors = 0;
  for (const action of actions) {
    const of = samples.filter((s) => s.action === action);
    const times = of.map((s) => s.ms);
    const failed = of.filter((s) => !s.ok);
    errors += failed.length;
    const write = of[0]!.write;
    const target = write ? WRITE_TARGET_MS : READ_TARGET_MS;
    const p95 = percentile(times, 95);
    console.log(
      `  ${action}: ${of.length} requests, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, ${failed.length} errors${failed[0] ? ` (first: ${failed[0].detail})` : ''}`,
    );
    record(figures, {
      name: `${action} p95`,
      value: p95,
      unit: 'ms',
      target: `< ${target} ms`,
      met: p95 < target,
    });
  }
  record(figures, { name: 'requests', value: samples.length, unit: '' });
  record(figures, {
    name: 'requests per second',
    value: samples.length / options.seconds,
    unit: '',
  });
  console.log(`  balancer: ${balancer.counts.join(' / ')} requests per instance`);
  record(figures, { name: 'errors', value: errors, unit: '', target: '0', met: errors === 0 });

  // Every acknowledged write stored exactly once.
  try {
    const applications = await client.query<{ id: string; n: number }>(
      `select id, count(*)::int as n from applications where tenant_id = 'demo' and id = any($1::uuid[]) group by id`,
      [acknowledged.applications],
    );
    const messages = await client.query<{ body: string; n: number }>(
      `select body, count(*)::int as n from messages where tenant_id = 'demo' and body like $1 group by body`,
      [`% ${marker} %`],
    );
    const stored = new Map(messages.rows.map((r) => [r.body, r.n]));
    const missing =
      acknowledged.applications.length -
      applications.rows.filter((r) => r.n === 1).length +
      acknowledged.messages.filter((b) => stored.get(b) !== 1).length;
    const unacknowledged = messages.rows.length - acknowledged.messages.length;
    console.log(
      `  writes acknowledged: ${acknowledged.applications.length} applications, ${acknowledged.messages.length} messages; stored other than once: ${missing}; stored without an acknowledgement: ${unacknowledged}`,
    );
    if (missing !== 0) {
      throw new Error(`${missing} acknowledged writes were not stored exactly once`);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
