// GET /api/v1/volunteer_pool: the findable volunteers a coordinator or organization may see,
// shown as the pool shows people (first name and initial, place, what they offer, VOG; never the
// last name, e-mail, phone, street or postcode letters), with full text, tag, availability, place
// and distance filters, and - for a vacancy the reader manages - the explained match in reverse.
// A hidden volunteer is never returned; another tenant's or center's pool is invisible; volunteers
// may not read it; a tenant without volunteer profiles has no pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResources } from '../support/api-requests';
import { createSender, DEMO_FOUNDATION, insertAccount } from './applications-fixtures';
import {
  AMSTERDAM,
  FOUR_KM_NORTH,
  insertMatchVacancy,
  insertPoolVolunteer,
  poolUrl,
  UTRECHT,
} from './volunteer-pool-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const cordaad = createSender(() => h.app, 'cordaad');
const meedoen = createSender(() => h.app, 'meedoen');
const send = demo.send;
/** A word only this file's volunteers carry, so seeded people never count. */
const WORD = 'zeppelinvouwen';
let zoe: string;
let sahin: string;
let hidden: string;
let far: string;
let vacancy: string;
let foundationVacancy: string;

beforeAll(async () => {
  h = await createApiHarness();
  const db = h.database.db;
  for (const a of ['admin', 'coordinator', 'organization', 'volunteer']) {
    await demo.signInAs(a, `${a}@demo.test`);
  }
  await cordaad.signInAs('coordinator', 'coordinator@cordaad.test');
  await cordaad.signInAs('admin', 'admin@cordaad.test');
  await meedoen.signInAs('admin', 'admin@meedoen.test');
  zoe = await insertPoolVolunteer(db, {
    firstName: 'Zoë',
    lastName: "van 't Hof",
    email: 'zoe-pool@demo.test',
    phone: '06 11112222',
    bio: `Ik lees graag voor aan kinderen en doe aan ${WORD}.`,
    skills: ['Voorlezen', 'Geduld'],
    interests: ['Onderwijs', WORD],
    availability: { wed: ['afternoon'], sat: ['morning'] },
    postcode: '3511 AB',
    place: FOUR_KM_NORTH,
    vogIssuedOn: '2026-03-01',
    vogChecked: true,
  });
  sahin = await insertPoolVolunteer(db, {
    firstName: 'Emre',
    lastName: 'Şahin',
    bio: `Handige klusser, ook ${WORD}.`,
    skills: ['Klussen'],
    interests: [WORD],
    availability: { tue: ['evening'] },
    place: UTRECHT,
  });
  hidden = await insertPoolVolunteer(db, {
    firstName: 'Verborgen',
    lastName: 'Persoon',
    bio: `Wil niet gevonden worden, ook al doe ik ${WORD}.`,
    skills: ['Voorlezen'],
    interests: [WORD],
    visible: false,
  });
  far = await insertPoolVolunteer(db, {
    firstName: 'Femke',
    lastName: 'de Vries',
    bio: `Amsterdammer en ${WORD}.`,
    interests: [WORD],
    city: 'Amsterdam',
    postcode: '1012 AB',
    place: AMSTERDAM,
  });
  vacancy = await insertMatchVacancy(db, {
    titleNl: 'Voorlezen op school',
    tagNames: [
      { nameNl: 'Voorlezen', nameEn: 'Reading aloud', kind: 'skill' },
      { nameNl: 'Onderwijs', nameEn: 'Education', kind: 'category' },
    ],
    place: UTRECHT,
    schedule: { wed: ['afternoon'], fri: ['morning'] },
  });
  foundationVacancy = await insertMatchVacancy(db, { organizationId: DEMO_FOUNDATION });
});
afterAll(async () => {
  await h?.close();
});

const ids = (res: { body: Parameters<typeof getResources>[0] }) =>
  getResources(res.body).map((r) => r.id);

describe('GET /api/v1/volunteer_pool', () => {
  it('shows a findable volunteer as the pool shows people, and nothing more', async () => {
    const res = await send('GET', poolUrl({ 'filter[q]': WORD }), 'coordinator');
    expect(res.status, res.text).toBe(200);
    expect(ids(res).sort()).toEqual([zoe, sahin, far].sort());
    const z = getResources(res.body).find((r) => r.id === zoe)!;
    expect(z.type).toBe('pool_volunteers');
    expect(z.attributes).toEqual({
      first_name: 'Zoë',
      last_initial: 'H',
      display_name: 'Zoë H.',
      city: 'Utrecht',
      postcode_area: '3511',
      skills: ['Voorlezen', 'Geduld'],
      interests: ['Onderwijs', WORD],
      availability: { wed: ['afternoon'], sat: ['morning'] },
      bio: `Ik lees graag voor aan kinderen en doe aan ${WORD}.`,
      vog_issued_on: '2026-03-01',
      vog_checked: true,
    });
    expect(getResources(res.body).find((r) => r.id === sahin)!.attributes!.display_name).toBe(
      'Emre Ş.',
    );
    // Contact details and the last name appear nowhere in the answer.
    for (const secret of ['zoe-pool@demo.test', '06 11112222', "van 't Hof", '3511 AB']) {
      expect(res.text).not.toContain(secret);
    }
    expect(res.body.meta).toMatchObject({ total: 3, page: 1 });
  });

  it('filters by skills, interests, weekday parts, place, distance and VOG', async () => {
    const q = { 'filter[q]': WORD };
    const get = async (params: Record<string, string>) =>
      ids(await send('GET', poolUrl({ ...q, ...params }), 'coordinator')).sort();
    expect(await get({ 'filter[skills]': 'voorlezen,koken' })).toEqual([zoe]);
    expect(await get({ 'filter[interests]': 'onderwijs' })).toEqual([zoe]);
    expect(await get({ 'filter[availability]': 'tue_evening,sat_morning' })).toEqual(
      [zoe, sahin].sort(),
    );
    expect(await get({ 'filter[place]': 'amsterdam' })).toEqual([far]);
    expect(
      await get({
        'filter[lat]': String(UTRECHT.lat),
        'filter[lng]': String(UTRECHT.lng),
        'filter[distance_km]': '10',
      }),
    ).toEqual([zoe, sahin].sort());
    expect(await get({ 'filter[vog]': 'true' })).toEqual([zoe]);
    const byDistance = await send(
      'GET',
      poolUrl({
        ...q,
        'filter[lat]': String(UTRECHT.lat),
        'filter[lng]': String(UTRECHT.lng),
        'filter[distance_km]': '200',
        sort: 'distance',
      }),
      'coordinator',
    );
    expect(ids(byDistance)).toEqual([sahin, zoe, far]);
    expect(getResources(byDistance.body)[1]!.meta).toMatchObject({ distance_km: 4 });
  });

  it('explains the match of each volunteer with a vacancy, as the recommendations do', async () => {
    const res = await send(
      'GET',
      poolUrl({ 'filter[q]': WORD, 'filter[vacancy_id]': vacancy }),
      'organization',
    );
    expect(res.status, res.text).toBe(200);
    // Best first: Zoë (two tags, 4 km, Wednesday afternoon), then Emre (here, no tag, no time).
    expect(ids(res)).toEqual([zoe, sahin, far]);
    const [z, s, f] = getResources(res.body);
    // Tags 50 (two) + distance 30 * (1 - 4/25) = 25.2 + availability 10 (one part) = 85.
    expect(z!.meta!.match).toEqual({
      score: 85,
      reasons: [
        { code: 'skills', params: { count: 1, names: ['Voorlezen'] } },
        { code: 'interests', params: { count: 1, names: ['Onderwijs'] } },
        { code: 'distance', params: { km: 4 } },
        { code: 'availability', params: { day: 'wed', part: 'afternoon' } },
      ],
    });
    expect(s!.meta!.match).toEqual({
      score: 30,
      reasons: [{ code: 'distance', params: { km: 0 } }],
    });
    expect(f!.meta!.match).toEqual({ score: 0, reasons: [] });
    expect(res.body.meta).toMatchObject({ vacancy: { id: vacancy, requires_vog: false } });
  });

  it('never returns a hidden volunteer, not through include either', async () => {
    const searches: Record<string, string>[] = [
      { 'filter[q]': WORD, include: 'profile_replies' },
      { 'filter[skills]': 'voorlezen', 'page[size]': '100' },
      { 'filter[q]': 'gevonden' },
    ];
    for (const params of searches) {
      const res = await send('GET', poolUrl(params), 'admin');
      expect(res.status, res.text).toBe(200);
      expect(ids(res)).not.toContain(hidden);
      expect(res.text).not.toContain('Verborgen');
      expect(res.text).not.toContain(hidden);
    }
  });

  it('answers 400 naming every bad parameter, never a 500', async () => {
    const res = await send(
      'GET',
      poolUrl({
        'filter[availability]': 'someday_morning',
        'filter[lat]': 'north',
        'filter[distance_km]': '9999',
        sort: 'age',
        'page[size]': '0',
        'filter[vacancy_id]': 'nope',
        include: 'email',
      }),
      'coordinator',
    );
    expect(res.status).toBe(400);
    const params = (res.body.errors ?? []).map((e) => e.source?.parameter).sort();
    expect(params).toEqual(
      [
        'filter[availability]',
        'filter[distance_km]',
        'filter[lat]',
        'filter[vacancy_id]',
        'include',
        'page[size]',
        'sort',
      ].sort(),
    );
    const noLocation = await send('GET', poolUrl({ sort: 'distance' }), 'coordinator');
    expect(noLocation.status).toBe(400);
    expect(getFirstError(noLocation.body).source?.parameter).toBe('sort');
  });

  it('answers 401 without sign-in and 403 to volunteers', async () => {
    expect((await send('GET', poolUrl(), null)).status).toBe(401);
    const res = await send('GET', poolUrl(), 'volunteer');
    expect(res.status).toBe(403);
    expect(getFirstError(res.body).code).toBe('forbidden');
  });

  it("matches only vacancies the reader manages: another organization's or tenant's is a 404", async () => {
    const other = await send(
      'GET',
      poolUrl({ 'filter[vacancy_id]': foundationVacancy }),
      'organization',
    );
    expect(other.status).toBe(404);
    const coordinator = await send(
      'GET',
      poolUrl({ 'filter[vacancy_id]': foundationVacancy }),
      'coordinator',
    );
    expect(coordinator.status).toBe(200);
    const foreign = await cordaad.send('GET', poolUrl({ 'filter[vacancy_id]': vacancy }), 'admin');
    expect(foreign.status).toBe(404);
  });

  it("keeps another tenant's and another center's pool invisible", async () => {
    const res = await cordaad.send('GET', poolUrl({ 'filter[q]': WORD }), 'admin');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([]);
    // Cordaad's second center: its volunteers are not the Voorburg coordinator's to see.
    const db = h.database.db;
    const leidschendam = await insertPoolVolunteer(db, {
      tenantId: 'cordaad',
      centerId: DEMO_CENTER_IDS.cordaadLeidschendam,
      firstName: 'Lotte',
      lastName: 'Bakker',
      interests: [WORD],
    });
    const voorburg = await insertPoolVolunteer(db, {
      tenantId: 'cordaad',
      centerId: DEMO_CENTER_IDS.cordaadVoorburg,
      firstName: 'Bram',
      lastName: 'Smit',
      interests: [WORD],
    });
    const byCoordinator = await cordaad.send('GET', poolUrl({ 'filter[q]': WORD }), 'coordinator');
    expect(ids(byCoordinator)).toEqual([voorburg]);
    const byAdmin = await cordaad.send('GET', poolUrl({ 'filter[q]': WORD }), 'admin');
    expect(ids(byAdmin).sort()).toEqual([leidschendam, voorburg].sort());
  });

  it('is not there for a tenant without volunteer profiles', async () => {
    const res = await meedoen.send('GET', poolUrl(), 'admin');
    expect(res.status).toBe(404);
  });

  it('lets an organization admin read the pool of their own center', async () => {
    await insertAccount(h.database.db, {
      email: 'pool-foundation@demo.test',
      role: { name: 'organization_admin', organizationId: DEMO_FOUNDATION },
    });
    await demo.signInAs('foundation', 'pool-foundation@demo.test');
    const res = await send('GET', poolUrl({ 'filter[q]': WORD, sort: 'name' }), 'foundation');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([sahin, far, zoe]);
  });
});
