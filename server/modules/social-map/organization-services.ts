// An organization's services on the social map (docs/social-map-api.md "Services"): everyone
// reads those of approved organizations; the organization's admins, its center's admins and the
// tenant's admins add, change and delete them (and read them while the organization waits for
// approval). Categories and target groups must be the tenant's tags of those kinds.
import { ERROR_CODE } from '../../../common/errors';
import type {
  OpeningPeriod,
  OrganizationServiceCreateInput,
  OrganizationServiceUpdateInput,
} from '../../../common/schemas/social-map';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type { OrganizationServiceRow } from '../../db/schema/organization-services';
import { AppError } from '../../lib/app-error';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import { assertAllowed } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { createMissingError } from '../../lib/unprocessable';
import { findOrganization } from '../organizations/service';
import { findTagsByIds } from '../tags/service';
import { buildManagedScope, canManageServicesOf, isServiceManager } from './access';
import {
  deleteService,
  findServiceView,
  insertService,
  listServiceViews,
  updateService,
  type ServiceView,
} from './service-repo';

export interface ServiceReading {
  view: ServiceView;
  canManage: boolean;
}

function invalid(detail: string, pointer: string, messageId: string): AppError {
  return new AppError({
    status: 422,
    code: ERROR_CODE.validationFailed,
    detail,
    source: { pointer: `/data/attributes/${pointer}` },
    message: { id: messageId },
  });
}

/** The category must be a tag of kind category, each target group one of kind target_group. */
async function checkTags(
  tx: Tx,
  tenantId: string,
  input: { categoryId?: string | null; targetGroupIds?: string[] },
): Promise<void> {
  const ids = [
    ...(input.categoryId ? [input.categoryId] : []),
    ...(input.targetGroupIds ?? []),
  ].map((id) => id.toLowerCase());
  const found = new Map((await findTagsByIds(tx, tenantId, ids)).map((t) => [t.id, t.kind]));
  if (input.categoryId && found.get(input.categoryId.toLowerCase()) !== 'category') {
    throw invalid(
      `category_id names no category (${input.categoryId}).`,
      'category_id',
      'socialMap.error.category',
    );
  }
  (input.targetGroupIds ?? []).forEach((id, index) => {
    if (found.get(id.toLowerCase()) !== 'target_group') {
      throw invalid(
        `target_group_ids/${index} names no target group (${id}).`,
        `target_group_ids/${index}`,
        'socialMap.error.targetGroup',
      );
    }
  });
}

/** Opening periods sorted by day and time, so that every reader gets them in one order. */
function sortPeriods(periods: OpeningPeriod[]): OpeningPeriod[] {
  return [...periods]
    .map((p) => ({ day: p.day, opens: p.opens, closes: p.closes }))
    .sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens));
}

type ServiceChanges = Partial<Omit<OrganizationServiceRow, 'searchVector'>>;

/** The columns an input sets: empty texts are null, ids lower case. */
function toColumns(input: OrganizationServiceUpdateInput): ServiceChanges {
  const out: ServiceChanges = {};
  const textKeys = [
    'nameNl',
    'nameEn',
    'descriptionNl',
    'descriptionEn',
    'contactEmail',
    'contactPhone',
    'website',
    'openingNoteNl',
    'openingNoteEn',
    'street',
    'number',
    'postcode',
    'city',
  ] as const;
  for (const key of textKeys) {
    if (input[key] !== undefined) out[key] = input[key] || null;
  }
  if (input.categoryId !== undefined) out.categoryId = input.categoryId?.toLowerCase() ?? null;
  if (input.targetGroupIds !== undefined) {
    out.targetGroupIds = [...new Set(input.targetGroupIds.map((id) => id.toLowerCase()))];
  }
  if (input.openingHours !== undefined) {
    out.openingHours = sortPeriods(input.openingHours as OpeningPeriod[]);
  }
  if (input.lat !== undefined) out.lat = input.lat;
  if (input.lng !== undefined) out.lng = input.lng;
  return out;
}

function checkPosition(row: { lat: number | null; lng: number | null }): void {
  if ((row.lat === null) !== (row.lng === null)) {
    const missing = row.lat === null ? 'lat' : 'lng';
    throw invalid('lat and lng go together.', missing, 'socialMap.error.position');
  }
}

async function readVisible(ctx: RequestCtx, tx: Tx, id: string): Promise<ServiceReading> {
  const view = isUuid(id) ? await findServiceView(tx, ctx.tenantId, id) : null;
  if (!view) throw createMissingError('Service', id);
  const canManage = canManageServicesOf(ctx.currentUser, {
    id: view.service.organizationId,
    centerId: view.organizationCenterId,
  });
  if (view.organizationStatus !== 'approved' && !canManage) {
    throw createMissingError('Service', id);
  }
  return { view, canManage };
}

/** GET /api/v1/organization_services: one organization's, or the request center's. */
export async function getOrganizationServices(
  ctx: RequestCtx,
  filter: { organizationId?: string },
): Promise<ServiceReading[]> {
  const managed = buildManagedScope(ctx.currentUser);
  return ctx.withTenant(async (tx) => {
    const views = await listServiceViews(tx, ctx.tenantId, {
      organizationId: filter.organizationId?.toLowerCase(),
      centerId: ctx.center?.id,
      managed,
    });
    return views.map((view) => ({
      view,
      canManage: canManageServicesOf(ctx.currentUser, {
        id: view.service.organizationId,
        centerId: view.organizationCenterId,
      }),
    }));
  });
}

/** GET /api/v1/organization_services/{id}. */
export async function getOrganizationService(ctx: RequestCtx, id: string): Promise<ServiceReading> {
  return ctx.withTenant((tx) => readVisible(ctx, tx, id));
}

/** POST /api/v1/organization_services. */
export async function createOrganizationService(
  ctx: RequestCtx,
  input: OrganizationServiceCreateInput,
  clientId: string | undefined,
): Promise<ServiceReading> {
  const user = requireSignedIn(ctx);
  assertAllowed(isServiceManager(user), 'Only organizations and coordinators add services.');
  try {
    return await ctx.withTenant(async (tx) => {
      if (clientId && (await findServiceView(tx, ctx.tenantId, clientId))) {
        throw createDuplicateIdError('service', clientId);
      }
      const organization = await findOrganization(tx, ctx.tenantId, input.organizationId);
      if (!organization) {
        throw invalid(
          `organization_id names no organization (${input.organizationId}).`,
          'organization_id',
          'socialMap.error.organization',
        );
      }
      assertAllowed(
        canManageServicesOf(user, organization),
        'You manage the services of your own organizations only.',
      );
      await checkTags(tx, ctx.tenantId, input);
      const columns = toColumns(input);
      checkPosition({ lat: columns.lat ?? null, lng: columns.lng ?? null });
      const row = await insertService(tx, {
        ...(clientId ? { id: clientId } : {}),
        ...columns,
        tenantId: ctx.tenantId,
        organizationId: organization.id,
        centerId: organization.centerId,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      return readVisible(ctx, tx, row.id);
    });
  } catch (error) {
    if (clientId && isUniqueViolation(error, 'organization_services_tenant_id_id_pk')) {
      throw createDuplicateIdError('service', clientId);
    }
    throw error;
  }
}

async function readManaged(ctx: RequestCtx, tx: Tx, id: string): Promise<ServiceReading> {
  const reading = await readVisible(ctx, tx, id);
  assertAllowed(reading.canManage, 'You manage the services of your own organizations only.');
  return reading;
}

/** PATCH /api/v1/organization_services/{id}. */
export async function updateOrganizationService(
  ctx: RequestCtx,
  id: string,
  input: OrganizationServiceUpdateInput,
): Promise<ServiceReading> {
  requireSignedIn(ctx);
  return ctx.withTenant(async (tx) => {
    const { view } = await readManaged(ctx, tx, id);
    await checkTags(tx, ctx.tenantId, input);
    const columns = toColumns(input);
    const next = { ...view.service, ...columns };
    checkPosition(next);
    if (!next.nameNl && !next.nameEn) {
      throw invalid('A service needs a name.', 'name_nl', 'socialMap.error.nameRequired');
    }
    await updateService(tx, ctx.tenantId, view.service.id, columns, ctx.now);
    return readVisible(ctx, tx, view.service.id);
  });
}

/** DELETE /api/v1/organization_services/{id}. */
export async function deleteOrganizationService(ctx: RequestCtx, id: string): Promise<void> {
  requireSignedIn(ctx);
  await ctx.withTenant(async (tx) => {
    const { view } = await readManaged(ctx, tx, id);
    await deleteService(tx, ctx.tenantId, view.service.id);
  });
}
