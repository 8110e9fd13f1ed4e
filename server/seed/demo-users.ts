// The demo accounts of DESIGN.md section 4, per tenant T: admin@T.test (admin),
// coordinator@T.test (center_admin of the default center), organization@T.test
// (organization_admin of a school, and member of a second organization of another kind) and
// volunteer@T.test; for cordaad also volunteer@leidschendam.cordaad.test of the partner center
// (the 'wrong center' case). All active, confirmed, Dutch, password `welkom-demo-2026`.
// Also one server-side redirect per tenant (/vacatures -> /vacancies/search). Idempotent: fixed
// ids and `on conflict do nothing`.
import { TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { Db, Tx } from '../db/connection';
import { redirects } from '../db/schema/redirects';
import { memberships, roles, users } from '../db/schema/users';
import type { RoleName } from '../../common/schemas/users';
import { withTenant } from '../db/with-tenant';
import { DEMO_CENTERS } from './demo-centers';
import { buildDemoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-organizations';

export const DEMO_PASSWORD = 'welkom-demo-2026';
/**
 * DEMO_PASSWORD hashed once, ahead of time: every demo account shares it, and scrypt's deliberate
 * cost (about 170 ms a hash here) would otherwise be paid by every first start. The password is
 * public, so its hash hides nothing; a unit test checks the two belong together.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$32768$8$1$hbntH9Vpz4XdVWTg3uJWvw$9RyikAB3MC7lXfTZx8SNK9_VNaX8eRnVr7RLy5_VUbfgThuerTLZAvt_IYuw23mgpbwS2Y26JZxxWDmZ0x0BOA';

type Account = 'admin' | 'coordinator' | 'organization' | 'volunteer' | 'partnerVolunteer';

const ACCOUNT_NUMBER: Record<Account, number> = {
  admin: 1,
  coordinator: 2,
  organization: 3,
  volunteer: 4,
  partnerVolunteer: 5,
};

/** Fixed ids in the style of demo-ids.ts: kind 8500 users, 8600 roles, 8700 memberships, 8800 redirects. */
function buildAccountId(tenant: TenantName, kind: '8500' | '8600' | '8700' | '8800', n: number) {
  const digit = buildDemoId(tenant, 'center', 1).charAt(0);
  return `${digit}0000000-0000-4000-${kind}-${String(n).padStart(12, '0')}`;
}

export function getDemoUserId(tenant: TenantName, account: Account): string {
  return buildAccountId(tenant, '8500', ACCOUNT_NUMBER[account]);
}

export function getDemoEmail(tenant: TenantName, account: Exclude<Account, 'partnerVolunteer'>) {
  return `${account}@${tenant}.test`;
}

// prettier-ignore
const NAMES: Record<TenantName, Record<Exclude<Account, 'partnerVolunteer'>, [string, string]>> = {
  public: { admin: ['Mirjam', 'de Haan'], coordinator: ['Sanne', 'de Vries'], organization: ['Marloes', 'Jansen'], volunteer: ['Daan', 'Bakker'] },
  demo: { admin: ['Eline', 'Kuipers'], coordinator: ['Joris', 'Bakker'], organization: ['Ingrid', 'de Boer'], volunteer: ['Zoë', "van 't Hof"] },
  oldebroek: { admin: ['Harm', 'Brouwer'], coordinator: ['Gerrit', 'van den Berg'], organization: ['Janneke', 'Kok'], volunteer: ['Hennie', 'Mulder'] },
  roermond: { admin: ['Noud', 'Smeets'], coordinator: ['Maud', 'Hermans'], organization: ['Sjaak', 'Linders'], volunteer: ['Fenna', 'Crombach'] },
  meedoen: { admin: ['Rutger', 'Jonker'], coordinator: ['Fatima', 'El Amrani'], organization: ['Sandra', 'Meijer'], volunteer: ['Sem', 'Groen'] },
  cordaad: { admin: ['Wouter', 'Koppelaar'], coordinator: ['Annemiek', 'Verhoeven'], organization: ['Nicole', 'van Dam'], volunteer: ['Lieke', 'Hoogendoorn'] },
};

const CONFIRMED_AT = new Date('2026-01-05T09:00:00Z');

/** The tenant's demo organizations in seed order (their ids are buildDemoId(..., n)). */
function findOrganizationIds(tenant: TenantName, centerSlug: string) {
  const centers = DEMO_CENTERS.filter((c) => c.tenant === tenant).map((c) => c.slug);
  const list = DEMO_ORGANIZATIONS.filter((o) => centers.includes(o.center));
  const idOf = (i: number) => buildDemoId(tenant, 'organization', i + 1);
  const school = list.findIndex(
    (o) => o.center === centerSlug && o.type === 'School' && o.status === 'approved',
  );
  const other = list.findIndex(
    (o) =>
      o.center === centerSlug &&
      o.status === 'approved' &&
      o.type !== 'School' &&
      o.type !== 'VolunteerCenter',
  );
  return { school: school >= 0 ? idOf(school) : null, other: other >= 0 ? idOf(other) : null };
}

async function seedTenantAccounts(tx: Tx, tenant: TenantName, passwordHash: string) {
  const center = DEMO_CENTERS.find((c) => c.tenant === tenant && c.isDefault);
  if (!center) return 0;
  const centerId = buildDemoId(tenant, 'center', center.n);
  const names = NAMES[tenant];
  const userRows: (typeof users.$inferInsert)[] = (
    ['admin', 'coordinator', 'organization', 'volunteer'] as const
  ).map((account) => ({
    tenantId: tenant,
    id: getDemoUserId(tenant, account),
    centerId,
    email: getDemoEmail(tenant, account),
    passwordHash,
    firstName: names[account][0],
    lastName: names[account][1],
    status: 'active',
    locale: 'nl',
    confirmedAt: CONFIRMED_AT,
  }));
  const { school, other } = findOrganizationIds(tenant, center.slug);
  const roleRows: {
    account: Account;
    name: RoleName;
    organizationId?: string;
    centerId?: string;
  }[] = [
    { account: 'admin', name: 'admin' },
    { account: 'coordinator', name: 'center_admin', centerId },
    ...(school
      ? [
          {
            account: 'organization' as const,
            name: 'organization_admin' as const,
            organizationId: school,
          },
        ]
      : []),
    { account: 'volunteer', name: 'volunteer' },
  ];
  const membershipRows = [school, other]
    .filter((id): id is string => id !== null)
    .map((organizationId) => ({ account: 'organization' as const, organizationId }));

  const partner = DEMO_CENTERS.find((c) => c.tenant === tenant && !c.isDefault);
  if (partner) {
    userRows.push({
      tenantId: tenant,
      id: getDemoUserId(tenant, 'partnerVolunteer'),
      centerId: buildDemoId(tenant, 'center', partner.n),
      email: `volunteer@${partner.hosts[0]!.replace(/\.localhost$/, '')}.test`,
      passwordHash,
      firstName: 'Bas',
      lastName: 'Vreugdenhil',
      status: 'active',
      locale: 'nl',
      confirmedAt: CONFIRMED_AT,
    });
    roleRows.push({ account: 'partnerVolunteer', name: 'volunteer' });
  }

  let inserted = 0;
  const returning = { id: users.id };
  inserted += (await tx.insert(users).values(userRows).onConflictDoNothing().returning(returning))
    .length;
  inserted += (
    await tx
      .insert(roles)
      .values(
        roleRows.map((r, i) => ({
          tenantId: tenant,
          id: buildAccountId(tenant, '8600', i + 1),
          userId: getDemoUserId(tenant, r.account),
          name: r.name,
          organizationId: r.organizationId ?? null,
          centerId: r.centerId ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: roles.id })
  ).length;
  if (membershipRows.length > 0) {
    inserted += (
      await tx
        .insert(memberships)
        .values(
          membershipRows.map((m, i) => ({
            tenantId: tenant,
            id: buildAccountId(tenant, '8700', i + 1),
            userId: getDemoUserId(tenant, m.account),
            organizationId: m.organizationId,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: memberships.id })
    ).length;
  }
  inserted += (
    await tx
      .insert(redirects)
      .values({
        tenantId: tenant,
        id: buildAccountId(tenant, '8800', 1),
        centerId: buildDemoId(tenant, 'center', 1),
        fromPath: '/vacatures',
        toPath: '/vacancies/search',
      })
      .onConflictDoNothing()
      .returning({ id: redirects.id })
  ).length;
  return inserted;
}

/** Seeds the demo accounts of every tenant. */
export async function seedDemoUsers(db: Db): Promise<number> {
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    inserted += await withTenant(db, tenant, (tx) =>
      seedTenantAccounts(tx, tenant, DEMO_PASSWORD_HASH),
    );
  }
  return inserted;
}
