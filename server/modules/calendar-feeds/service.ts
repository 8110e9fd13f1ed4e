// The calendar feeds' use cases (docs/calendar-feeds.md): a center's public activities, one
// activity to download, and each user's private feed of what they signed up for, under a secret
// URL they can renew. The secret is stored as its hash, so its URL is shown when it is made; a
// user who lost it makes a new one, which also ends the old one.
import { formatAmsterdamDate } from '../../../common/amsterdam-time';
import type { TenantName } from '../../../common/tenants/tenant-configs';
import { TENANT_CONFIGS } from '../../../common/tenants/tenant-configs';
import { createNotFoundError } from '../../lib/app-error';
import { buildMailOrigin } from '../../lib/mail-links';
import type { RequestCtx } from '../../lib/request-ctx';
import type { RequestLocale } from '../../lib/request-locale';
import { requireSignedIn } from '../../lib/require-signed-in';
import { generateToken, hashToken } from '../../lib/tokens';
import { formatCatalogueMessage } from '../../lib/error-messages';
import { findCenterById } from '../volunteer-centers/service';
import {
  deleteFeedToken,
  findFeedTokenByHash,
  findFeedTokenOfUser,
  findPublicActivity,
  findUserLocale,
  listCenterFeedActivities,
  listUserFeedApplications,
  listUserFeedRegistrations,
  upsertFeedToken,
} from './feeds-repo';
import {
  addActivityEvent,
  addApplicationEvent,
  createFeedCalendar,
  type FeedContext,
} from './ical';

/** Feeds show what ended up to this many days ago, and everything ahead. */
export const FEED_PAST_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A tenant without the activity calendar has no feeds of it: 404, as its other routes. */
function requireActivitiesFeature(ctx: RequestCtx) {
  if (!ctx.config.features.activities) {
    throw createNotFoundError(`${ctx.config.appName} has no activity calendar.`);
  }
}

function feedContext(ctx: RequestCtx, locale: RequestLocale, origin = ctx.origin): FeedContext {
  return { tenantId: ctx.tenantId, locale, origin, now: ctx.now };
}

function since(ctx: RequestCtx) {
  return new Date(ctx.now.getTime() - FEED_PAST_DAYS * DAY_MS);
}

/** The public activities of a center of the request's tenant, as an iCalendar document. */
export async function getCenterActivitiesFeed(ctx: RequestCtx, centerId: string): Promise<string> {
  requireActivitiesFeature(ctx);
  return ctx.withTenant(async (tx) => {
    const center = await findCenterById({ tx, tenant: ctx.tenantId }, centerId);
    if (!center) throw createNotFoundError(`Volunteer center ${centerId} was not found.`);
    const origin = buildMailOrigin(ctx.settings, {
      center: center.hosts,
      tenant: TENANT_CONFIGS[ctx.tenantId as TenantName].hosts,
    });
    const feed = feedContext(ctx, ctx.locale, origin);
    const calendar = createFeedCalendar(feed, {
      name: formatCatalogueMessage(ctx.locale, {
        id: 'calendarFeed.centerName',
        values: { center: center.name },
      }),
      url: `${origin}/activiteitenkalender`,
    });
    for (const item of await listCenterFeedActivities(tx, center.id, since(ctx))) {
      addActivityEvent(calendar, feed, item);
    }
    return calendar.toString();
  });
}

/** One published (or cancelled) activity as a file to add to a calendar. */
export async function getActivityEventFile(ctx: RequestCtx, activityId: string): Promise<string> {
  requireActivitiesFeature(ctx);
  return ctx.withTenant(async (tx) => {
    const item = await findPublicActivity(tx, activityId);
    if (!item) throw createNotFoundError(`Activity ${activityId} was not found.`);
    const feed = feedContext(ctx, ctx.locale);
    const calendar = createFeedCalendar(feed, {
      name: formatCatalogueMessage(ctx.locale, { id: 'calendarFeed.activityName' }),
    });
    addActivityEvent(calendar, feed, item);
    return calendar.toString();
  });
}

/**
 * A user's private feed: their registrations and the first days of their accepted vacancies, in
 * their own language. The secret counts only in the tenant and center it was made for: elsewhere
 * (and once renewed) it is not found.
 */
export async function getPrivateFeed(ctx: RequestCtx, token: string): Promise<string> {
  requireActivitiesFeature(ctx);
  return ctx.withTenant(async (tx) => {
    const row = await findFeedTokenByHash(tx, hashToken(token));
    if (!row || row.centerId !== ctx.center?.id) {
      throw createNotFoundError('This calendar address is not valid (any more).');
    }
    const locale = (await findUserLocale(tx, row.userId)) ?? ctx.locale;
    const feed = feedContext(ctx, locale);
    const calendar = createFeedCalendar(feed, {
      name: formatCatalogueMessage(locale, { id: 'calendarFeed.privateName' }),
    });
    const from = since(ctx);
    for (const item of await listUserFeedRegistrations(tx, row.userId, from)) {
      addActivityEvent(calendar, feed, item);
    }
    const fromDay = formatAmsterdamDate(from);
    for (const application of await listUserFeedApplications(tx, row.userId, fromDay)) {
      addApplicationEvent(calendar, feed, application);
    }
    return calendar.toString();
  });
}

export interface CalendarFeedState {
  active: boolean;
  createdAt: Date | null;
  /** Only when the secret was made by this request: it is not stored and cannot be shown again. */
  url: string | null;
}

function requireFeedUser(ctx: RequestCtx) {
  requireActivitiesFeature(ctx);
  const user = requireSignedIn(ctx);
  if (!ctx.center) throw createNotFoundError(`The partner "${ctx.tenantId}" has no center yet.`);
  return { user, center: ctx.center };
}

export async function getCalendarFeedState(ctx: RequestCtx): Promise<CalendarFeedState> {
  const { user, center } = requireFeedUser(ctx);
  const row = await ctx.withTenant((tx) => findFeedTokenOfUser(tx, user.id));
  const current = row && row.centerId === center.id ? row : null;
  return { active: current !== null, createdAt: current?.updatedAt ?? null, url: null };
}

/** Makes the user's secret feed address, or a new one that ends the old one. */
export async function renewCalendarFeed(ctx: RequestCtx): Promise<CalendarFeedState> {
  const { user, center } = requireFeedUser(ctx);
  const token = generateToken();
  const row = await ctx.withTenant((tx) =>
    upsertFeedToken(tx, {
      tenantId: ctx.tenantId,
      userId: user.id,
      centerId: center.id,
      tokenHash: hashToken(token),
      now: ctx.now,
    }),
  );
  return {
    active: true,
    createdAt: row.updatedAt,
    url: `${ctx.origin}/api/v1/calendar_feeds/${token}.ics`,
  };
}

export async function stopCalendarFeed(ctx: RequestCtx): Promise<void> {
  const { user } = requireFeedUser(ctx);
  await ctx.withTenant((tx) => deleteFeedToken(tx, user.id));
}
