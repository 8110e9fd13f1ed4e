// Resolves the tenant and volunteer center of each request (DESIGN.md section 5). Headers are
// hints, never trusted for isolation: a mapped host decides the tenant, and a header naming
// another tenant or another tenant's center is answered with 404. Which center a host or header
// names is the volunteer-centers module's rule: app.ts hands it in (a plugin imports no module).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_TENANT_COOKIE, HEADER } from '../../common/constants';
import { isUuid } from '../../common/schemas/uuid';
import {
  bareHost,
  findTenantByHost,
  isTenantName,
  TENANT_CONFIGS,
  type AppContext,
  type TenantConfig,
  type TenantName,
} from '../../common/tenants/tenant-configs';
import type { Tx } from '../db/connection';
import type { VolunteerCenterRow } from '../db/schema/volunteer-centers';
import type { HeldTransaction } from '../db/held-transaction';
import { withTenant } from '../db/with-tenant';
import { createBadRequestError, createNotFoundError } from '../lib/app-error';

/** Finds a request's center: the one the header names (404 when not the tenant's), else the host's. */
export type RequestCenterResolver = (
  tenant: TenantName,
  input: { host: string; requestedId: string | null },
) => Promise<VolunteerCenterRow | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The center of a request (volunteer-centers' rule, with its per-app directory cache). */
    resolveRequestCenter: RequestCenterResolver;
  }
  interface FastifyRequest {
    /** Empty until the tenancy hook ran (only routes that need a tenant run it). */
    tenant: TenantName;
    tenantConfig: TenantConfig;
    center: VolunteerCenterRow | null;
    appContext: AppContext;
    /**
     * Runs `fn` in a transaction scoped to this request's tenant (row-level security); while the
     * request holds a transaction (an idempotent write), as a savepoint of that one.
     */
    withTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
    /** The transaction an idempotent write holds from its claim to its stored answer. */
    heldTransaction: HeldTransaction | null;
  }
}

function readHeader(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() ? text.trim() : null;
}

/**
 * The tenant of a request: a mapped host decides (an X-Tenant header naming another tenant is a
 * 404); on other hosts the X-Tenant header, else the tenant cookie, else the default tenant.
 */
export function resolveTenantName(input: {
  host: string;
  headerTenant: string | null;
  cookieTenant: string | null;
  defaultTenant: TenantName;
}): TenantName {
  const byHost = findTenantByHost(input.host);
  if (byHost) {
    if (input.headerTenant && input.headerTenant !== byHost) {
      throw createNotFoundError(
        `The partner "${input.headerTenant}" is not served on ${bareHost(input.host)}.`,
        { header: HEADER.tenant },
      );
    }
    return byHost;
  }
  if (input.headerTenant) {
    if (!isTenantName(input.headerTenant)) {
      throw createNotFoundError(`There is no partner "${input.headerTenant}".`, {
        header: HEADER.tenant,
      });
    }
    return input.headerTenant;
  }
  const name = input.cookieTenant ?? input.defaultTenant;
  if (!isTenantName(name)) throw createNotFoundError(`There is no partner "${name}".`);
  return name;
}

function readAppContext(request: FastifyRequest, config: TenantConfig): AppContext {
  const value = readHeader(request, HEADER.appContext);
  if (value === null) return config.appContext;
  if (value === 'main' || value === 'meedoen') return value;
  throw createBadRequestError(`${HEADER.appContext} must be main or meedoen.`, {
    header: HEADER.appContext,
  });
}

/** Adds the request decorations; call once on the root instance. */
export function decorateTenancy(
  app: FastifyInstance,
  options: { resolveRequestCenter: RequestCenterResolver },
) {
  app.decorate('resolveRequestCenter', options.resolveRequestCenter);
  app.decorateRequest('tenant', '' as TenantName);
  app.decorateRequest('tenantConfig', null as unknown as TenantConfig);
  app.decorateRequest('center', null);
  app.decorateRequest('appContext', 'main');
  app.decorateRequest('withTenant', function withRequestTenant<
    T,
  >(this: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> {
    if (!this.tenant) throw new Error('withTenant called on a route without tenant resolution');
    if (this.heldTransaction?.open) return this.heldTransaction.run(fn);
    return withTenant(this.server.database.db, this.tenant, fn, { requestId: this.id });
  });
  app.decorateRequest('heldTransaction', null);
}

/** Resolves tenant and center for every route of `scope` (an encapsulated plugin). */
export function addTenancyHook(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request) => {
    const host = request.headers.host ?? '';
    const tenant = resolveTenantName({
      host,
      headerTenant: readHeader(request, HEADER.tenant),
      cookieTenant: request.cookies?.[DEFAULT_TENANT_COOKIE] ?? null,
      defaultTenant: scope.settings.defaultTenant,
    });
    const config = TENANT_CONFIGS[tenant];
    const requestedId = readHeader(request, HEADER.centerId);
    if (requestedId !== null && !isUuid(requestedId)) {
      throw createBadRequestError(`${HEADER.centerId} must be a UUID.`, {
        header: HEADER.centerId,
      });
    }
    request.tenant = tenant;
    request.tenantConfig = config;
    request.appContext = readAppContext(request, config);
    request.center = await scope.resolveRequestCenter(tenant, { host, requestedId });
  });
}
