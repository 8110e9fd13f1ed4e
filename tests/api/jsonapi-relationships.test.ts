// Creates name their related resources the JSON:API way (`relationships.<name>.data`) as well as
// by attribute (`<name>_id`): on every create that has a related resource, a wrong type or two
// different answers is a 422 at the relationship. A real JSON:API client (kitsu) against the
// listening server creates an application, a vacancy and a message and reads them back with
// `include`.
import type { AddressInfo } from 'node:net';
import Kitsu from 'kitsu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getResource, getResources, hostOf, type ApiResponse } from '../support/api-requests';
import {
  createSender,
  DEMO_FOUNDATION,
  DEMO_SCHOOL,
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

const rel = (type: string, id: string | null) => ({ data: id === null ? null : { type, id } });

function pointersOf(res: ApiResponse): string[] {
  expect(res.status, res.text).toBe(422);
  return (res.body.errors ?? []).map((e) => e.source?.pointer ?? '');
}

describe('relationships on creates', () => {
  it('applications: vacancy', async () => {
    const vacancyId = await insertVacancy(h.database.db, {});
    const created = await send('POST', '/api/v1/applications', 'volunteer', {
      data: {
        type: 'applications',
        attributes: { motivation: MOTIVATION },
        relationships: { vacancy: rel('vacancies', vacancyId) },
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(getResource(created.body).relationships?.vacancy).toMatchObject({
      data: { type: 'vacancies', id: vacancyId },
    });

    const other = await insertVacancy(h.database.db, {});
    const wrongType = await send('POST', '/api/v1/applications', 'volunteer', {
      data: {
        type: 'applications',
        attributes: { motivation: MOTIVATION },
        relationships: { vacancy: rel('organizations', other) },
      },
    });
    expect(pointersOf(wrongType)).toEqual(['/data/relationships/vacancy/data/type']);
    const twoAnswers = await send('POST', '/api/v1/applications', 'volunteer', {
      data: {
        type: 'applications',
        attributes: { motivation: MOTIVATION, vacancy_id: vacancyId },
        relationships: { vacancy: rel('vacancies', other) },
      },
    });
    expect(pointersOf(twoAnswers)).toEqual(['/data/relationships/vacancy/data/id']);
    const badId = await send('POST', '/api/v1/applications', 'volunteer', {
      data: {
        type: 'applications',
        attributes: { motivation: MOTIVATION },
        relationships: { vacancy: rel('vacancies', 'geen-id') },
      },
    });
    expect(pointersOf(badId)).toEqual(['/data/relationships/vacancy/data/id']);
    const notARelationship = await send('POST', '/api/v1/applications', 'volunteer', {
      data: { type: 'applications', attributes: {}, relationships: { vacancy: other } },
    });
    expect(notARelationship.status).toBe(400);
  });

  it('vacancies: organization and tags (a to-many relationship)', async () => {
    const school = DEMO_SCHOOL;
    // Skills: help categories are for one-to-one help and no vacancy may carry them.
    const tags = getResources(
      (await send('GET', '/api/v1/tags?filter[kind_eq]=skill', null)).body,
    ).slice(0, 2);
    expect(tags).toHaveLength(2);
    const created = await send('POST', '/api/v1/vacancies', 'organization', {
      data: {
        type: 'vacancies',
        attributes: { title_nl: 'Tuinhulp' },
        relationships: {
          organization: rel('organizations', school),
          tags: { data: tags.map((t) => ({ type: 'tags', id: t.id })) },
        },
      },
    });
    expect(created.status, created.text).toBe(201);
    const vacancy = getResource(created.body);
    expect(vacancy.relationships?.organization).toMatchObject({ data: { id: school } });
    const tagIds = (vacancy.relationships?.tags?.data as { id: string }[]).map((t) => t.id);
    expect(tagIds.sort()).toEqual(tags.map((t) => t.id).sort());

    const wrong = await send('POST', '/api/v1/vacancies', 'organization', {
      data: {
        type: 'vacancies',
        attributes: { title_nl: 'Tuinhulp' },
        relationships: {
          organization: rel('organizations', school),
          tags: {
            data: [
              { type: 'tags', id: tags[0]!.id },
              { type: 'users', id: tags[1]!.id },
            ],
          },
        },
      },
    });
    expect(pointersOf(wrong)).toEqual(['/data/relationships/tags/data/1/type']);
    const badId = await send('POST', '/api/v1/vacancies', 'organization', {
      data: {
        type: 'vacancies',
        attributes: { title_nl: 'Tuinhulp' },
        relationships: {
          organization: rel('organizations', school),
          tags: { data: [{ type: 'tags', id: 'geen-id' }] },
        },
      },
    });
    expect(pointersOf(badId)).toEqual(['/data/relationships/tags/data/0/id']);
  });

  it('conversations: organization', async () => {
    const school = DEMO_SCHOOL;
    const res = await send('POST', '/api/v1/conversations', 'organization', {
      data: {
        type: 'conversations',
        attributes: {},
        relationships: { organization: rel('organizations', school) },
      },
    });
    expect([200, 201], res.text).toContain(res.status);
  });

  it('messages: the conversation of the URL, which it may only repeat', async () => {
    const list = await send('GET', '/api/v1/conversations', 'volunteer');
    const conversationId = getResources(list.body)[0]!.id;
    const url = `/api/v1/conversations/${conversationId}/messages`;
    const same = await send('POST', url, 'volunteer', {
      data: {
        type: 'messages',
        attributes: { body: 'Hallo' },
        relationships: { conversation: rel('conversations', conversationId) },
      },
    });
    expect(same.status, same.text).toBe(201);
    const other = await send('POST', url, 'volunteer', {
      data: {
        type: 'messages',
        attributes: { body: 'Hallo' },
        relationships: { conversation: rel('conversations', crypto.randomUUID()) },
      },
    });
    expect(pointersOf(other)).toEqual(['/data/relationships/conversation/data/id']);
  });

  it('users: organization', async () => {
    const res = await send('POST', '/api/v1/users', 'admin', {
      data: {
        type: 'users',
        attributes: {
          email: 'relatie@demo.test',
          first_name: 'Rel',
          last_name: 'Atie',
          role: 'organization_admin',
        },
        relationships: { organization: rel('organizations', DEMO_FOUNDATION) },
      },
    });
    expect(res.status, res.text).toBe(201);
  });

  it('organizations: parent', async () => {
    const res = await send('POST', '/api/v1/organizations', 'admin', {
      data: {
        type: 'organizations',
        attributes: { name: 'Afdeling Noord', organization_type: 'Foundation' },
        relationships: { parent: rel('organizations', DEMO_FOUNDATION) },
      },
    });
    expect(res.status, res.text).toBe(201);
    const wrong = await send('POST', '/api/v1/organizations', 'admin', {
      data: {
        type: 'organizations',
        attributes: { name: 'Afdeling Zuid', organization_type: 'Foundation' },
        relationships: { parent: rel('users', demoUser('admin')) },
      },
    });
    expect(pointersOf(wrong)).toEqual(['/data/relationships/parent/data/type']);
  });
});

describe('a standard JSON:API client (kitsu) against the running server', () => {
  let api: Kitsu;
  let baseURL: string;

  beforeAll(async () => {
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = h.app.server.address() as AddressInfo;
    baseURL = `http://127.0.0.1:${port}/api/v1`;
  });

  const client = (who: 'organization' | 'volunteer') =>
    new Kitsu({
      baseURL,
      headers: { ...demo.as[who], host: hostOf('demo') },
      // Our types and paths are snake_case plurals already.
      camelCaseTypes: false,
      resourceCase: 'snake',
      pluralize: false,
    });

  it('creates a vacancy, applies to it and writes a message, then reads them with include', async () => {
    const school = DEMO_SCHOOL;
    api = client('organization');
    const vacancy = await api.create('vacancies', {
      title_nl: 'Voorlezen in de bibliotheek',
      status: 'published',
      organization: { data: { type: 'organizations', id: school } },
    });
    const vacancyId = (vacancy as { data: { id: string } }).data.id;
    const readVacancy = (await api.get(`vacancies/${vacancyId}`, {
      params: { include: 'organization' },
    })) as { data: { title_nl: string; organization: { data: { id: string } } } };
    expect(readVacancy.data.title_nl).toBe('Voorlezen in de bibliotheek');
    expect(readVacancy.data.organization.data.id).toBe(school);

    const volunteer = client('volunteer');
    const application = (await volunteer.create('applications', {
      motivation: MOTIVATION,
      vacancy: { data: { type: 'vacancies', id: vacancyId } },
    })) as { data: { id: string } };
    const read = (await volunteer.get(`applications/${application.data.id}`, {
      params: { include: 'vacancy,conversation' },
    })) as {
      data: {
        motivation: string;
        vacancy: { data: { id: string; title_nl: string } };
        conversation: { data: { id: string } };
      };
    };
    expect(read.data.motivation).toBe(MOTIVATION);
    expect(read.data.vacancy.data).toMatchObject({
      id: vacancyId,
      title_nl: 'Voorlezen in de bibliotheek',
    });

    const conversationId = read.data.conversation.data.id;
    await volunteer.create(`conversations/${conversationId}/messages`, {
      body: 'Wanneer kan ik beginnen?',
      conversation: { data: { type: 'conversations', id: conversationId } },
    });
    const thread = (await volunteer.get(`conversations/${conversationId}`, {
      params: { include: 'messages' },
    })) as { data: { messages: { data: { body: string }[] } } };
    expect(thread.data.messages.data.map((m) => m.body)).toContain('Wanneer kan ik beginnen?');
  });

  it('gets the 422 of a wrong relationship as JSON:API errors', async () => {
    const volunteer = client('volunteer');
    const error = await volunteer
      .create('applications', {
        motivation: MOTIVATION,
        vacancy: { data: { type: 'organizations', id: DEMO_FOUNDATION } },
      })
      .catch((e: unknown) => e as { response?: { status: number }; errors?: unknown[] });
    expect(error).toMatchObject({
      errors: [{ status: '422', source: { pointer: '/data/relationships/vacancy/data/type' } }],
    });
  });
});
