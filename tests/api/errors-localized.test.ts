// A refused write answers as a form would: a 422 listing every failing field at once, each with
// its pointer, the machine-readable code validation_failed and a detail for a person in the
// request's language (the user's locale, else the locale cookie, else Accept-Language, else
// Dutch), from the forms' catalogue ('Achternaam is verplicht.' / 'Last name is required.').
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../common/constants';
import { users } from '../../server/db/schema/users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getResources, type ApiResponse } from '../support/api-requests';
import {
  applicationDoc,
  createSender,
  demoUser,
  insertVacancy,
  MOTIVATION,
} from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const send = demo.send;

beforeAll(async () => {
  h = await createApiHarness();
  for (const a of ['admin', 'organization', 'volunteer']) {
    await demo.signInAs(a, `${a}@demo.test`);
  }
});
afterAll(async () => {
  await h?.close();
});

async function setLocale(account: 'admin' | 'organization' | 'volunteer', locale: 'nl' | 'en') {
  await h.database.db
    .update(users)
    .set({ locale })
    .where(eq(users.id, demoUser(account)));
}

/** pointer -> detail of every error, after checking the 422 shape. */
function detailsOf(res: ApiResponse, code = 'validation_failed'): Record<string, string> {
  expect(res.status, res.text).toBe(422);
  const out: Record<string, string> = {};
  for (const error of res.body.errors ?? []) {
    expect(error).toMatchObject({ status: '422', code });
    out[error.source!.pointer!] = error.detail!;
  }
  return out;
}

/** Sends the same refused write as a Dutch and as an English user. */
async function inBothLanguages(
  who: 'admin' | 'organization' | 'volunteer',
  url: string,
  payload: unknown,
  code?: string,
) {
  await setLocale(who, 'nl');
  const nl = detailsOf(await send('POST', url, who, payload), code);
  await setLocale(who, 'en');
  const en = detailsOf(await send('POST', url, who, payload), code);
  await setLocale(who, 'nl');
  return { nl, en };
}

describe('a 422 names every failing field in the user language', () => {
  it('users: e-mail, first and last name at once', async () => {
    const { nl, en } = await inBothLanguages('admin', '/api/v1/users', {
      data: {
        type: 'users',
        attributes: { email: 'geen-adres', first_name: 'Jan3', last_name: '' },
      },
    });
    expect(nl).toEqual({
      '/data/attributes/email': 'E-mailadres moet een geldig e-mailadres zijn.',
      '/data/attributes/first_name':
        'Voornaam mag alleen letters, spaties, streepjes en apostrofs bevatten.',
      '/data/attributes/last_name': 'Achternaam is verplicht.',
    });
    expect(en).toEqual({
      '/data/attributes/email': 'E-mail address must be a valid email address.',
      '/data/attributes/first_name':
        'First name may only contain letters, spaces, hyphens and apostrophes.',
      '/data/attributes/last_name': 'Last name is required.',
    });
  });

  it('organizations: name, e-mail and kind at once', async () => {
    const { nl, en } = await inBothLanguages('admin', '/api/v1/organizations', {
      data: { type: 'organizations', attributes: { name: 'X', email: 'nee', website: 'a b' } },
    });
    expect(nl).toEqual({
      '/data/attributes/organization_type': 'Soort organisatie is verplicht.',
      '/data/attributes/name': 'Naam van de organisatie moet minstens 2 tekens hebben.',
      '/data/attributes/email': 'E-mailadres moet een geldig e-mailadres zijn.',
      '/data/attributes/website': 'Website moet een geldig webadres zijn.',
    });
    expect(en['/data/attributes/organization_type']).toBe('Kind of organization is required.');
    expect(en['/data/attributes/name']).toBe(
      'Name of the organization must be at least 2 characters.',
    );
  });

  it('vacancies: numbers out of range and a date that is none', async () => {
    const { nl, en } = await inBothLanguages('organization', '/api/v1/vacancies', {
      data: {
        type: 'vacancies',
        attributes: {
          title_nl: 'Voorlezen',
          positions: 0,
          hours_per_week: 100,
          starts_on: 'morgen',
        },
      },
    });
    expect(nl).toEqual({
      '/data/attributes/positions': 'Aantal vrijwilligers nodig moet 1 of hoger zijn.',
      '/data/attributes/hours_per_week': 'Uur per week moet 80 of lager zijn.',
      '/data/attributes/starts_on': 'Begindatum moet een datum zijn, zoals 2026-03-01.',
    });
    expect(en).toEqual({
      '/data/attributes/positions': 'Number of volunteers needed must be 1 or more.',
      '/data/attributes/hours_per_week': 'Hours per week must be 80 or less.',
      '/data/attributes/starts_on': 'Start date must be a date, such as 2026-03-01.',
    });
  });

  it('applications: the vacancy and the motivation at once', async () => {
    const { nl, en } = await inBothLanguages(
      'volunteer',
      '/api/v1/applications',
      applicationDoc({ vacancy_id: 'geen-id', motivation: 'kort' }),
    );
    expect(nl).toEqual({
      '/data/attributes/vacancy_id': 'Vacature is niet geldig.',
      '/data/attributes/motivation': 'Motivatie moet minstens 10 tekens hebben.',
    });
    expect(en).toEqual({
      '/data/attributes/vacancy_id': 'Vacancy is not valid.',
      '/data/attributes/motivation': 'Motivation must be at least 10 characters.',
    });
  });

  it('messages: an empty message', async () => {
    const vacancyId = await insertVacancy(h.database.db, {});
    const applied = await send(
      'POST',
      '/api/v1/applications',
      'volunteer',
      applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }),
    );
    expect(applied.status, applied.text).toBe(201);
    const list = await send('GET', '/api/v1/conversations', 'volunteer');
    const conversationId = getResources(list.body)[0]!.id;
    const { nl, en } = await inBothLanguages(
      'volunteer',
      `/api/v1/conversations/${conversationId}/messages`,
      { data: { type: 'messages', attributes: { body: '   ' } } },
    );
    expect(nl).toEqual({ '/data/attributes/body': 'Bericht is verplicht.' });
    expect(en).toEqual({ '/data/attributes/body': 'Message is required.' });
  });
});

describe('refusals of the services speak the same catalogue', () => {
  it('a taken address and a vacancy that takes no applications', async () => {
    const taken = await inBothLanguages(
      'admin',
      '/api/v1/users',
      {
        data: {
          type: 'users',
          attributes: { email: 'volunteer@demo.test', first_name: 'Dubbel', last_name: 'Adres' },
        },
      },
      'already_exists',
    );
    expect(taken.nl).toEqual({
      '/data/attributes/email': 'Er is al een account met dit e-mailadres.',
    });
    expect(taken.en).toEqual({
      '/data/attributes/email': 'There is already an account with this e-mail address.',
    });
    const closedVacancy = await insertVacancy(h.database.db, { status: 'closed' });
    await setLocale('volunteer', 'en');
    const closed = await send(
      'POST',
      '/api/v1/applications',
      'volunteer',
      applicationDoc({ vacancy_id: closedVacancy, motivation: MOTIVATION }),
    );
    await setLocale('volunteer', 'nl');
    expect(detailsOf(closed)).toEqual({
      '/data/attributes/vacancy_id': "This vacancy isn't open for applications right now.",
    });
  });
});

describe('the language of a request without a user', () => {
  const signup = (headers: Record<string, string>) =>
    send(
      'POST',
      '/api/v1/organizations/signup',
      null,
      { data: { type: 'organizations', attributes: { organization_type: 'School' } } },
      headers,
    );
  const lastName = (res: ApiResponse) => detailsOf(res)['/data/attributes/last_name'];

  it('is the locale cookie, else Accept-Language, else Dutch', async () => {
    expect(lastName(await signup({}))).toBe('Achternaam is verplicht.');
    expect(lastName(await signup({ 'accept-language': 'en-GB,en;q=0.9' }))).toBe(
      'Last name is required.',
    );
    expect(lastName(await signup({ 'accept-language': 'de, en;q=0.5' }))).toBe(
      'Last name is required.',
    );
    expect(lastName(await signup({ 'accept-language': 'en', cookie: `${LOCALE_COOKIE}=nl` }))).toBe(
      'Achternaam is verplicht.',
    );
  });

  it('a signed-in user gets their own locale whatever the browser says', async () => {
    await setLocale('admin', 'nl');
    const res = await send(
      'POST',
      '/api/v1/users',
      'admin',
      { data: { type: 'users', attributes: { email: 'a@b.test', first_name: 'A' } } },
      { 'accept-language': 'en', cookie: `${LOCALE_COOKIE}=en` },
    );
    expect(detailsOf(res)).toEqual({ '/data/attributes/last_name': 'Achternaam is verplicht.' });
  });

  it('a wrong data.type stays a 400', async () => {
    const res = await send('POST', '/api/v1/users', 'admin', {
      data: { type: 'people', attributes: {} },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.source).toEqual({ pointer: '/data/type' });
  });
});
