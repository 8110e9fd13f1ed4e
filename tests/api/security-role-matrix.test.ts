// The role matrix: every route of the server's route table (read from Fastify as the app is
// built, so a new route is covered without editing this file) against DESIGN.md section 6's
// roles table (tests/support/route-rules.ts). Each route is asked by anonymous, a volunteer, an
// organization admin, a center admin and an admin of the demo tenant, with a valid body and ids
// of the tenant within every allowed role's reach: a role that may not act gets 401 (anonymous)
// or 403, one that may never does, and at least one that may gets a 2xx (or the rule's stated
// answer where the request cannot succeed, such as an unknown one-time token): a request every
// allowed role gets a 404 or 422 for would prove nothing. A route with an :id answers 404 for
// another tenant's id. A route without a rule, or a rule for a route that is gone, fails the
// first test by name. A minimal build (index.html, the build manifest) and an uploaded image are
// written first, so the app's own routes can answer 200.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, hourEntries } from '../../server/db/schema/activities';
import { newsItems } from '../../server/db/schema/content';
import { menuItems, pages, pageVersions } from '../../server/db/schema/content';
import { conversations } from '../../server/db/schema/conversations';
import { files } from '../../server/db/schema/files';
import { formSubmissions, forms, formVersions } from '../../server/db/schema/forms';
import { notifications } from '../../server/db/schema/notifications';
import { organizationServices } from '../../server/db/schema/organization-services';
import { organizations } from '../../server/db/schema/organizations';
import { profileReplies } from '../../server/db/schema/profile-replies';
import { memberships, roles, users } from '../../server/db/schema/users';
import { buildDemoId, DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import { buildHelpDemoId, getHelpCategoryId } from '../../server/seed/demo-help';
import { buildServiceDemoId } from '../../server/seed/demo-services';
import { DEMO_PASSWORD, nextTestIp, signIn, type AuthHeaders } from '../support/api-auth';
import { hostOf } from '../support/api-requests';
import { createApiHarnessWithRoutes, type RouteEntry } from '../support/route-table';
import {
  MATRIX_ROLES,
  ROUTE_RULES,
  type FreshKind,
  type MatrixFixtures,
  type MatrixRole,
  type RouteRule,
} from '../support/route-rules';
import { insertAccount } from './applications-fixtures';
import { insertTag, insertVacancy } from './vacancies-fixtures';
import { insertRegistrationRow } from './activities-fixtures';

type Harness = Awaited<ReturnType<typeof createApiHarnessWithRoutes>>;
let h: Harness;
const tokens: Record<string, Partial<Record<MatrixRole, AuthHeaders>>> = {};
let fixtures: MatrixFixtures;
/** Another tenant's record of each kind: the same requests must not find them (404). */
let foreign: Record<string, string>;

type MatrixTenant = 'demo' | 'cordaad' | 'oldebroek';
const SCHOOL = (tenant: MatrixTenant) => buildDemoId(tenant, 'organization', 2);
/** Each tenant's default center (the demo accounts' center). */
const CENTER: Record<MatrixTenant, string> = {
  demo: DEMO_CENTER_IDS.demo,
  oldebroek: DEMO_CENTER_IDS.oldebroek,
  cordaad: DEMO_CENTER_IDS.cordaadVoorburg,
};
const ACCOUNT: Record<Exclude<MatrixRole, 'anonymous'>, string> = {
  volunteer: 'volunteer',
  organization_admin: 'organization',
  center_admin: 'coordinator',
  admin: 'admin',
};

function routeKey(route: RouteEntry): string {
  return `${route.method} ${route.url}`;
}

/** A new account of the school (a volunteer and member, or with `role`), signed in or not. */
async function insertMember(
  tenant: MatrixTenant,
  role: Exclude<MatrixRole, 'anonymous'> = 'volunteer',
): Promise<{ id: string; email: string }> {
  const db = h.database.db;
  const email = `matrix-${role}-${randomUUID().slice(0, 8)}@voorbeeld.test`;
  const id = await insertAccount(db, {
    tenantId: tenant,
    centerId: CENTER[tenant],
    email,
    ...(role === 'admin'
      ? {}
      : {
          role: {
            name: role,
            ...(role === 'organization_admin' ? { organizationId: SCHOOL(tenant) } : {}),
          },
        }),
  });
  if (role === 'admin')
    await db.insert(roles).values({ tenantId: tenant, userId: id, name: 'admin' });
  await db
    .insert(memberships)
    .values({ tenantId: tenant, userId: id, organizationId: SCHOOL(tenant) });
  return { id, email };
}

async function createFresh(kind: FreshKind, tenant: MatrixTenant): Promise<string> {
  const db = h.database.db;
  if (kind === 'user') return (await insertMember(tenant)).id;
  if (kind === 'unconfirmedUser') {
    const { id } = await insertMember(tenant);
    await db.update(users).set({ confirmedAt: null }).where(eq(users.id, id));
    return id;
  }
  if (kind === 'tag') return (await insertTag(db, { tenantId: tenant })).id;
  if (kind === 'hourEntry') return insertHourEntry(tenant);
  if (kind === 'file') return insertLibraryFile(tenant);
  if (kind === 'newsItem') return insertNewsItem(tenant);
  if (kind === 'page') return insertContentPage(tenant);
  if (kind === 'form') return (await insertPublishedForm(tenant)).formId;
  if (kind === 'formSubmission') return (await insertPublishedForm(tenant)).submissionId;
  if (kind === 'menuItem') {
    const [item] = await db
      .insert(menuItems)
      .values({
        tenantId: tenant,
        centerId: CENTER[tenant],
        menu: 'header',
        labelNl: 'Matrix',
        targetKind: 'route',
        target: '/partners',
      })
      .returning();
    return item!.id;
  }
  if (kind === 'vacancy') {
    return (
      await insertVacancy(db, {
        tenantId: tenant,
        centerId: CENTER[tenant],
        organizationId: SCHOOL(tenant),
      })
    ).id;
  }
  if (kind === 'service') {
    const [service] = await db
      .insert(organizationServices)
      .values({
        tenantId: tenant,
        organizationId: SCHOOL(tenant),
        centerId: CENTER[tenant],
        nameNl: 'Spreekuur',
      })
      .returning();
    return service!.id;
  }
  const suffix = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(organizations)
    .values({
      tenantId: tenant,
      centerId: CENTER[tenant],
      parentId: SCHOOL(tenant),
      type: 'Foundation',
      name: `Matrix ${suffix}`,
      slug: `matrix-${suffix}`,
      status: 'approved',
    })
    .returning();
  return row!.id;
}

/** A stock image of the tenant's center (its row only: the matrix never reads its content). */
async function insertLibraryFile(tenant: MatrixTenant): Promise<string> {
  const [row] = await h.database.db
    .insert(files)
    .values({
      tenantId: tenant,
      centerId: CENTER[tenant],
      purpose: 'stock_image',
      contentType: 'image/jpeg',
      byteSize: 100,
      width: 320,
      height: 213,
      alt: 'Vrijwilligers in de buurttuin',
      variants: [{ format: 'webp', width: 320, height: 213, name: '320.webp', byteSize: 100 }],
    })
    .returning();
  return row!.id;
}

/** A news item of the tenant's center, published an hour before the test. */
async function insertNewsItem(tenant: MatrixTenant): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await h.database.db
    .insert(newsItems)
    .values({
      tenantId: tenant,
      centerId: CENTER[tenant],
      slug: `matrix-${suffix}`,
      titleNl: 'Nieuwe vrijwilligers gezocht',
      publishedAt: new Date(Date.now() - 60 * 60 * 1000),
    })
    .returning();
  return row!.id;
}

/** An open invitation of the school to the tenant's demo volunteer (who is in the pool). */
async function insertInvitation(tenant: MatrixTenant, vacancyId: string): Promise<string> {
  const [row] = await h.database.db
    .insert(profileReplies)
    .values({
      tenantId: tenant,
      centerId: CENTER[tenant],
      vacancyId,
      organizationId: SCHOOL(tenant),
      volunteerId: getDemoUserId(tenant, 'volunteer'),
      invitedById: getDemoUserId(tenant, 'organization'),
      message: 'Wil je ons komen helpen? We denken dat je goed past.',
    })
    .returning();
  return row!.id;
}

/**
 * Hours the tenant's demo volunteer logged on an activity of the school: the volunteer owns them,
 * the school's admin, the center's coordinator and the admin review them.
 */
async function insertHourEntry(tenant: MatrixTenant): Promise<string> {
  const [row] = await h.database.db
    .insert(hourEntries)
    .values({
      tenantId: tenant,
      userId: getDemoUserId(tenant, 'volunteer'),
      centerId: CENTER[tenant],
      organizationId: SCHOOL(tenant),
      activityId: await insertActivity(tenant),
      workedOn: '2026-01-10',
      hours: '2.00',
    })
    .returning();
  return row!.id;
}

/** A published content page of the tenant's center, saved once after it was made. */
/** A published form of the tenant's center (version 1) with one submission. */
async function insertPublishedForm(
  tenant: MatrixTenant,
): Promise<{ formId: string; token: string; submissionId: string }> {
  const db = h.database.db;
  const fields = [
    {
      key: 'naam',
      type: 'short_text' as const,
      labelNl: 'Naam',
      labelEn: 'Name',
      helpNl: null,
      helpEn: null,
      required: true,
      rules: {},
      options: [],
      showWhen: null,
    },
  ];
  const token = `matrix${randomUUID().replace(/-/g, '')}`;
  const [form] = await db
    .insert(forms)
    .values({
      tenantId: tenant,
      centerId: CENTER[tenant],
      titleNl: 'Matrixformulier',
      fields,
      status: 'published',
      token,
      publishedVersion: 1,
    })
    .returning();
  const [version] = await db
    .insert(formVersions)
    .values({ tenantId: tenant, formId: form!.id, version: 1, titleNl: 'Matrixformulier', fields })
    .returning();
  const [submission] = await db
    .insert(formSubmissions)
    .values({
      tenantId: tenant,
      formId: form!.id,
      versionId: version!.id,
      answers: { naam: 'Mats' },
      locale: 'nl',
    })
    .returning();
  return { formId: form!.id, token, submissionId: submission!.id };
}

async function insertContentPage(tenant: MatrixTenant): Promise<string> {
  const slug = `matrix-${randomUUID().slice(0, 8)}`;
  const [page] = await h.database.db
    .insert(pages)
    .values({
      tenantId: tenant,
      centerId: CENTER[tenant],
      slug,
      titleNl: 'Matrix',
      bodyNl: '<p>Matrix</p>',
      status: 'published',
      version: 2,
    })
    .returning();
  await h.database.db.insert(pageVersions).values({
    tenantId: tenant,
    pageId: page!.id,
    version: 1,
    slug,
    titleNl: 'Matrix',
    bodyNl: '<p>Matrix, eerder</p>',
    status: 'draft',
  });
  return page!.id;
}

/** A published activity of the school, a week after the test's start. */
async function insertActivity(tenant: MatrixTenant): Promise<string> {
  const startsAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const [row] = await h.database.db
    .insert(activities)
    .values({
      tenantId: tenant,
      centerId: CENTER[tenant],
      organizationId: SCHOOL(tenant),
      titleNl: 'Voorleesmiddag in de bibliotheek',
      status: 'published',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
      capacity: 8,
    })
    .returning();
  return row!.id;
}

/** The :id of a route: its resource's fixture, the one in the path before it. */
function resourceOf(url: string): string {
  const match = /\/([a-z_]+)\/:id/.exec(url);
  return match?.[1] ?? '';
}

const FIXTURE_OF: Record<string, keyof MatrixFixtures> = {
  users: 'userId',
  organizations: 'organizationId',
  vacancies: 'vacancyId',
  tags: 'tagId',
  applications: 'applicationId',
  conversations: 'conversationId',
  notifications: 'notificationId',
  volunteer_centers: 'centerId',
  help_requests: 'helpRequestId',
  help_offers: 'helpOfferId',
  help_matches: 'helpMatchId',
  profile_replies: 'profileReplyId',
  activities: 'activityId',
  organization_services: 'serviceId',
  registrations: 'registrationId',
  hour_entries: 'hourEntryId',
  files: 'fileId',
  news_items: 'newsItemId',
  pages: 'pageId',
  menu_items: 'menuItemId',
  forms: 'formId',
  form_submissions: 'formSubmissionId',
};

interface Sent {
  status: number;
  text: string;
}

async function send(
  route: RouteEntry,
  rule: RouteRule,
  role: MatrixRole,
  options: { id?: string } = {},
): Promise<Sent> {
  const tenant: MatrixTenant = rule.tenant ?? 'demo';
  let id = options.id;
  if (id === undefined && route.url.includes(':id')) {
    id = rule.fresh
      ? await createFresh(rule.fresh, tenant)
      : fixtures[FIXTURE_OF[resourceOf(route.url)]!];
  }
  let headers: Record<string, string> = {};
  if (role !== 'anonymous') {
    if (rule.ownAccount) {
      const account = await insertMember(tenant, role);
      headers = await signIn(h.app, tenant, account.email, DEMO_PASSWORD);
    } else {
      headers = tokens[tenant]![role]!;
    }
  }
  const request = rule.request?.(fixtures, id ?? '') ?? {};
  const path = request.path ?? route.url.replace(':id', id ?? '');
  const response = await h.app.inject({
    method: route.method as 'GET',
    url: request.query ? `${path}?${request.query}` : path,
    remoteAddress: nextTestIp(),
    headers: {
      host: hostOf(tenant),
      ...headers,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
  });
  return { status: response.statusCode, text: response.body.slice(0, 300) };
}

beforeAll(async () => {
  h = await createApiHarnessWithRoutes();
  const db = h.database.db;
  for (const tenant of ['demo', 'cordaad'] as const) {
    tokens[tenant] = {};
    for (const role of MATRIX_ROLES) {
      if (role === 'anonymous') continue;
      tokens[tenant]![role] = await signIn(h.app, tenant, `${ACCOUNT[role]}@${tenant}.test`);
    }
  }
  // What the app's own routes serve: a minimal build and an uploaded image.
  const dist = h.settings.distDir;
  fs.mkdirSync(path.join(dist, 'builds'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'builds', 'latest.json'), JSON.stringify({ id: 'matrix' }));
  fs.mkdirSync(path.join(h.settings.uploadDir, 'demo'), { recursive: true });
  fs.writeFileSync(
    path.join(h.settings.uploadDir, 'demo', 'matrix.png'),
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );

  const member = await insertMember('demo');
  const vacancy = await insertVacancy(db, { organizationId: SCHOOL('demo') });
  const bulkVacancy = await insertVacancy(db, { organizationId: SCHOOL('demo') });
  const openVacancy = await insertVacancy(db, { organizationId: SCHOOL('demo') });
  const tag = await insertTag(db);
  const applyAs = async (tenant: MatrixTenant, vacancyId: string, as: AuthHeaders) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/applications',
      headers: { host: hostOf(tenant), 'content-type': 'application/json', ...as },
      payload: JSON.stringify({
        data: {
          type: 'applications',
          attributes: {
            vacancy_id: vacancyId,
            motivation: 'Ik help graag mee, op woensdagmiddag heb ik tijd.',
          },
        },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const applicationId = (JSON.parse(res.body) as { data: { id: string } }).data.id;
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(
        and(eq(conversations.tenantId, tenant), eq(conversations.applicationId, applicationId)),
      );
    const [notification] = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.tenantId, tenant),
          eq(notifications.userId, getDemoUserId(tenant, 'organization')),
        ),
      );
    return { applicationId, conversationId: conversation!.id, notificationId: notification!.id };
  };
  const applied = await applyAs('demo', vacancy.id, tokens.demo!.volunteer!);
  const forBulk = await applyAs('demo', bulkVacancy.id, tokens.demo!.volunteer!);
  const demoActivityId = await insertActivity('demo');
  fixtures = {
    organizationId: SCHOOL('demo'),
    userId: member.id,
    vacancyId: vacancy.id,
    tagId: tag.id,
    centerId: DEMO_CENTER_IDS.demo,
    ...applied,
    openVacancyId: openVacancy.id,
    bulkApplicationId: forBulk.applicationId,
    signInEmail: (await insertMember('demo')).email,
    // server/seed/demo-help.ts: request 1 is new, request 2 (company and visits) is new and
    // neighbour 2 offers that category; offer 99 and match 3 are volunteer@demo.test's.
    helpRequestId: buildHelpDemoId('demo', 'request', 1),
    matchableHelpRequestId: buildHelpDemoId('demo', 'request', 2),
    matchableHelpOfferId: buildHelpDemoId('demo', 'offer', 2),
    helpOfferId: buildHelpDemoId('demo', 'offer', 99),
    helpMatchId: buildHelpDemoId('demo', 'match', 3),
    helpCategoryId: getHelpCategoryId('demo', 'Boodschappen'),
    profileReplyId: await insertInvitation('demo', vacancy.id),
    volunteerId: getDemoUserId('demo', 'volunteer'),
    activityId: demoActivityId,
    registrationId: await insertRegistrationRow(db, {
      tenantId: 'demo',
      activityId: demoActivityId,
      userId: getDemoUserId('demo', 'volunteer'),
    }),
    serviceId: buildServiceDemoId('demo', 21),
    hourEntryId: await insertHourEntry('demo'),
    fileId: await insertLibraryFile('demo'),
    newsItemId: await insertNewsItem('demo'),
    pageId: await insertContentPage('demo'),
    menuItemId: await createFresh('menuItem', 'demo'),
    ...(await insertPublishedForm('demo').then((f) => ({
      formId: f.formId,
      formToken: f.token,
      formSubmissionId: f.submissionId,
    }))),
  };

  // The same kinds of records in another tenant.
  const elsewhere = 'oldebroek' as const;
  const foreignVacancy = await createFresh('vacancy', elsewhere);
  const foreignApplied = await applyAs(
    elsewhere,
    foreignVacancy,
    await signIn(h.app, elsewhere, `volunteer@${elsewhere}.test`),
  );
  const foreignActivityId = await insertActivity(elsewhere);
  foreign = {
    users: getDemoUserId(elsewhere, 'volunteer'),
    organizations: SCHOOL(elsewhere),
    vacancies: foreignVacancy,
    tags: await createFresh('tag', elsewhere),
    applications: foreignApplied.applicationId,
    conversations: foreignApplied.conversationId,
    notifications: foreignApplied.notificationId,
    volunteer_centers: CENTER[elsewhere],
    help_requests: buildHelpDemoId(elsewhere, 'request', 1),
    help_offers: buildHelpDemoId(elsewhere, 'offer', 99),
    help_matches: buildHelpDemoId(elsewhere, 'match', 3),
    profile_replies: await insertInvitation(elsewhere, foreignVacancy),
    activities: foreignActivityId,
    registrations: await insertRegistrationRow(db, {
      tenantId: elsewhere,
      activityId: foreignActivityId,
      userId: getDemoUserId(elsewhere, 'volunteer'),
    }),
    organization_services: buildServiceDemoId(elsewhere, 21),
    hour_entries: await insertHourEntry(elsewhere),
    files: await insertLibraryFile(elsewhere),
    news_items: await insertNewsItem(elsewhere),
    pages: await insertContentPage(elsewhere),
    menu_items: await createFresh('menuItem', elsewhere),
    forms: await createFresh('form', elsewhere),
    form_submissions: await createFresh('formSubmission', elsewhere),
  };
});
afterAll(async () => {
  await h?.close();
});

describe('the role matrix', () => {
  it('has a rule for every route of the route table, and a route for every rule', () => {
    const keys = h.routes.map(routeKey);
    const missing = keys.filter((key) => !(key in ROUTE_RULES));
    const stale = Object.keys(ROUTE_RULES).filter((key) => !keys.includes(key));
    expect(
      missing,
      `routes without a rule: add them to tests/support/route-rules.ts (who may act, DESIGN.md section 6): ${missing.join(', ')}`,
    ).toEqual([]);
    expect(
      stale,
      `rules for routes that no longer exist: remove them from tests/support/route-rules.ts: ${stale.join(', ')}`,
    ).toEqual([]);
  });

  it('refuses every role that may not act (401 anonymous, 403 signed in) and lets the others act', async () => {
    const problems: string[] = [];
    for (const route of h.routes) {
      const rule = ROUTE_RULES[routeKey(route)];
      if (!rule) continue;
      /** What the allowed roles got: at least one must have done the thing. */
      const allowedAnswers: string[] = [];
      let done = false;
      for (const role of MATRIX_ROLES) {
        const res = await send(route, rule, role);
        const allowed = rule.may.includes(role);
        const expected = role === 'anonymous' ? 401 : 403;
        // A rule's stated answer may be a 401 that is no refusal of the role (an unknown challenge).
        const refused =
          (res.status === 401 || res.status === 403) && res.status !== rule.expected?.status;
        if (allowed ? refused : res.status !== expected) {
          problems.push(
            `${routeKey(route)} as ${role}: ${res.status}, expected ${allowed ? 'neither 401 nor 403' : expected} (${rule.because}) ${res.text}`,
          );
        }
        if (!allowed) continue;
        allowedAnswers.push(`${role} ${res.status} ${res.text.slice(0, 160)}`);
        done ||= rule.expected
          ? res.status === rule.expected.status
          : res.status >= 200 && res.status < 300;
      }
      // Not refused is not enough: a request every allowed role gets a 404 or 422 for proves
      // nothing about the roles. One of them must succeed (or get the rule's stated answer).
      if (rule.may.length > 0 && !done) {
        problems.push(
          `${routeKey(route)}: no allowed role got ${rule.expected ? `the expected ${rule.expected.status} (${rule.expected.because})` : 'a 2xx: fix the rule’s request, or give it `expected` with the reason a 2xx cannot be had'}; got: ${allowedAnswers.join(' | ')}`,
        );
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 240_000);

  it("answers 404 for another tenant's id on every route with an :id", async () => {
    const problems: string[] = [];
    for (const route of h.routes.filter((r) => r.url.includes(':id'))) {
      const rule = ROUTE_RULES[routeKey(route)];
      if (!rule || rule.noForeignCheck) continue;
      // As the widest role that may act (the narrower ones are bounded by it).
      const role = [...MATRIX_ROLES].reverse().find((r) => rule.may.includes(r))!;
      const id = foreign[resourceOf(route.url)];
      if (!id) {
        problems.push(`${routeKey(route)}: no other-tenant record of ${resourceOf(route.url)}`);
        continue;
      }
      const res = await send(route, { ...rule, fresh: undefined }, role, { id });
      if (res.status !== 404) {
        problems.push(`${routeKey(route)} as ${role}: ${res.status}, expected 404 ${res.text}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 120_000);
});
