// Recommendations for the signed-in volunteer's profile: scores from matching tags (skills and
// interests equal to a tag name in either language, any case), distance from the profile's
// place and matching weekday parts, with the reasons; score 0 and invisible vacancies left out;
// profile_missing without a profile. The demo volunteer's profile is rewritten with words no
// seeded tag uses, so only this file's vacancies can match on tags.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volunteerProfiles } from '../../server/db/schema/volunteer-profiles';
import { PLACES } from '../../server/seed/demo-places';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders } from '../support/api-auth';
import { getFirstError, getResources, hostOf } from '../support/api-requests';
import { createSender, insertTag, insertVacancy } from './vacancies-fixtures';

let h: ApiHarness;
const as: Record<string, AuthHeaders> = {};
let send: ReturnType<typeof createSender>;
const skill = `Vaardigheid${randomUUID().slice(0, 6)}`;
const interest = `Interesse${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  h = await createApiHarness();
  for (const a of ['coordinator', 'volunteer'])
    as[a] = await signIn(h.app, 'demo', `${a}@demo.test`);
  as.cordaadVolunteer = await signIn(h.app, 'cordaad', 'volunteer@cordaad.test');
  send = createSender(h.app, as);
  await h.database.db
    .update(volunteerProfiles)
    .set({
      skills: [skill, 'Koken'],
      interests: [interest],
      availability: { tue: ['evening'], sat: ['morning', 'afternoon'] },
      lat: PLACES.utrecht.lat,
      lng: PLACES.utrecht.lng,
    })
    .where(eq(volunteerProfiles.userId, getDemoUserId('demo', 'volunteer')));
});
afterAll(async () => {
  await h?.close();
});

const at = (key: keyof typeof PLACES) => ({
  lat: PLACES[key].lat,
  lng: PLACES[key].lng,
  city: PLACES[key].city,
});

describe('GET /api/v1/vacancies/recommended', () => {
  it('scores and explains matches, best first, leaving out score 0 and invisible vacancies', async () => {
    const skillTag = await insertTag(h.database.db, { kind: 'skill', nameNl: skill.toLowerCase() });
    const interestTag = await insertTag(h.database.db, {
      kind: 'category',
      nameNl: `Iets ${interest}`,
      nameEn: interest.toUpperCase(),
    });
    const best = await insertVacancy(
      h.database.db,
      {
        ...at('utrecht'),
        schedule: { tue: ['evening'], sat: ['morning', 'afternoon'], mon: ['morning'] },
      },
      [skillTag.id, interestTag.id],
    );
    const tagAndNear = await insertVacancy(h.database.db, at('amersfoort'), [skillTag.id]);
    const remote = await insertVacancy(h.database.db, { remote: true });
    const weekend = await insertVacancy(h.database.db, {
      ...at('zwolle'),
      schedule: { sat: ['morning'], sun: ['morning'] },
    });
    const nothing = await insertVacancy(h.database.db, {
      ...at('zwolle'),
      schedule: { mon: ['morning'] },
    });
    const draft = await insertVacancy(h.database.db, { ...at('utrecht'), status: 'draft' }, [
      skillTag.id,
      interestTag.id,
    ]);

    const res = await send(
      'GET',
      '/api/v1/vacancies/recommended?page[size]=100&include=tags',
      'volunteer',
    );
    expect(res.status, res.text).toBe(200);
    const list = getResources(res.body);
    const ids = list.map((v) => v.id);
    const mine = ids.filter((id) => [best.id, tagAndNear.id, remote.id, weekend.id].includes(id));
    expect(mine).toEqual([best.id, tagAndNear.id, remote.id, weekend.id]);
    expect(ids).not.toContain(nothing.id);
    expect(ids).not.toContain(draft.id);
    const scores = list.map((v) => (v.meta!.match as { score: number }).score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((s) => s > 0 && s <= 100)).toBe(true);

    const match = (id: string) =>
      list.find((v) => v.id === id)!.meta!.match as {
        score: number;
        reasons: { code: string; params: Record<string, unknown> }[];
      };
    expect(match(best.id)).toEqual({
      score: 100,
      reasons: [
        // The skill is named a skill, the interest an interest.
        { code: 'skills', params: { count: 1, names: [skill] } },
        { code: 'interests', params: { count: 1, names: [interest] } },
        { code: 'distance', params: { km: 0 } },
        { code: 'availability', params: { day: 'tue', part: 'evening' } },
        { code: 'availability', params: { day: 'sat', part: 'morning' } },
        { code: 'availability', params: { day: 'sat', part: 'afternoon' } },
      ],
    });
    const near = match(tagAndNear.id);
    expect(near.score).toBeGreaterThan(35);
    expect(near.score).toBeLessThan(50);
    expect(near.reasons).toEqual([
      { code: 'skills', params: { count: 1, names: [skill] } },
      { code: 'distance', params: { km: expect.closeTo(19.6, 0) } },
    ]);
    expect(match(remote.id)).toEqual({ score: 15, reasons: [{ code: 'remote', params: {} }] });
    expect(match(weekend.id)).toEqual({
      score: 10,
      reasons: [{ code: 'availability', params: { day: 'sat', part: 'morning' } }],
    });
    expect(res.body.included!.map((r) => r.id)).toEqual(
      expect.arrayContaining([skillTag.id, interestTag.id]),
    );
  });

  it('uses a profile changed through the profile endpoint', async () => {
    const word = `Woord${randomUUID().slice(0, 6)}`;
    const tag = await insertTag(h.database.db, { kind: 'skill', nameNl: word });
    const far = await insertVacancy(h.database.db, at('zwolle'), [tag.id]);
    const before = await send('GET', '/api/v1/vacancies/recommended?page[size]=100', 'volunteer');
    expect(getResources(before.body).map((v) => v.id)).not.toContain(far.id);
    const patch = await send('PATCH', '/api/v1/current_user/volunteer_profile', 'volunteer', {
      data: { type: 'volunteer_profiles', attributes: { skills: [word.toUpperCase()] } },
    });
    expect(patch.status, patch.text).toBe(200);
    const after = await send('GET', '/api/v1/vacancies/recommended?page[size]=100', 'volunteer');
    const found = getResources(after.body).find((v) => v.id === far.id)!;
    expect(found.meta!.match).toEqual({
      score: 35,
      reasons: [{ code: 'skills', params: { count: 1, names: [word.toUpperCase()] } }],
    });
  });

  it('answers profile_missing without a profile, 401 without sign-in, 400 for bad paging, and keeps tenants apart', async () => {
    const none = await send('GET', '/api/v1/vacancies/recommended', 'coordinator');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.meta).toMatchObject({ profile_missing: true });
    expect((await send('GET', '/api/v1/vacancies/recommended', null)).status).toBe(401);
    const bad = await send('GET', '/api/v1/vacancies/recommended?page[size]=0', 'volunteer');
    expect(bad.status).toBe(400);
    expect(getFirstError(bad.body).source).toEqual({ parameter: 'page[size]' });
    const demoVacancy = await insertVacancy(h.database.db, { remote: true });
    const other = await send(
      'GET',
      '/api/v1/vacancies/recommended?page[size]=100',
      'cordaadVolunteer',
      undefined,
      { host: hostOf('cordaad') },
    );
    expect(other.status).toBe(200);
    expect(getResources(other.body).map((v) => v.id)).not.toContain(demoVacancy.id);
  });
});
