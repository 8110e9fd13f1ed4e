// PATCH /api/v1/volunteer_centers/current/profile: a center's design settings. The center_admin
// of that center or an admin changes them and gets the same document as GET
// /volunteer_centers/current?include=profile; SPEC section 5's colour and shade rules with a
// pointer to the field and nothing half-written; other roles 403, anonymous 401, another
// tenant's or partner center's profile untouched.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTES } from '../../common/theme/palettes';
import { centerProfiles } from '../../server/db/schema/volunteer-centers';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { withTenant } from '../../server/db/with-tenant';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders } from '../support/api-auth';
import { getFirstError, getResource, hostOf, requestApi } from '../support/api-requests';

const URL_PATH = '/api/v1/volunteer_centers/current/profile';
let h: ApiHarness;
let coordinator: AuthHeaders;

beforeAll(async () => {
  h = await createApiHarness();
  coordinator = await signIn(h.app, 'demo', 'coordinator@demo.test');
});
afterAll(async () => {
  await h?.close();
});

type Tenant = 'demo' | 'oldebroek' | 'cordaad';

async function readProfile(tenant: Tenant, centerId: string) {
  const [row] = await withTenant(h.database.db, tenant, (tx) =>
    tx
      .select()
      .from(centerProfiles)
      .where(and(eq(centerProfiles.tenantId, tenant), eq(centerProfiles.centerId, centerId))),
  );
  return row!;
}

function patch(
  attributes: unknown,
  options: { headers?: Record<string, string>; host?: string } = {},
) {
  return requestApi(h.app, {
    method: 'PATCH',
    url: URL_PATH,
    host: options.host,
    headers: {
      ...(options.headers ?? coordinator),
      'content-type': 'application/vnd.api+json',
    },
    payload: { data: { type: 'center_profiles', attributes } },
  });
}

describe('PATCH /api/v1/volunteer_centers/current/profile', () => {
  it('saves the design and answers the center with its profile', async () => {
    const res = await patch({
      name: '  Vrijwilligerscentrale Demo Stad ',
      primary_color: '#0E7490',
      primary_color_shades: JSON.stringify(PALETTES.teal),
      secondary_color: 'abc',
      secondary_color_shades: { ...PALETTES.sky, '500': '#0EA5E9FF' },
      tertiary_color: null,
      muted_color: '#64748b',
      background_color: '#fff',
      text_color: '#111827',
      gtag_id: 'g-test12345',
      theme_config: {
        default_shape: 'pill',
        fonts: { sans: 'Poppins', heading: 'Rubik Variable' },
        css_variables: { '--header-height': '5rem', '--card-radius': '1rem' },
      },
    });
    expect(res.status).toBe(200);
    expect(getResource(res.body)).toMatchObject({
      type: 'volunteer_centers',
      id: DEMO_CENTER_IDS.demo,
    });
    expect(res.body.included).toHaveLength(1);
    const profile = res.body.included![0]!;
    expect(profile.type).toBe('center_profiles');
    expect(profile.attributes).toMatchObject({
      name: 'Vrijwilligerscentrale Demo Stad',
      primary_color: '#0e7490',
      primary_color_shades: PALETTES.teal,
      secondary_color: '#abc',
      tertiary_color: null,
      background_color: '#fff',
      gtag_id: 'G-TEST12345',
      theme_config: {
        default_shape: 'pill',
        fonts: { sans: 'Poppins', heading: 'Rubik Variable' },
        css_variables: { '--header-height': '5rem', '--card-radius': '1rem' },
      },
    });
    // Shade sets are stored as objects of '#rrggbb' (alpha dropped).
    expect((profile.attributes.secondary_color_shades as Record<string, string>)['500']).toBe(
      '#0ea5e9',
    );

    // Everyone's next profile fetch sees it: the same document as GET current?include=profile.
    const fetched = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current?include=profile',
    });
    expect(fetched.body).toEqual(res.body);
    const row = await readProfile('demo', DEMO_CENTER_IDS.demo);
    expect(row.primaryColorShades).toEqual(PALETTES.teal);
    // Members not sent (the seeded hero and card style) stay.
    expect(row.themeConfig).toEqual({
      defaultShape: 'pill',
      heroStyle: 'band',
      cardStyle: 'image-top',
      heroIllustration: 'neighbourhood',
      fonts: { sans: 'Poppins', heading: 'Rubik Variable' },
      cssVariables: { '--header-height': '5rem', '--card-radius': '1rem' },
    });
  });

  it('saves the storefront look (hero style and scene, card style) beside the shape', async () => {
    const res = await patch({
      theme_config: { hero_style: 'split', card_style: 'image-side', hero_illustration: 'garden' },
    });
    expect(res.status).toBe(200);
    expect(res.body.included![0]!.attributes.theme_config).toMatchObject({
      hero_style: 'split',
      card_style: 'image-side',
      hero_illustration: 'garden',
    });
    const row = await readProfile('demo', DEMO_CENTER_IDS.demo);
    expect(row.themeConfig).toMatchObject({
      heroStyle: 'split',
      cardStyle: 'image-side',
      heroIllustration: 'garden',
    });
  });

  it('lists every bad theme_config member at once with its own pointer', async () => {
    const res = await patch({
      theme_config: { hero_style: 'carousel', card_style: 'image-below', default_shape: 'blob' },
    });
    expect(res.status).toBe(422);
    const pointers = (res.body.errors as { source?: { pointer?: string } }[]).map(
      (e) => e.source?.pointer,
    );
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/theme_config/hero_style',
        '/data/attributes/theme_config/card_style',
        '/data/attributes/theme_config/default_shape',
      ]),
    );
  });

  it('changes only what is sent; theme_config members left out stay', async () => {
    const before = await readProfile('demo', DEMO_CENTER_IDS.demo);
    const res = await patch({ theme_config: { default_shape: 'square' } });
    expect(res.status).toBe(200);
    const after = await readProfile('demo', DEMO_CENTER_IDS.demo);
    expect(after).toEqual({
      ...before,
      themeConfig: { ...before.themeConfig, defaultShape: 'square' },
      updatedAt: after.updatedAt,
    });
  });

  it('lets an admin change it, and clears colours and the logo with null', async () => {
    const admin = await signIn(h.app, 'demo', 'admin@demo.test');
    const res = await patch(
      {
        secondary_color: '',
        secondary_color_shades: null,
        website_logo_url: null,
        gtag_id: '',
      },
      { headers: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.included![0]!.attributes).toMatchObject({
      secondary_color: null,
      secondary_color_shades: null,
      website_logo_url: null,
      gtag_id: null,
    });
  });

  it('saves the footer and contact person', async () => {
    const res = await patch({
      footer_text: 'Vrijwilligerscentrale Demo, Oudegracht 1, Utrecht',
      contact_person_name: 'Joris Bakker',
      contact_person_role: 'Coördinator',
      contact_person_email: 'joris@demo.test',
      contact_person_phone: '030 123 45 67',
    });
    expect(res.status).toBe(200);
    expect(res.body.included![0]!.attributes).toMatchObject({
      footer_text: 'Vrijwilligerscentrale Demo, Oudegracht 1, Utrecht',
      contact_person_name: 'Joris Bakker',
      contact_person_email: 'joris@demo.test',
      contact_person_phone: '030 123 45 67',
    });
  });

  it('accepts the profile sent back unchanged (as a form echoes it)', async () => {
    const current = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current?include=profile',
    });
    const { updated_at: _updatedAt, ...attributes } = current.body.included![0]!.attributes;
    const res = await patch(attributes);
    expect(res.status).toBe(200);
  });

  it.each([
    [{ primary_color: '#12345' }, '/data/attributes/primary_color'],
    [{ text_color: 'red' }, '/data/attributes/text_color'],
    [{ primary_color_shades: { '50': '#fff' } }, '/data/attributes/primary_color_shades'],
    [{ primary_color_shades: '{"50": "#fff",' }, '/data/attributes/primary_color_shades'],
    [
      { tertiary_color_shades: { ...PALETTES.rose, '700': 'not-a-colour' } },
      '/data/attributes/tertiary_color_shades',
    ],
    [{ gtag_id: 'UA-12345-1' }, '/data/attributes/gtag_id'],
    [{ name: '' }, '/data/attributes/name'],
    [{ name: null }, '/data/attributes/name'],
    [{ theme_config: { default_shape: 'round' } }, '/data/attributes/theme_config/default_shape'],
    [
      { theme_config: { fonts: { sans: 'Comic Sans' } } },
      '/data/attributes/theme_config/fonts/sans',
    ],
    [
      { theme_config: { css_variables: { color: 'red' } } },
      '/data/attributes/theme_config/css_variables/color',
    ],
    [
      { theme_config: { css_variables: { '--bg': 'red; background: url(https://x.test/a)' } } },
      '/data/attributes/theme_config/css_variables/--bg',
    ],
    [{ theme_config: { layout: 'wide' } }, '/data/attributes/theme_config'],
    [{ theme_config: { hero_style: 'carousel' } }, '/data/attributes/theme_config/hero_style'],
    [{ theme_config: { card_style: 'image-below' } }, '/data/attributes/theme_config/card_style'],
    [{ theme_config: { card_style: 7 } }, '/data/attributes/theme_config/card_style'],
    [
      { theme_config: { hero_illustration: 'moon' } },
      '/data/attributes/theme_config/hero_illustration',
    ],
    [{ website_logo_url: 'https://tracker.example/logo.png' }, '/data/attributes/website_logo_url'],
    [{ layout: 'wide' }, '/data/attributes/layout'],
    [{ contact_person_email: 'not-an-address' }, '/data/attributes/contact_person_email'],
    [{ contact_person_phone: '<script>' }, '/data/attributes/contact_person_phone'],
    [{ footer_text: 'x'.repeat(2001) }, '/data/attributes/footer_text'],
    // One bad field spoils the whole request: the valid name is not written either.
    [{ name: 'Half geschreven', primary_color: '#xyz' }, '/data/attributes/primary_color'],
  ])('refuses %j with 422 and writes nothing', async (attributes, pointer) => {
    const before = await readProfile('demo', DEMO_CENTER_IDS.demo);
    const res = await patch(attributes);
    expect(res.status).toBe(422);
    expect(getFirstError(res.body)).toMatchObject({
      status: '422',
      code: 'validation_failed',
      source: { pointer },
    });
    expect(await readProfile('demo', DEMO_CENTER_IDS.demo)).toEqual(before);
  });

  it('refuses a document of another type', async () => {
    const res = await requestApi(h.app, {
      method: 'PATCH',
      url: URL_PATH,
      headers: { ...coordinator, 'content-type': 'application/json' },
      payload: { data: { type: 'volunteer_centers', attributes: { name: 'X' } } },
    });
    expect(res.status).toBe(400);
    expect(getFirstError(res.body).source).toEqual({ pointer: '/data/type' });
  });

  it('answers 401 without sign-in and 403 to volunteers and organization admins', async () => {
    const before = await readProfile('demo', DEMO_CENTER_IDS.demo);
    const anonymous = await patch({ name: 'Overgenomen' }, { headers: {} });
    expect(anonymous.status).toBe(401);
    for (const email of ['volunteer@demo.test', 'organization@demo.test']) {
      const headers = await signIn(h.app, 'demo', email);
      const res = await patch({ name: 'Overgenomen' }, { headers });
      expect(res.status, email).toBe(403);
      expect(getFirstError(res.body).code).toBe('forbidden');
    }
    expect(await readProfile('demo', DEMO_CENTER_IDS.demo)).toEqual(before);
  });

  it("refuses a coordinator on a partner center's profile", async () => {
    const cordaad = await signIn(h.app, 'cordaad', 'coordinator@cordaad.test');
    const before = await readProfile('cordaad', DEMO_CENTER_IDS.cordaadLeidschendam);
    const res = await patch(
      { name: 'Overgenomen' },
      {
        host: hostOf('cordaad'),
        headers: { ...cordaad, 'Volunteer-Center-Id': DEMO_CENTER_IDS.cordaadLeidschendam },
      },
    );
    // The token is not valid for the partner center at all (docs/security.md, token scope).
    expect(res.status).toBe(401);
    expect(getFirstError(res.body).code).toBe('wrong_center');
    expect(await readProfile('cordaad', DEMO_CENTER_IDS.cordaadLeidschendam)).toEqual(before);
    // Their own center is theirs to change.
    const own = await patch(
      { primary_color: '#7c3aed' },
      { host: hostOf('cordaad'), headers: cordaad },
    );
    expect(own.status).toBe(200);
    expect(getResource(own.body).id).toBe(DEMO_CENTER_IDS.cordaadVoorburg);
  });

  it("leaves another tenant's profile untouched", async () => {
    const before = await readProfile('oldebroek', DEMO_CENTER_IDS.oldebroek);
    // Naming oldebroek's center from the demo host is a 404 ...
    const byHeader = await patch(
      { name: 'Overgenomen' },
      { headers: { ...coordinator, 'Volunteer-Center-Id': DEMO_CENTER_IDS.oldebroek } },
    );
    expect(byHeader.status).toBe(404);
    // ... and the demo coordinator's token signs no one in on oldebroek's host.
    const byHost = await patch({ name: 'Overgenomen' }, { host: hostOf('oldebroek') });
    expect(byHost.status).toBe(401);
    expect(await readProfile('oldebroek', DEMO_CENTER_IDS.oldebroek)).toEqual(before);
  });
});
