// The context the accounts services take: tenant, center, clock, the signed-in user and a way to
// open tenant transactions. Services that must commit something before they fail (rate-limit
// counters) open more than one transaction, so they get `withTenant` rather than a `tx`.
import type { FastifyRequest } from 'fastify';
import type { TenantConfig, TenantName } from '../../common/tenants/tenant-configs';
import type { Tx } from '../db/connection';
import type { VolunteerCenterRow } from '../db/schema/volunteer-centers';
import type { Settings } from '../env';
import { createNotFoundError } from './app-error';
import type { FileStore } from './file-store';
import type { CurrentUser } from './current-user';
import { chooseRequestLocale, type RequestLocale } from './request-locale';
import { buildMailOrigin } from './mail-links';
import type { AuthSession } from './auth-session';

export interface RequestCtx {
  tenantId: TenantName;
  center: VolunteerCenterRow | null;
  config: TenantConfig;
  settings: Settings;
  /** Where uploaded files live (UPLOAD_DIR or the bucket at S3_URL). */
  fileStore: FileStore;
  now: Date;
  /**
   * Base URL for links in e-mails: PUBLIC_URL, else the configured host of the request's center
   * (or tenant), never the request's Host header (server/lib/mail-links.ts).
   */
  origin: string;
  ip: string;
  /** The language of texts for people in answers (user, locale cookie, Accept-Language, nl). */
  locale: RequestLocale;
  currentUser: CurrentUser | null;
  session: AuthSession | null;
  withTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

export function buildRequestCtx(request: FastifyRequest): RequestCtx {
  const settings = request.server.settings;
  return {
    tenantId: request.tenant,
    center: request.center,
    config: request.tenantConfig,
    settings,
    fileStore: request.server.fileStore,
    now: settings.now(),
    origin: buildMailOrigin(settings, {
      center: request.center?.hosts,
      tenant: request.tenantConfig.hosts,
    }),
    ip: request.ip,
    locale: chooseRequestLocale(request),
    currentUser: request.currentUser,
    session: request.authSession,
    withTenant: (fn) => request.withTenant(fn),
  };
}

/** The request's center; a tenant without centers cannot have accounts. */
export function requireCenter(ctx: RequestCtx): VolunteerCenterRow {
  if (!ctx.center)
    throw createNotFoundError(`The partner "${ctx.tenantId}" has no volunteer center yet.`);
  return ctx.center;
}
