// The demo data of DESIGN.md section 4, written on start when SEED_DEMO is on. Idempotent: fixed
// ids and `on conflict do nothing`, so a second run changes nothing and edits made in the app
// survive restarts.
import { and, eq, isNull } from 'drizzle-orm';
import { TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { Db, Tx } from '../db/connection';
import { addresses, organizationProfiles, organizations } from '../db/schema/organizations';
import { tenants } from '../db/schema/tenants';
import { centerProfiles, volunteerCenters } from '../db/schema/volunteer-centers';
import { withTenant } from '../db/with-tenant';
import { buildCenterProfileRow, buildCenterRow, DEMO_CENTERS } from './demo-centers';
import { buildDemoId } from './demo-ids';
import { DEMO_ORGANIZATIONS, type DemoOrganization } from './demo-organizations';
import { PLACES } from './demo-places';
import { seedDemoHistory } from './demo-history';
import { seedDemoApplications } from './demo-applications';
import { seedDemoHelp } from './demo-help';
import { seedDemoActivities } from './demo-activities';
import { seedDemoInvitations } from './demo-invitations';
import { seedDemoTags } from './demo-tags';
import { buildDemoVacancyRows, seedDemoVacancies } from './demo-vacancies';
import { seedDemoPool } from './demo-pool';
import { seedDemoServices } from './demo-services';
import { seedDemoUsers } from './demo-users';
import { seedDemoVolunteerProfiles } from './demo-volunteer-profiles';
import { seedDemoNews } from './demo-news';
import { seedDemoPages } from './demo-pages';
import { seedDemoForms } from './demo-forms';

function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'en')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function buildOrganizationRows(tenant: TenantName) {
  const centers = DEMO_CENTERS.filter((c) => c.tenant === tenant);
  const list = DEMO_ORGANIZATIONS.filter((o) => centers.some((c) => c.slug === o.center));
  const idOf = (o: DemoOrganization) => buildDemoId(tenant, 'organization', list.indexOf(o) + 1);
  return list.map((o, i) => {
    const center = centers.find((c) => c.slug === o.center)!;
    const root = list.find((r) => r.center === o.center && r.type === 'VolunteerCenter');
    const place = PLACES[o.place];
    const n = i + 1;
    const letters = String.fromCharCode(65 + (n % 26), 65 + ((n * 7) % 26));
    return {
      organization: {
        tenantId: tenant,
        id: idOf(o),
        centerId: buildDemoId(tenant, 'center', center.n),
        parentId: root && root !== o ? idOf(root) : null,
        type: o.type,
        name: o.name,
        slug: slugify(o.name),
        description: o.description,
        website: `https://www.${o.handle}.voorbeeld.nl`,
        email: `info@${o.handle}.voorbeeld.nl`,
        phone: `${place.phonePrefix} ${String(200 + n * 37).padStart(3, '0')} ${String(1000 + n * 113).slice(-4)}`,
        status: o.status,
      },
      address: {
        tenantId: tenant,
        id: buildDemoId(tenant, 'address', n),
        organizationId: idOf(o),
        street: o.street,
        number: o.number,
        postcode: `${place.postcodeArea} ${letters}`,
        city: place.city,
        // Spread the addresses a little around the place so that distances differ.
        lat: Math.round((place.lat + ((n % 5) - 2) * 0.002) * 1e6) / 1e6,
        lng: Math.round((place.lng + ((n % 3) - 1) * 0.003) * 1e6) / 1e6,
      },
      profile: {
        tenantId: tenant,
        id: buildDemoId(tenant, 'organizationProfile', n),
        organizationId: idOf(o),
        about: o.description,
        contactName: o.contact,
        contactEmail: `info@${o.handle}.voorbeeld.nl`,
      },
    };
  });
}

async function seedTenant(tx: Tx, tenant: TenantName): Promise<number> {
  let inserted = 0;
  const count = (rows: unknown[]) => (inserted += rows.length);
  const centers = DEMO_CENTERS.filter((c) => c.tenant === tenant);
  if (centers.length === 0) return 0;
  const returning = { id: volunteerCenters.id };
  count(
    await tx
      .insert(volunteerCenters)
      .values(centers.map(buildCenterRow))
      .onConflictDoNothing()
      .returning(returning),
  );
  count(
    await tx
      .insert(centerProfiles)
      .values(centers.map(buildCenterProfileRow))
      .onConflictDoNothing()
      .returning(returning),
  );
  const rows = buildOrganizationRows(tenant);
  // Roots first: the parent must exist before its children refer to it.
  const ordered = [...rows].sort(
    (a, b) => Number(a.organization.parentId !== null) - Number(b.organization.parentId !== null),
  );
  count(
    await tx
      .insert(organizations)
      .values(ordered.map((r) => r.organization))
      .onConflictDoNothing()
      .returning(returning),
  );
  count(
    await tx
      .insert(addresses)
      .values(rows.map((r) => r.address))
      .onConflictDoNothing()
      .returning(returning),
  );
  count(
    await tx
      .insert(organizationProfiles)
      .values(rows.map((r) => r.profile))
      .onConflictDoNothing()
      .returning(returning),
  );
  return inserted;
}

/**
 * The matching core's demo data: tags, vacancies, the demo volunteer's applications
 * with their conversations and notifications. Runs after the accounts: applications name them.
 */
async function seedDemoMatching(db: Db): Promise<number> {
  const now = new Date();
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    inserted += await withTenant(db, tenant, async (tx) => {
      let n = await seedDemoTags(tx, tenant);
      n += await seedDemoVacancies(tx, tenant, now);
      n += await seedDemoApplications(tx, tenant, buildDemoVacancyRows(tenant, now).list, now);
      return n;
    });
  }
  return inserted;
}

/** Seeds every tenant's demo data; returns how many rows were new (0 on a second run). */
export async function seedDemo(db: Db): Promise<number> {
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    inserted += await withTenant(db, tenant, (tx) => seedTenant(tx, tenant));
    const defaultCenter = DEMO_CENTERS.find((c) => c.tenant === tenant && c.isDefault);
    if (!defaultCenter) continue;
    // Owner-level write: app_user may only read tenants.
    const updated = await db
      .update(tenants)
      .set({ defaultCenterId: buildDemoId(tenant, 'center', defaultCenter.n) })
      .where(and(eq(tenants.name, tenant), isNull(tenants.defaultCenterId)))
      .returning({ name: tenants.name });
    inserted += updated.length;
  }
  inserted += await seedDemoUsers(db);
  inserted += await seedDemoVolunteerProfiles(db);
  inserted += await seedDemoPool(db);
  inserted += await seedDemoMatching(db);
  // After the tags and profiles: help categories are tags, offers read the volunteers' profiles.
  inserted += await seedDemoHelp(db);
  // After the tags: services name categories and target groups.
  inserted += await seedDemoServices(db);
  // After the pool, the vacancies and the accounts: invitations name all three.
  inserted += await seedDemoInvitations(db);
  // After the accounts, organizations and tags: registrations name volunteers.
  inserted += await seedDemoActivities(db);
  // After the centers: news belongs to a tenant's default center.
  inserted += await seedDemoNews(db);
  inserted += await seedDemoPages(db);
  // After the accounts: a form names who made it and who hears of its answers.
  inserted += await seedDemoForms(db);
  // After the pool, the vacancies and the demo volunteer's applications: a year of the center's
  // applications and views, and the analytics counters recounted from the rows.
  inserted += await seedDemoHistory(db);
  return inserted;
}
