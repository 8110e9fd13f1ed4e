// GET /api/v1/data_viewer/{dataset} and its CSV export: an admin browses every dataset of the
// tenant (no secrets among the columns), filtered, sorted and with the columns they chose; a
// center admin sees their center's rows only and another center is a 404; organization admins
// and volunteers get 403, no sign-in 401, bad parameters 400 with the parameter named; another
// tenant's admin sees none of these rows; every export is in the audit log, a refused one not.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_VIEWER_COLUMNS, DATA_VIEWER_DATASETS } from '../../common/schemas/data-viewer';
import { auditEvents } from '../../server/db/schema/audit';
import { organizations } from '../../server/db/schema/organizations';
import { volunteerCenters } from '../../server/db/schema/volunteer-centers';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResources } from '../support/api-requests';
import { createSender, insertVacancy } from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const cordaad = createSender(() => h.app, 'cordaad');
const send = demo.send;
const OTHER_CENTER = randomUUID();
const OTHER_ORG = randomUUID();

beforeAll(async () => {
  h = await createApiHarness();
  for (const a of ['admin', 'coordinator', 'organization', 'volunteer']) {
    await demo.signInAs(a, `${a}@demo.test`);
  }
  await cordaad.signInAs('admin', 'admin@cordaad.test');
  // A second center of the demo tenant with one organization and one vacancy of its own.
  await h.database.db.insert(volunteerCenters).values({
    id: OTHER_CENTER,
    tenantId: 'demo',
    name: 'Steunpunt Zuid',
    slug: `zuid-${OTHER_CENTER.slice(0, 6)}`,
    hosts: [],
  });
  await h.database.db.insert(organizations).values({
    tenantId: 'demo',
    id: OTHER_ORG,
    centerId: OTHER_CENTER,
    type: 'Foundation' as never,
    name: 'Buurthuis Zuid',
    slug: `zuid-${OTHER_ORG.slice(0, 6)}`,
    status: 'approved',
  });
  await insertVacancy(h.database.db, {
    organizationId: OTHER_ORG,
    centerId: OTHER_CENTER,
    titleNl: 'Gastvrouw Buurthuis Zuid',
  });
});
afterAll(async () => {
  await h?.close();
});

const list = (dataset: string, query = '', who: string | null = 'admin', sender = demo) =>
  sender.send('GET', `/api/v1/data_viewer/${dataset}${query ? `?${query}` : ''}`, who);

describe('GET /api/v1/data_viewer/{dataset}', () => {
  it('shows an admin every dataset with its columns and no others', async () => {
    for (const dataset of DATA_VIEWER_DATASETS) {
      const res = await list(dataset, 'page[size]=5');
      expect(res.status, `${dataset}: ${res.text}`).toBe(200);
      const rows = getResources(res.body);
      const keys = DATA_VIEWER_COLUMNS[dataset].map((c) => c.key).sort();
      for (const row of rows) {
        expect(row.type).toBe('data_rows');
        expect(Object.keys(row.attributes).sort(), dataset).toEqual(keys);
      }
      expect(rows.length, dataset).toBeLessThanOrEqual(5);
      if (dataset !== 'submissions') expect(res.body.meta?.total, dataset).toBeGreaterThan(0);
    }
    // No secret travels: the users' rows hold no hash, token or second factor.
    const users = await list('users', 'page[size]=100');
    expect(users.text).not.toMatch(/password|token|two_factor|\$2[aby]\$/i);
  });

  it('filters, sorts, pages and narrows the columns', async () => {
    const drafts = await list('vacancies', 'filter[status]=draft&page[size]=100');
    const rows = getResources(drafts.body);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.attributes.status === 'draft')).toBe(true);

    const byTitle = getResources(
      (await list('vacancies', 'sort=title&page[size]=100&fields=title')).body,
    ).map((r) => String(r.attributes.title ?? ''));
    expect(byTitle.length).toBeGreaterThan(1);
    expect(
      Object.keys(getResources((await list('vacancies', 'fields=title')).body)[0]!.attributes),
    ).toEqual(['title']);
    const sorted = [...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    // The database's collation may order case and accents its own way; the first and last agree.
    expect(byTitle[0]!.localeCompare(byTitle.at(-1)!)).toBeLessThanOrEqual(0);
    expect(new Set(byTitle)).toEqual(new Set(sorted));

    const found = await list('vacancies', 'filter[q]=buurthuis zuid');
    expect(getResources(found.body).map((r) => r.attributes.title)).toEqual([
      'Gastvrouw Buurthuis Zuid',
    ]);
    const page1 = await list('organizations', 'page[size]=2&page[number]=1&sort=name');
    const page2 = await list('organizations', 'page[size]=2&page[number]=2&sort=name');
    const ids = (r: typeof page1) => getResources(r.body).map((x) => x.id);
    expect(ids(page1)).toHaveLength(2);
    expect(ids(page1).some((id) => ids(page2).includes(id))).toBe(false);
    const past = await list('organizations', 'page[size]=2&page[number]=9999');
    expect(getResources(past.body)).toEqual([]);
    expect(past.body.meta?.total).toBe(page1.body.meta?.total);
    // Created in a period: nothing before the tenant existed.
    const old = await list('organizations', 'filter[from]=1990-01-01&filter[to]=1990-12-31');
    expect(old.body.meta?.total).toBe(0);
  });

  it('keeps a center admin to their center, an admin to what they choose', async () => {
    const admin = await list('vacancies', `filter[center_id]=${OTHER_CENTER}`);
    expect(getResources(admin.body).map((r) => r.attributes.title)).toEqual([
      'Gastvrouw Buurthuis Zuid',
    ]);
    const coordinator = await list('vacancies', 'page[size]=100', 'coordinator');
    expect(coordinator.status).toBe(200);
    const titles = getResources(coordinator.body).map((r) => r.attributes.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).not.toContain('Gastvrouw Buurthuis Zuid');
    const all = await list('vacancies', 'page[size]=1');
    expect(coordinator.body.meta?.total).toBe((all.body.meta?.total as number) - 1);
    // Another center is not theirs: the same answer as one that does not exist.
    const other = await list('vacancies', `filter[center_id]=${OTHER_CENTER}`, 'coordinator');
    expect(other.status).toBe(404);
    expect(getFirstError(other.body).source).toEqual({ parameter: 'filter[center_id]' });
  });

  it('is not for organizations, volunteers or strangers', async () => {
    expect((await list('users', '', 'organization')).status).toBe(403);
    expect((await list('users', '', 'volunteer')).status).toBe(403);
    expect((await list('users', '', null)).status).toBe(401);
    // Another tenant's admin sees their own rows, never demo's.
    const theirs = await list('vacancies', 'page[size]=100', 'admin', cordaad);
    expect(theirs.status).toBe(200);
    const ours = getResources((await list('vacancies', 'page[size]=100')).body).map((r) => r.id);
    expect(getResources(theirs.body).some((r) => ours.includes(r.id))).toBe(false);
    const foreign = await list('vacancies', `filter[center_id]=${OTHER_CENTER}`, 'admin', cordaad);
    expect(getResources(foreign.body)).toEqual([]);
  });

  it('refuses bad parameters with the parameter named, and unknown datasets', async () => {
    for (const [query, parameter] of [
      ['filter[status]=lost', 'filter[status]'],
      ['sort=password_hash', 'sort'],
      ['fields=email,password_hash', 'fields'],
      ['page[size]=500', 'page[size]'],
      ['filter[from]=2026-02-30', 'filter[from]'],
      ['filter[center_id]=42', 'filter[center_id]'],
    ] as const) {
      const res = await list('users', query);
      expect(res.status, query).toBe(400);
      expect(getFirstError(res.body).source, query).toEqual({ parameter });
    }
    expect((await list('secrets')).status).toBe(404);
  });
});

describe('GET /api/v1/data_viewer/{dataset}/export', () => {
  const exportsOf = (actorId: string) =>
    h.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'data.exported'), eq(auditEvents.actorId, actorId)));

  it('downloads the filtered rows as CSV in the reader’s language, and audits it', async () => {
    const admin = getDemoUserId('demo', 'admin');
    const before = (await exportsOf(admin)).length;
    const res = await send(
      'GET',
      '/api/v1/data_viewer/vacancies/export?filter[status]=published&fields=title,status',
      'admin',
      undefined,
      { 'accept-language': 'nl' },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(String(res.headers['content-disposition'])).toMatch(/attachment; filename.*Vacatures-/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Titel;Status');
    const total = (await list('vacancies', 'filter[status]=published&page[size]=1')).body.meta
      ?.total as number;
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((l) => l.endsWith(';published'))).toBe(true);
    const audited = await exportsOf(admin);
    expect(audited).toHaveLength(before + 1);
    expect(audited.at(-1)!.details).toMatchObject({
      dataset: 'vacancies',
      rows: total,
      columns: ['title', 'status'],
      filters: { status: 'published' },
    });
  });

  it('audits a center admin’s export and refuses the others without a trace', async () => {
    const coordinator = getDemoUserId('demo', 'coordinator');
    const res = await send('GET', '/api/v1/data_viewer/users/export', 'coordinator');
    expect(res.status).toBe(200);
    expect((await exportsOf(coordinator)).at(-1)!.details).toMatchObject({ dataset: 'users' });
    const volunteer = getDemoUserId('demo', 'volunteer');
    expect((await send('GET', '/api/v1/data_viewer/users/export', 'volunteer')).status).toBe(403);
    expect(await exportsOf(volunteer)).toHaveLength(0);
    expect((await send('GET', '/api/v1/data_viewer/users/export', null)).status).toBe(401);
    expect((await send('GET', '/api/v1/data_viewer/users/export?sort=x', 'admin')).status).toBe(
      400,
    );
  });
});
