// Forms (docs/forms-api.md): coordinators build and publish them; visitors answer by the token
// without an account, checked by the same run-time rules as the browser; a submission keeps its
// version; answers are listed, handled, deleted, exported (CSV and XLSX, formula-like text kept as
// text) and erased after the retention period.
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/email';
import { formSubmissions } from '../../server/db/schema/forms';
import { withTenant } from '../../server/db/with-tenant';
import { runFormRetention } from '../../server/modules/forms/retention';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getResource, getResources } from '../support/api-requests';
import { createSender } from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const send = demo.send;
const oldebroek = createSender(() => h.app, 'oldebroek');

const formDoc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'forms', ...(id ? { id } : {}), attributes },
});
const answerDoc = (answers: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  data: { type: 'form_submissions', attributes: { answers, fill_ms: 12_000, ...extra } },
});

const field = (key: string, type: string, extra: Record<string, unknown> = {}) => ({
  key,
  type,
  label_nl: key === 'naam' ? 'Je naam' : `Vraag ${key}`,
  label_en: key === 'naam' ? 'Your name' : `Question ${key}`,
  required: false,
  rules: {},
  options: [],
  show_when: null,
  ...extra,
});

const INTAKE_FIELDS = [
  field('intro', 'heading', { help_nl: 'Fijn dat je er bent.' }),
  field('naam', 'short_text', { required: true, rules: { max_length: 60 } }),
  field('mail', 'email'),
  field('auto', 'single_choice', {
    required: true,
    options: [
      { value: 'ja', label_nl: 'Ja', label_en: 'Yes' },
      { value: 'nee', label_nl: 'Nee', label_en: 'No' },
    ],
  }),
  field('kenteken', 'short_text', {
    required: true,
    show_when: { field_key: 'auto', equals: 'ja' },
  }),
  field('opmerking', 'long_text'),
];

async function createForm(attributes: Record<string, unknown> = {}) {
  const res = await send(
    'POST',
    '/api/v1/forms',
    'coordinator',
    formDoc({ title_nl: 'Intake vrijwilligers', fields: INTAKE_FIELDS, ...attributes }),
  );
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return getResource(res.body);
}

async function publish(id: string) {
  const res = await send('POST', `/api/v1/forms/${id}/versions`, 'coordinator');
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return getResource(res.body);
}

let intake: { id: string; token: string };

beforeAll(async () => {
  h = await createApiHarness({ authRateLimitIpPerMinute: 10_000 });
  for (const who of ['coordinator', 'admin', 'volunteer', 'organization'])
    await demo.signInAs(who, `${who}@demo.test`);
  await oldebroek.signInAs('coordinator', 'coordinator@oldebroek.test');
  const form = await createForm({ send_confirmation: true });
  await publish(form.id);
  intake = { id: form.id, token: form.attributes!.token as string };
});
afterAll(async () => {
  await h?.close();
});

describe('building forms', () => {
  it('creates a draft with a secret token; the builder hears of each submission by default', async () => {
    const form = await createForm();
    expect(form.attributes).toMatchObject({
      status: 'draft',
      published_version: null,
      has_unpublished_changes: true,
      retention_months: 12,
      notify_me: true,
      submission_count: 0,
    });
    expect(String(form.attributes!.token)).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((form.attributes!.fields as unknown[]).length).toBe(INTAKE_FIELDS.length);
  });

  it('refuses every bad field at its pointer and stores nothing', async () => {
    const before = getResources((await send('GET', '/api/v1/forms', 'coordinator')).body).length;
    const res = await send(
      'POST',
      '/api/v1/forms',
      'coordinator',
      formDoc({
        title_nl: 'Kapot',
        fields: [
          field('a', 'single_choice'),
          field('a', 'short_text', { show_when: { field_key: 'zzz', equals: 'x' } }),
          field('b', 'number', { rules: { min: 10, max: 2 } }),
        ],
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e) => e.source?.pointer)).toEqual([
      '/data/attributes/fields/0/options',
      '/data/attributes/fields/1/key',
      '/data/attributes/fields/1/show_when',
      '/data/attributes/fields/2/rules',
    ]);
    const bad = await send(
      'POST',
      '/api/v1/forms',
      'coordinator',
      formDoc({ fields: [field('x', 'slider')], retention_months: 200 }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/fields/0/type',
      '/data/attributes/retention_months',
      '/data/attributes/title_nl',
    ]);
    const after = getResources((await send('GET', '/api/v1/forms', 'coordinator')).body).length;
    expect(after).toBe(before);
  });

  it('lets only coordinators and admins of the center build: 403 for others, 401 signed out', async () => {
    for (const who of ['volunteer', 'organization']) {
      expect((await send('GET', '/api/v1/forms', who)).status).toBe(403);
      expect((await send('POST', '/api/v1/forms', who, formDoc({ title_nl: 'X' }))).status).toBe(
        403,
      );
    }
    expect((await send('GET', `/api/v1/forms/${intake.id}`, null)).status).toBe(401);
    expect((await send('GET', `/api/v1/forms/${intake.id}`, 'admin')).status).toBe(200);
  });

  it("answers 404 for another tenant's form", async () => {
    const other = await oldebroek.send(
      'POST',
      '/api/v1/forms',
      'coordinator',
      formDoc({ title_nl: 'Oldebroek', fields: [field('naam', 'short_text')] }),
    );
    const id = getResource(other.body).id;
    expect((await send('GET', `/api/v1/forms/${id}`, 'admin')).status).toBe(404);
    expect(
      (await send('PATCH', `/api/v1/forms/${id}`, 'admin', formDoc({ title_en: 'x' }, id))).status,
    ).toBe(404);
    expect((await send('DELETE', `/api/v1/forms/${id}`, 'admin')).status).toBe(404);
    expect((await send('GET', `/api/v1/forms/${intake.id}`, null, undefined)).status).toBe(401);
    expect((await oldebroek.send('GET', `/api/v1/public_forms/${intake.id}`, null)).status).toBe(
      404,
    );
  });

  it('publishes versions; a published question keeps its type', async () => {
    const form = await createForm();
    const empty = await send(
      'POST',
      '/api/v1/forms',
      'coordinator',
      formDoc({ title_nl: 'Leeg', fields: [field('kop', 'heading')] }),
    );
    const refused = await send(
      'POST',
      `/api/v1/forms/${getResource(empty.body).id}/versions`,
      'coordinator',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors![0]!.source?.pointer).toBe('/data/attributes/fields');

    expect((await publish(form.id)).attributes!.version).toBe(1);
    const changed = INTAKE_FIELDS.map((f) => (f.key === 'naam' ? { ...f, type: 'long_text' } : f));
    const res = await send(
      'PATCH',
      `/api/v1/forms/${form.id}`,
      'coordinator',
      formDoc({ fields: changed }, form.id),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors![0]!.source?.pointer).toBe('/data/attributes/fields/1/type');
    const renamed = await send(
      'PATCH',
      `/api/v1/forms/${form.id}`,
      'coordinator',
      formDoc({ title_nl: 'Intake 2027' }, form.id),
    );
    expect(getResource(renamed.body).attributes!.has_unpublished_changes).toBe(true);
    expect((await publish(form.id)).attributes!.version).toBe(2);
    const versions = await send('GET', `/api/v1/forms/${form.id}/versions`, 'coordinator');
    expect(getResources(versions.body).map((v) => v.attributes!.version)).toEqual([2, 1]);
  });
});

describe('answering a form publicly', () => {
  it('shows the published version in the visitor’s language, and nothing of drafts', async () => {
    const res = await send('GET', `/api/v1/public_forms/${intake.token}`, null, undefined, {
      'accept-language': 'en',
    });
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      version: 1,
      title: 'Intake vrijwilligers',
      locale: 'en',
    });
    const draft = await createForm();
    expect(
      (await send('GET', `/api/v1/public_forms/${draft.attributes!.token as string}`, null)).status,
    ).toBe(404);
    expect((await send('GET', '/api/v1/public_forms/onbekend-token-123', null)).status).toBe(404);
  });

  it('refuses bad answers with every question named in the visitor’s words, storing nothing', async () => {
    const res = await send(
      'POST',
      `/api/v1/public_forms/${intake.token}/submissions`,
      null,
      answerDoc({ mail: 'geen-adres', auto: 'ja', onbekend: 'x' }),
      { 'accept-language': 'nl' },
    );
    expect(res.status).toBe(422);
    const errors = Object.fromEntries(res.body.errors!.map((e) => [e.source?.pointer, e.detail]));
    expect(errors).toEqual({
      '/data/attributes/answers/onbekend': expect.stringContaining('heeft deze vraag niet'),
      '/data/attributes/answers/naam': 'Je naam is verplicht.',
      '/data/attributes/answers/mail': 'Vraag mail moet een geldig e-mailadres zijn.',
      '/data/attributes/answers/kenteken': 'Vraag kenteken is verplicht.',
    });
    const stored = await withTenant(h.database.db, 'demo', (tx) =>
      tx.select().from(formSubmissions).where(eq(formSubmissions.formId, intake.id)),
    );
    expect(stored).toHaveLength(0);
  });

  it('stores an answer once, mails the builder and the submitter, and keeps its version', async () => {
    const sanne = answerDoc({
      naam: '  Sanne de Vries ',
      mail: 'sanne@voorbeeld.test',
      auto: 'nee',
      kenteken: 'verborgen',
      opmerking: 'Regel 1\nRegel 2; "met" komma, en =1+1',
    });
    const headers = { 'accept-language': 'nl', 'idempotency-key': 'forms-test-once' };
    const url = `/api/v1/public_forms/${intake.token}/submissions`;
    const res = await send('POST', url, null, sanne, headers);
    expect(res.status).toBe(201);
    const id = getResource(res.body).id;
    // The same answers sent again (an offline queue replaying) are stored once.
    const again = await send('POST', url, null, sanne, headers);
    expect(again.status, again.text).toBe(201);
    expect(getResource(again.body).id).toBe(id);

    const detail = await send('GET', `/api/v1/form_submissions/${id}`, 'coordinator');
    expect(getResource(detail.body).attributes).toMatchObject({
      version: 1,
      answers: {
        naam: 'Sanne de Vries',
        mail: 'sanne@voorbeeld.test',
        auto: 'nee',
        opmerking: 'Regel 1\nRegel 2; "met" komma, en =1+1',
      },
      handled_at: null,
    });
    expect(detail.body.included?.[0]?.type).toBe('form_versions');

    const mails = await withTenant(h.database.db, 'demo', (tx) =>
      tx.select().from(emailOutbox).where(eq(emailOutbox.eventKey, 'form.submission_confirmation')),
    );
    expect(mails.map((m) => m.toAddress)).toEqual(['sanne@voorbeeld.test']);
    expect(mails[0]!.bodyText).toContain('Je naam: Sanne de Vries');
    const told = await withTenant(h.database.db, 'demo', (tx) =>
      tx
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.eventKey, 'form.submission_received'),
            eq(emailOutbox.toAddress, 'coordinator@demo.test'),
          ),
        ),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.bodyText).toContain(`/form_builder/${intake.id}/submissions/${id}`);

    // A new version later: the answer still shows the version it was given to.
    await send(
      'PATCH',
      `/api/v1/forms/${intake.id}`,
      'coordinator',
      formDoc({ fields: [...INTAKE_FIELDS, field('extra', 'checkbox')] }, intake.id),
    );
    await publish(intake.id);
    const later = await send('GET', `/api/v1/form_submissions/${id}`, 'coordinator');
    expect(getResource(later.body).attributes!.version).toBe(1);
  });

  it('stores nothing from a robot (honeypot or too fast) but answers as for a person', async () => {
    const count = async () =>
      (
        await withTenant(h.database.db, 'demo', (tx) =>
          tx.select().from(formSubmissions).where(eq(formSubmissions.formId, intake.id)),
        )
      ).length;
    const before = await count();
    for (const extra of [{ website_url: 'https://spam.example' }, { fill_ms: 400 }]) {
      const res = await send(
        'POST',
        `/api/v1/public_forms/${intake.token}/submissions`,
        null,
        answerDoc({ naam: 'Bot', auto: 'nee' }, extra),
      );
      expect(res.status).toBe(201);
    }
    expect(await count()).toBe(before);
  });
});

describe('looking after submissions', () => {
  it('lists with filters, marks handled and deletes; others may not', async () => {
    for (const naam of ['Kees', 'Fatima']) {
      await send(
        'POST',
        `/api/v1/public_forms/${intake.token}/submissions`,
        null,
        answerDoc({ naam, auto: 'nee' }),
      );
    }
    const list = async (query: string) =>
      getResources(
        (
          await send(
            'GET',
            `/api/v1/form_submissions?filter[form_id]=${intake.id}${query}`,
            'coordinator',
          )
        ).body,
      );
    const all = await list('');
    expect(all.length).toBeGreaterThanOrEqual(3);
    const fatima = (await list('&filter[search]=fatima'))[0]!;
    expect(fatima.attributes!.answers).toMatchObject({ naam: 'Fatima' });
    expect((await list('&filter[version]=1')).map((s) => s.id)).not.toContain(fatima.id);

    const handled = await send('PATCH', `/api/v1/form_submissions/${fatima.id}`, 'coordinator', {
      data: { type: 'form_submissions', id: fatima.id, attributes: { handled: true } },
    });
    expect(getResource(handled.body).attributes!.handled_at).not.toBeNull();
    expect((await list('&filter[handled]=true')).map((s) => s.id)).toEqual([fatima.id]);
    const bad = await send('PATCH', `/api/v1/form_submissions/${fatima.id}`, 'coordinator', {
      data: { type: 'form_submissions', id: fatima.id, attributes: { handled: 'misschien' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors![0]!.source?.pointer).toBe('/data/attributes/handled');

    expect((await send('GET', `/api/v1/form_submissions/${fatima.id}`, 'volunteer')).status).toBe(
      403,
    );
    expect((await send('DELETE', `/api/v1/form_submissions/${fatima.id}`, null)).status).toBe(401);
    expect(
      (await oldebroek.send('GET', `/api/v1/form_submissions/${fatima.id}`, 'coordinator')).status,
    ).toBe(404);
    expect(
      (await send('DELETE', `/api/v1/form_submissions/${fatima.id}`, 'coordinator')).status,
    ).toBe(204);
    expect((await send('GET', `/api/v1/form_submissions/${fatima.id}`, 'coordinator')).status).toBe(
      404,
    );
  });

  it('exports every answer as CSV and XLSX, formula-like text as text', async () => {
    const csv = await send('GET', `/api/v1/forms/${intake.id}/export?format=csv`, 'coordinator');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('"Regel 1\nRegel 2; ""met"" komma, en =1+1"');
    expect(csv.text).toContain('Je naam');

    const response = await h.app.inject({
      method: 'GET',
      url: `/api/v1/forms/${intake.id}/export?format=xlsx`,
      headers: { host: 'demo.localhost', ...demo.as.coordinator },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(
      expect.arrayContaining(['Ingevuld op', 'Versie', 'Je naam', 'Vraag opmerking']),
    );
    const column = header.indexOf('Vraag opmerking') + 1;
    const cells: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) cells.push(row.getCell(column).value);
    });
    expect(cells).toContain('Regel 1\nRegel 2; "met" komma, en =1+1');
    expect(cells.every((c) => typeof c === 'string' || c === null)).toBe(true);

    const wrong = await send('GET', `/api/v1/forms/${intake.id}/export?format=pdf`, 'coordinator');
    expect(wrong.status).toBe(400);
    expect(
      (await send('GET', `/api/v1/forms/${intake.id}/export?format=csv`, 'volunteer')).status,
    ).toBe(403);
  });

  it('erases answers after the retention period, keeping the row', async () => {
    const form = await createForm({ retention_months: 1 });
    await publish(form.id);
    const res = await send(
      'POST',
      `/api/v1/public_forms/${form.attributes!.token as string}/submissions`,
      null,
      answerDoc({ naam: 'Oud', auto: 'nee' }),
    );
    const id = getResource(res.body).id;
    const soon = new Date(Date.now() + 20 * 24 * 3600 * 1000);
    await runFormRetention(h.database, soon, {
      fileStore: h.app.fileStore,
      tenants: ['demo'],
    });
    const kept = await send('GET', `/api/v1/form_submissions/${id}`, 'coordinator');
    expect(getResource(kept.body).attributes!.answers).toEqual({ naam: 'Oud', auto: 'nee' });
    const later = new Date(Date.now() + 40 * 24 * 3600 * 1000);
    await runFormRetention(h.database, later, {
      fileStore: h.app.fileStore,
      tenants: ['demo'],
    });
    const erased = getResource(
      (await send('GET', `/api/v1/form_submissions/${id}`, 'coordinator')).body,
    );
    expect(erased.attributes!.answers).toEqual({});
    expect(erased.attributes!.erased_at).not.toBeNull();
  });
});
