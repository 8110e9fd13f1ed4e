// What the API fuzzer sends: nasty values, mutations of a write's baseline body, spoiled query
// strings and path parameters (ids of this tenant and of another, random and malformed ones).
// The engine that sends them and checks the answers is tests/support/fuzz.ts.
// Kept whole: values, bodies, query strings and path parameters are one vocabulary of generators.
// One file on purpose: every generator the fuzzer draws from, so a new path parameter or pool
// has one place to go.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { DATA_VIEWER_DATASETS } from '../../common/schemas/data-viewer';
import { GENERIC_QUERY_NAMES, QUERY_BASELINES, WRITE_BASELINES } from './fuzz-table';
import { isWriteRoute, routeKey, type RouteEntry } from './route-table';

// ---------------------------------------------------------------------------------------------
// Values

export const PROTOTYPE_NAMES = [
  'toString',
  'constructor',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'to_string',
  'has_own_property',
  '__defineGetter__',
];

/** Text that has tripped servers: control characters, dates and numbers out of range, ids. */
export const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\b\u001b\u007f',
  '\r\n\t',
  '\u2028\u2029',
  '\ufeff',
  '\uffff',
  '😀👩‍👩‍👧',
  'x'.repeat(70_000),
  '99999-01-01',
  '-000001-01-01T00:00:00Z',
  '0000-00-00',
  '2026-02-30',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00+25:00',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '1e999',
  '-1',
  'NaN',
  'null',
  'true',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  ...PROTOTYPE_NAMES,
  '__proto__',
];

export const NASTY_NUMBERS = [
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
];

export const scalarArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.uuid() },
);

export const keyArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES, 'data', 'attributes', 'type', 'id', 'mon', '50', '--x'),
  fc.string({ maxLength: 12 }),
);

/** Any JSON value, nested a little, made of nasty scalars. */
export const valueArb: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: scalarArb },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(keyArb, tie('value'), { maxKeys: 3 }) },
  ),
})).value;

// ---------------------------------------------------------------------------------------------
// Bodies

export type Mutation =
  | { kind: 'set'; key: string; value: unknown }
  | { kind: 'drop'; key: string }
  | { kind: 'whole'; value: unknown }
  | { kind: 'data'; value: unknown }
  | { kind: 'type'; value: unknown }
  | { kind: 'id'; value: unknown }
  | { kind: 'nest'; key: string; depth: number }
  | { kind: 'raw'; text: string };

export const RAW_BODIES = [
  '',
  '{',
  '{"data":',
  'null',
  '[]',
  '"x"',
  '1',
  '{"__proto__":{"admin":true}}',
  '{"data":{"type":"x","attributes":{"__proto__":{"a":1}}}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"a":1,"a":2}',
  '\u0000',
];

export function mutationArb(attributeNames: string[]): fc.Arbitrary<Mutation> {
  const names = attributeNames.length > 0 ? attributeNames : ['name'];
  const nameArb = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: keyArb },
  );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({ kind: fc.constant('set' as const), key: nameArb, value: valueArb }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('drop' as const), key: fc.constantFrom(...names) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: valueArb }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('data' as const), value: valueArb }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('type' as const), value: valueArb }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('id' as const), value: valueArb }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('nest' as const),
        key: fc.constantFrom(...names),
        depth: fc.integer({ min: 2, max: 60 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: fc.constantFrom(...RAW_BODIES),
      }),
    },
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a body keeps its attributes: data.attributes, a wrapper ({user: {...}}) or itself. */
export function attributesOf(body: Record<string, unknown>): Record<string, unknown> {
  if (isRecord(body.data)) {
    if (!isRecord(body.data.attributes)) body.data.attributes = {};
    return body.data.attributes as Record<string, unknown>;
  }
  const keys = Object.keys(body);
  if (keys.length === 1 && isRecord(body[keys[0]!]))
    return body[keys[0]!] as Record<string, unknown>;
  return body;
}

/** Sets `key` as an own property, even `__proto__`. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** The body text of `baseline` after `mutations` (undefined: no body). */
export function applyMutations(baseline: unknown, mutations: Mutation[]): string | undefined {
  let body: unknown = baseline === undefined ? undefined : structuredClone(baseline);
  for (const mutation of mutations) {
    if (mutation.kind === 'raw') return mutation.text;
    if (mutation.kind === 'whole') {
      body = mutation.value;
      continue;
    }
    if (!isRecord(body)) body = { data: { type: 'things', attributes: {} } };
    const record = body as Record<string, unknown>;
    switch (mutation.kind) {
      case 'set':
        setOwn(attributesOf(record), mutation.key, mutation.value);
        break;
      case 'drop':
        delete attributesOf(record)[mutation.key];
        break;
      case 'data':
        record.data = mutation.value;
        break;
      case 'type':
        if (isRecord(record.data)) record.data.type = mutation.value;
        break;
      case 'id':
        if (isRecord(record.data)) record.data.id = mutation.value;
        break;
      case 'nest': {
        let nested: unknown = 'x';
        for (let i = 0; i < mutation.depth; i++)
          nested = i % 2 ? [nested] : { [mutation.key]: nested };
        attributesOf(record)[mutation.key] = nested;
        break;
      }
    }
  }
  return body === undefined ? undefined : JSON.stringify(body);
}

// ---------------------------------------------------------------------------------------------
// Query strings

export type QueryPart = [name: string, value: string, raw?: boolean];

export const RAW_QUERY_VALUES = ['%00', '%zz', '%', '%E2%82', '%C0%AF', 'a%00b', '%2e%2e%2f'];

export function queryArb(url: string): fc.Arbitrary<string> {
  const baseline = Object.entries(QUERY_BASELINES[url] ?? {});
  const names = [...new Set([...baseline.map(([k]) => k), ...GENERIC_QUERY_NAMES])];
  const textArb = fc.oneof(
    {
      weight: 3,
      arbitrary: scalarArb.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...baseline.map(([, v]) => v), '1', '0', '-1', '') },
  );
  const partArb: fc.Arbitrary<QueryPart[]> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), textArb)
        .map(([k, v]) => [[k, v] as QueryPart]),
    },
    // The same parameter twice (Fastify makes a list of it).
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...names), textArb, textArb).map(
        ([k, a, b]) =>
          [
            [k, a],
            [k, b],
          ] as QueryPart[],
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), fc.constantFrom(...RAW_QUERY_VALUES))
        .map(([k, v]) => [[k, v, true] as QueryPart]),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...PROTOTYPE_NAMES, '__proto__'), textArb)
        .map(([k, v]) => [[k, v] as QueryPart]),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), textArb)
        .map(([k, v]) => [[`${k}[x]`, v] as QueryPart]),
    },
  );
  return fc
    .record({
      keep: fc.subarray(baseline),
      extra: fc.array(partArb, { maxLength: 3 }).map((parts) => parts.flat()),
    })
    .map(({ keep, extra }) =>
      [...keep.map(([k, v]) => [k, v] as QueryPart), ...extra]
        .map(([k, v, raw]) => `${encodeURIComponent(k)}=${raw ? v : encodeURIComponent(v)}`)
        .join('&'),
    );
}

// ---------------------------------------------------------------------------------------------
// Path parameters

/** Ids the fuzzer fills `:id` with: existing rows of the demo tenant and of another tenant. */
export interface IdPools {
  own: Record<string, string[]>;
  other: Record<string, string[]>;
}

/** The table behind each resource path segment (`/api/v1/<segment>/:id`). */
export const POOL_TABLES: Record<string, string> = {
  applications: 'applications',
  conversations: 'conversations',
  // None in the demo data (no binary images in the seed): the fuzzer uses fresh uuids.
  files: 'files',
  notifications: 'notifications',
  organizations: 'organizations',
  profile_replies: 'profile_replies',
  tags: 'tags',
  users: 'users',
  vacancies: 'vacancies',
  volunteer_centers: 'volunteer_centers',
  help_requests: 'help_requests',
  help_offers: 'help_offers',
  help_matches: 'help_matches',
  activities: 'activities',
  organization_services: 'organization_services',
  registrations: 'activity_registrations',
  hour_entries: 'hour_entries',
  news_items: 'news_items',
  pages: 'pages',
  menu_items: 'menu_items',
  forms: 'forms',
  form_submissions: 'form_submissions',
};

export const BAD_IDS = [
  'x',
  '0',
  '-1',
  '1e9',
  'null',
  'NaN',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '00000000-0000-4000-8000-0000000000000',
  '%00',
  'a%00b',
  '%zz',
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%82%AC',
  'x'.repeat(3000),
  "'%20or%201=1--",
  ...PROTOTYPE_NAMES,
  '__proto__',
];

/** A generator of a path parameter's raw (already URL-encoded) text, or null if unknown. */
export function paramArb(url: string, name: string, pools: IdPools): fc.Arbitrary<string> | null {
  if (name === 'id') {
    const segments = url.split('/');
    const resource = segments[segments.indexOf(':id') - 1]!;
    const own = pools.own[resource];
    const other = pools.other[resource];
    if (!own || !other) return null;
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...(own.length ? own : [randomUUID()])) },
      { weight: 1, arbitrary: fc.constantFrom(...(other.length ? other : [randomUUID()])) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
      { weight: 2, arbitrary: fc.constantFrom(...BAD_IDS) },
      {
        weight: 1,
        arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
      },
    );
  }
  if (name === 'token') {
    // A public form's secret: unknown ones, and malformed text of every kind.
    return fc.oneof(
      fc.constantFrom(...BAD_IDS),
      fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
      fc.base64String({ minLength: 24, maxLength: 24 }).map(encodeURIComponent),
    );
  }
  if (name === 'dataset') {
    // The data viewer's datasets, and names it does not have.
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...DATA_VIEWER_DATASETS) },
      { weight: 1, arbitrary: fc.constantFrom(...BAD_IDS, 'password_hashes', 'Users') },
    );
  }
  if (name === 'fileId') {
    return fc.oneof(fc.uuid(), fc.constantFrom(...BAD_IDS));
  }
  if (name === 'file') {
    return fc.oneof(
      fc.constantFrom('en.json', 'nl.json', 'de.json', '..%2F..%2Fpackage.json', '%00', 'en'),
      fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
    );
  }
  if (name === '*') {
    return fc.oneof(
      fc.constantFrom('', 'a', 'a/b/c', '..%2F..%2Fetc%2Fpasswd', '%00', '%zz', 'x'.repeat(3000)),
      fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
    );
  }
  return null;
}

/** The names of a Fastify URL pattern's parameters (`:id`, and `*`). */
export function paramNames(url: string): string[] {
  return url
    .split('/')
    .filter((s) => s.startsWith(':') || s === '*')
    .map((s) => (s === '*' ? '*' : s.slice(1)));
}

/** Why the fuzzer cannot generate requests for `route`, or null when it can. */
export function describeUnclassified(route: RouteEntry, pools: IdPools): string | null {
  for (const name of paramNames(route.url)) {
    if (!paramArb(route.url, name, pools)) {
      return `${routeKey(route)}: no generator for the path parameter :${name} (add one to tests/support/fuzz-arbitraries.ts)`;
    }
  }
  if (isWriteRoute(route) && !WRITE_BASELINES[routeKey(route)]) {
    return `${routeKey(route)}: no baseline (add one to WRITE_BASELINES in tests/support/fuzz-table.ts)`;
  }
  return null;
}
