// A vacancy that asks one of its center's forms instead of its own questions (docs/forms-api.md
// "Vacancy questions"): only a published form of the vacancy's center without a file question may
// be attached; applicants read it at /vacancies/{id}/form and their answers are checked by the
// form's rules and kept with the version answered, also after the form changes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../server/db/schema/applications';
import { vacancies } from '../../server/db/schema/vacancies';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getResource } from '../support/api-requests';
import { applicationDoc, createSender, insertVacancy, MOTIVATION } from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const send = demo.send;
const oldebroek = createSender(() => h.app, 'oldebroek');

const field = (key: string, type: string, extra: Record<string, unknown> = {}) => ({
  key,
  type,
  label_nl: `Vraag ${key}`,
  label_en: `Question ${key}`,
  required: false,
  rules: {},
  options: [],
  show_when: null,
  ...extra,
});

const FIELDS = [
  field('naam', 'short_text', { required: true, label_nl: 'Je naam', rules: { max_length: 40 } }),
  field('vog', 'single_choice', {
    required: true,
    options: [
      { value: 'ja', label_nl: 'Ja', label_en: 'Yes' },
      { value: 'nee', label_nl: 'Nee', label_en: 'No' },
    ],
  }),
  field('aanvragen', 'checkbox', { show_when: { field_key: 'vog', equals: 'nee' } }),
];

async function makeForm(
  sender: typeof send,
  fields: unknown[],
  options: { publish?: boolean } = {},
): Promise<string> {
  const res = await sender('POST', '/api/v1/forms', 'coordinator', {
    data: { type: 'forms', attributes: { title_nl: 'Vragen bij aanmelden', fields } },
  });
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  const id = getResource(res.body).id;
  if (options.publish !== false) {
    const published = await sender('POST', `/api/v1/forms/${id}/versions`, 'coordinator');
    if (published.status !== 201) throw new Error(`${published.status} ${published.text}`);
  }
  return id;
}

const vacancyDoc = (id: string, attributes: Record<string, unknown>) => ({
  data: { type: 'vacancies', id, attributes },
});
const attach = (vacancyId: string, formId: string | null, who: string | null = 'coordinator') =>
  send('PATCH', `/api/v1/vacancies/${vacancyId}`, who, vacancyDoc(vacancyId, { form_id: formId }));

let formId: string;

beforeAll(async () => {
  h = await createApiHarness({ authRateLimitIpPerMinute: 10_000 });
  for (const who of ['coordinator', 'volunteer', 'organization'])
    await demo.signInAs(who, `${who}@demo.test`);
  await oldebroek.signInAs('coordinator', 'coordinator@oldebroek.test');
  formId = await makeForm(send, FIELDS);
});
afterAll(async () => {
  await h?.close();
});

describe('attaching a form to a vacancy', () => {
  it('attaches a published form of the center; anyone who sees the vacancy reads it', async () => {
    const vacancyId = await insertVacancy(h.database.db);
    const res = await attach(vacancyId, formId);
    expect(res.status, res.text).toBe(200);
    expect(getResource(res.body).attributes!.form_id).toBe(formId);

    const read = await send('GET', `/api/v1/vacancies/${vacancyId}/form`, null, undefined, {
      'accept-language': 'en',
    });
    expect(read.status, read.text).toBe(200);
    const form = getResource(read.body);
    expect(form.type).toBe('public_forms');
    expect(form.attributes).toMatchObject({ title: 'Vragen bij aanmelden', locale: 'en' });
    expect((form.attributes!.fields as Array<{ key: string }>).map((f) => f.key)).toEqual([
      'naam',
      'vog',
      'aanvragen',
    ]);
    // Named by its version: answering on the vacancy does not hand out the form's public link.
    const token = String(
      getResource((await send('GET', `/api/v1/forms/${formId}`, 'coordinator')).body).attributes!
        .token,
    );
    expect(form.id).not.toBe(token);
    expect(read.text).not.toContain(token);

    const cleared = await attach(vacancyId, null);
    expect(cleared.status).toBe(200);
    expect(getResource(cleared.body).attributes!.form_id).toBeNull();
    expect((await send('GET', `/api/v1/vacancies/${vacancyId}/form`, null)).status).toBe(404);
  });

  it('refuses a draft form, a form with a file question and another center’s form, changing nothing', async () => {
    const vacancyId = await insertVacancy(h.database.db);
    const draft = await makeForm(send, FIELDS, { publish: false });
    const withFile = await makeForm(send, [
      ...FIELDS,
      field('cv', 'file', { rules: { file_types: ['pdf'] } }),
    ]);
    const foreign = await makeForm(oldebroek.send, FIELDS);
    for (const [id, message] of [
      [draft, 'Kies een gepubliceerd formulier'],
      [withFile, 'vraagt om een bestand'],
      [foreign, 'Kies een gepubliceerd formulier'],
      ['00000000-0000-4000-8000-000000000000', 'Kies een gepubliceerd formulier'],
    ] as const) {
      const res = await attach(vacancyId, id);
      expect(res.status, res.text).toBe(422);
      const error = (res.body as { errors: Array<{ source: { pointer: string }; detail: string }> })
        .errors[0]!;
      expect(error.source.pointer).toBe('/data/attributes/form_id');
      expect(error.detail).toContain(message);
    }
    const bad = await attach(vacancyId, 'geen-uuid');
    expect(bad.status).toBe(422);
    const [row] = await h.database.db.select().from(vacancies).where(eq(vacancies.id, vacancyId));
    expect(row!.formId).toBeNull();
  });

  it('lets only the vacancy’s managers attach (401 signed out, 403 volunteer, 404 other tenant)', async () => {
    const vacancyId = await insertVacancy(h.database.db);
    expect((await attach(vacancyId, formId, null)).status).toBe(401);
    expect((await attach(vacancyId, formId, 'volunteer')).status).toBe(403);
    const other = await oldebroek.send(
      'PATCH',
      `/api/v1/vacancies/${vacancyId}`,
      'coordinator',
      vacancyDoc(vacancyId, { form_id: formId }),
    );
    expect(other.status).toBe(404);
    expect((await oldebroek.send('GET', `/api/v1/vacancies/${vacancyId}/form`, null)).status).toBe(
      404,
    );
  });
});

describe('applying with a form', () => {
  it('checks the answers by the form’s rules and keeps them with the version answered', async () => {
    // The vacancy's own required question is not asked once a form is attached.
    const vacancyId = await insertVacancy(h.database.db, {
      questions: [{ id: 'q1', text: 'Waarom?', required: true }],
    });
    expect((await attach(vacancyId, formId)).status).toBe(200);

    const refused = await send(
      'POST',
      '/api/v1/applications',
      'volunteer',
      applicationDoc({
        vacancy_id: vacancyId,
        motivation: MOTIVATION,
        form_answers: { naam: 'x'.repeat(41), vog: 'misschien', onbekend: 'ja' },
      }),
    );
    expect(refused.status, refused.text).toBe(422);
    const pointers = (refused.body as { errors: Array<{ source: { pointer: string } }> }).errors
      .map((e) => e.source.pointer)
      .sort();
    expect(pointers).toEqual([
      '/data/attributes/form_answers/naam',
      '/data/attributes/form_answers/onbekend',
      '/data/attributes/form_answers/vog',
    ]);
    const none = await h.database.db
      .select()
      .from(applications)
      .where(eq(applications.vacancyId, vacancyId));
    expect(none).toHaveLength(0);

    const missing = await send(
      'POST',
      '/api/v1/applications',
      'volunteer',
      applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }),
    );
    expect(missing.status).toBe(422);

    const created = await send(
      'POST',
      '/api/v1/applications',
      'volunteer',
      applicationDoc({
        vacancy_id: vacancyId,
        motivation: MOTIVATION,
        // A hidden question's answer (vog is 'ja') is dropped, as in a public submission.
        form_answers: { naam: 'Zoë de Vries', vog: 'ja', aanvragen: true },
      }),
    );
    expect(created.status, created.text).toBe(201);
    const application = getResource(created.body);
    expect(application.attributes!.form_answers).toEqual({ naam: 'Zoë de Vries', vog: 'ja' });
    expect(application.attributes!.answers).toEqual([]);

    // The form changes and is published again; the application keeps the labels it answered.
    const changed = await send('PATCH', `/api/v1/forms/${formId}`, 'coordinator', {
      data: {
        type: 'forms',
        id: formId,
        attributes: {
          fields: [{ ...FIELDS[0], label_nl: 'Voor- en achternaam' }, ...FIELDS.slice(1)],
        },
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await send('POST', `/api/v1/forms/${formId}/versions`, 'coordinator')).status).toBe(
      201,
    );
    const read = await send('GET', `/api/v1/applications/${application.id}`, 'coordinator');
    expect(read.status).toBe(200);
    const fields = getResource(read.body).attributes!.form_fields as Array<{
      key: string;
      label_nl: string;
    }>;
    expect(fields.find((f) => f.key === 'naam')!.label_nl).toBe('Je naam');
    const [row] = await h.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row!.formVersionId).not.toBeNull();
  });
});
