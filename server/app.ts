// Builds the Fastify app: security headers, JSON:API errors, the API under /api/v1, the
// server-owned files (config, translations, builds, uploads, manifest) and the PWA with its
// index.html fallback. server/index.ts listens with it; the API tests build it too.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { API_BASE_PATH, JSONAPI_MEDIA_TYPE } from '../common/constants';
import type { Registry } from 'prom-client';
import type { Database } from './db/connection';
import type { Settings } from './env';
import { buildRoutes } from './modules/builds/routes';
import { centerProfileRoutes } from './modules/center-profile/routes';
import { devEmailRoutes } from './modules/email/dev-emails';
import { createFileStore, type FileStore } from './lib/file-store';
import { createLiveHub, type LiveHub } from './lib/live-events';
import { createResponseCache, type ResponseCache } from './lib/response-cache';
import { liveRoutes } from './modules/live/routes';
import { createMetrics } from './modules/health/metrics';
import { healthRoutes } from './modules/health/routes';
import { publicConfigRoutes } from './modules/public-config/routes';
import { buildPublicConfig } from './modules/public-config/service';
import { addNetworkCutHook } from './modules/test-support/network-cut';
import { testSupportRoutes, testSupportSessionRoutes } from './modules/test-support/routes';
import { translationRoutes } from './modules/translations/routes';
import { fileRoutes } from './modules/files/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { loadBootCenter } from './modules/volunteer-centers/boot-center';
import { pageMetaRoutes } from './modules/page-meta/routes';
import { describePage } from './modules/page-meta/service';
import { volunteerCenterRoutes } from './modules/volunteer-centers/routes';
import { createRequestCenterResolver } from './modules/volunteer-centers/service';
import { vogCheckRoutes, volunteerProfileRoutes } from './modules/volunteer-profiles/routes';
import { webManifestRoutes } from './modules/web-manifest/routes';
import { authApiRoutes, authRoutes } from './modules/auth/routes';
import { twoFactorApiRoutes, twoFactorAuthRoutes } from './modules/auth/two-factor-routes';
import { signUpOrganizationRoutes } from './modules/auth/sign-up-organization-routes';
import { userRoutes } from './modules/users/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { auditEventRoutes } from './modules/audit-events/routes';
import { redirectRoutes } from './modules/redirects/routes';
import { listPublicVacanciesOfOrganizations } from './modules/vacancies/list-organization-vacancies';
import { vacancyRoutes } from './modules/vacancies/routes';
import { tagRoutes } from './modules/tags/routes';
import { storefrontRoutes } from './modules/storefront/routes';
import { applicationRoutes } from './modules/applications/routes';
import { profileReplyRoutes } from './modules/profile-replies/routes';
import { volunteerPoolRoutes } from './modules/volunteer-pool/routes';
import { conversationRoutes } from './modules/conversations/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { dataViewerRoutes } from './modules/data-viewer/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { helpRoutes } from './modules/help/routes';
import { calendarFeedRoutes } from './modules/calendar-feeds/routes';
import { socialMapRoutes } from './modules/social-map/routes';
import { activityRoutes } from './modules/activities/routes';
import { hourRoutes } from './modules/hours/routes';
import { newsRoutes } from './modules/news/routes';
import { digestRoutes } from './modules/digests/routes';
import { menuItemRoutes } from './modules/menu-items/routes';
import { formRoutes } from './modules/forms/routes';
import { pageRoutes } from './modules/pages/routes';
import { notificationTemplateRoutes } from './modules/notification-templates/routes';
import { addAuthenticationHook, decorateAuthentication } from './plugins/authentication';
import { addIdempotencyHook } from './plugins/idempotency';
import { registerErrorHandling } from './plugins/jsonapi-errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticFiles } from './plugins/static-files';
import { addTenancyHook, decorateTenancy } from './plugins/tenancy';

declare module 'fastify' {
  interface FastifyInstance {
    settings: Settings;
    database: Database;
    /** The Prometheus registry, when METRICS_TOKEN is set (GET /api/v1/metrics). */
    metrics: Registry | null;
    /** Where uploaded files live: UPLOAD_DIR, or the bucket at S3_URL. */
    fileStore: FileStore;
    /** Anonymous vacancy search answers of this instance (SEARCH_CACHE_MB). */
    searchCache: ResponseCache;
    /** The open live-update streams of this instance and the announcements they hear. */
    live: LiveHub;
  }
}

export interface BuildAppOptions {
  settings: Settings;
  /** An open, migrated database; the caller closes it after `app.close()`. */
  database: Database;
  /** Overrides the pino logger options derived from settings.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Called for every route as it is added (the security tests enumerate the route table). */
  onRoute?: (route: RouteOptions) => void;
}

/** Everything under /api/v1. */
async function apiRoutes(api: FastifyInstance) {
  // The API speaks JSON only; any other body is a 415 (Fastify accepts text/plain by default).
  api.removeContentTypeParser(['text/plain']);
  await api.register(healthRoutes);
  if (api.settings.enableTestRoutes) await api.register(testSupportRoutes);
  await api.register(async (scoped) => {
    addTenancyHook(scoped);
    addAuthenticationHook(scoped);
    addIdempotencyHook(scoped);
    await scoped.register(volunteerCenterRoutes);
    // Development only: the outbox's mails hold live sign-in links (settings.devMailReader).
    if (scoped.settings.devMailReader) await scoped.register(devEmailRoutes);
    await scoped.register(volunteerProfileRoutes);
    await scoped.register(vogCheckRoutes);
    await scoped.register(centerProfileRoutes);
    await scoped.register(authApiRoutes);
    await scoped.register(twoFactorApiRoutes);
    await scoped.register(userRoutes);
    await scoped.register(organizationRoutes, {
      readVacancies: listPublicVacanciesOfOrganizations,
    });
    await scoped.register(signUpOrganizationRoutes);
    await scoped.register(auditEventRoutes);
    await scoped.register(redirectRoutes);
    await scoped.register(vacancyRoutes);
    await scoped.register(tagRoutes);
    await scoped.register(storefrontRoutes);
    await scoped.register(applicationRoutes);
    await scoped.register(volunteerPoolRoutes);
    await scoped.register(profileReplyRoutes);
    await scoped.register(conversationRoutes);
    await scoped.register(notificationRoutes);
    await scoped.register(dashboardRoutes);
    await scoped.register(analyticsRoutes);
    await scoped.register(dataViewerRoutes);
    await scoped.register(helpRoutes);
    await scoped.register(calendarFeedRoutes);
    await scoped.register(socialMapRoutes);
    await scoped.register(activityRoutes);
    await scoped.register(hourRoutes);
    await scoped.register(pageRoutes);
    await scoped.register(menuItemRoutes);
    await scoped.register(fileRoutes);
    await scoped.register(newsRoutes);
    await scoped.register(notificationTemplateRoutes);
    await scoped.register(digestRoutes);
    await scoped.register(formRoutes);
    await scoped.register(liveRoutes);
    if (scoped.settings.enableTestRoutes) await scoped.register(testSupportSessionRoutes);
  });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { settings, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: settings.logLevel },
    // Unique across instances and restarts (Fastify's own is a per-process counter): the id in
    // the log lines and in the database's application_name. Never the client's header.
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Only behind a proxy we run: otherwise X-Forwarded-For would let a client choose its IP
    // for the per-IP rate limits.
    trustProxy: settings.trustProxy,
  });
  if (options.onRoute) {
    const { onRoute } = options;
    app.addHook('onRoute', (route) => onRoute(route));
  }
  app.decorate('settings', settings);
  app.decorate('database', database);
  app.decorate(
    'searchCache',
    createResponseCache({ maxBytes: settings.searchCacheMb * 1024 * 1024 }),
  );
  // On the root instance, so that its response hook sees every route.
  app.decorate('metrics', settings.metricsToken ? createMetrics(app) : null);
  const fileStore = await createFileStore(settings);
  app.decorate('fileStore', fileStore);
  app.addHook('onClose', () => fileStore.close());
  const live = createLiveHub({ database, logger: app.log });
  app.decorate('live', live);
  app.addHook('onReady', () => live.start());
  // Before the server closes: it waits for open connections, and a stream stays open until told.
  app.addHook('preClose', () => live.stop());
  decorateTenancy(app, { resolveRequestCenter: createRequestCenterResolver(database.db) });
  decorateAuthentication(app);

  // JSON:API documents arrive as application/vnd.api+json or plain application/json.
  app.addContentTypeParser(
    JSONAPI_MEDIA_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'ignore'),
  );

  registerErrorHandling(app);
  if (settings.enableTestRoutes) addNetworkCutHook(app);
  await registerSecurityHeaders(app, settings);
  await app.register(cookie);

  await app.register(apiRoutes, { prefix: API_BASE_PATH });
  // devise_token_auth's own paths: /auth/sign_in, /auth/sign_out, /auth/password, POST /auth ...
  await app.register(async (scoped) => {
    scoped.removeContentTypeParser(['text/plain']);
    addTenancyHook(scoped);
    addAuthenticationHook(scoped);
    addIdempotencyHook(scoped);
    await scoped.register(authRoutes);
    await scoped.register(twoFactorAuthRoutes);
  });

  await app.register(async (scoped) => {
    addTenancyHook(scoped);
    await scoped.register(webManifestRoutes);
    await scoped.register(pageMetaRoutes);
  });
  await app.register(publicConfigRoutes);
  await app.register(translationRoutes);
  await app.register(buildRoutes);
  await app.register(uploadRoutes);
  await registerStaticFiles(app, settings, {
    buildPublicConfig: () => buildPublicConfig(database.db, settings),
    loadCenter: (tenant, center) => loadBootCenter(database.db, tenant, center),
    describePage: (tenant, center, pathname, locale) =>
      describePage({ db: database.db, settings, fileStore }, tenant, center, pathname, locale),
  });
  return app;
}
