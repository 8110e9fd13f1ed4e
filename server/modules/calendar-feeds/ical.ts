// iCalendar (RFC 5545) documents written by ical-generator: times in Europe/Amsterdam with its
// VTIMEZONE, so a calendar app shows 10:00 on both sides of the daylight-saving change; each
// occurrence of a series is an event of its own (occurrences are rows, and one may be moved or
// cancelled alone), with a UID that stays the same when the activity changes and a SEQUENCE that
// grows with each change, so subscribed calendars update the event instead of adding a second.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
  type ICalEventData,
} from 'ical-generator';
import { DateTime } from 'luxon';
import sanitizeHtml from 'sanitize-html';
import { pickLocalized } from '../../../common/matching';
import type { ActivityRow } from '../../db/schema/activities';
import { formatCatalogueMessage } from '../../lib/error-messages';
import type { RequestLocale } from '../../lib/request-locale';
import type { FeedActivity, FeedApplication, FeedRegistration } from './feeds-repo';

export const FEED_TIME_ZONE = 'Europe/Amsterdam';
const PRODUCT_ID = { company: 'Vrijwilligersplatform', product: 'Activiteitenkalender' };
/** SEQUENCE counts seconds since this moment: it grows with every change of the row. */
const SEQUENCE_EPOCH_MS = Date.UTC(2026, 0, 1);

export interface FeedContext {
  tenantId: string;
  locale: RequestLocale;
  /** The site's base URL (configured, never from the request's Host header). */
  origin: string;
  now: Date;
}

function text(locale: RequestLocale, id: string, values?: Record<string, string | number>) {
  return formatCatalogueMessage(locale, { id, values });
}

export function createFeedCalendar(
  ctx: FeedContext,
  details: { name: string; description?: string; url?: string },
): ICalCalendar {
  const calendar = ical({
    name: details.name,
    description: details.description,
    url: details.url,
    prodId: { ...PRODUCT_ID, language: ctx.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // Subscribed calendars look again after an hour at the earliest.
    ttl: 60 * 60,
  });
  calendar.timezone({ name: FEED_TIME_ZONE, generator: getVtimezoneComponent });
  return calendar;
}

function inZone(date: Date): DateTime {
  return DateTime.fromJSDate(date).setZone(FEED_TIME_ZONE);
}

function sequenceOf(updatedAt: Date): number {
  return Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000));
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Stored rich text as plain text: block ends become line breaks, tags go, entities decode. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const withBreaks = html.replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, '\n');
  const bare = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return bare
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function locationOf(activity: ActivityRow, locale: RequestLocale): ICalEventData['location'] {
  if (activity.online) return text(locale, 'calendarFeed.online');
  const street = [activity.street, activity.number].filter(Boolean).join(' ');
  const place = [activity.postcode, activity.city].filter(Boolean).join(' ');
  const title = [activity.locationName, street, place].filter(Boolean).join(', ');
  if (!title) return null;
  if (activity.lat === null || activity.lng === null) return title;
  return { title, geo: { lat: activity.lat, lon: activity.lng } };
}

function activityUrl(ctx: FeedContext, activityId: string) {
  return `${ctx.origin}/activiteitenkalender/${activityId}`;
}

/** An activity (or the shift of a registration) as an event. */
export function addActivityEvent(
  calendar: ICalCalendar,
  ctx: FeedContext,
  item: FeedActivity & { shift?: FeedRegistration['shift']; status?: FeedRegistration['status'] },
) {
  const { activity } = item;
  const title = pickLocalized(activity.titleNl, activity.titleEn, ctx.locale);
  const waiting = item.status === 'waitlisted' || item.status === 'offered';
  const summaryParts = [item.shift ? `${title}: ${item.shift.name}` : title];
  if (item.status === 'waitlisted') summaryParts.push(text(ctx.locale, 'calendarFeed.waitlisted'));
  if (item.status === 'offered') summaryParts.push(text(ctx.locale, 'calendarFeed.offered'));
  const cancelled = activity.status === 'cancelled';
  if (cancelled) summaryParts.unshift(text(ctx.locale, 'calendarFeed.cancelled'));
  const description = [
    item.organizationName
      ? text(ctx.locale, 'calendarFeed.organizer', { name: item.organizationName })
      : '',
    htmlToPlainText(
      ctx.locale === 'en'
        ? (activity.descriptionEn ?? activity.descriptionNl)
        : (activity.descriptionNl ?? activity.descriptionEn),
    ),
    activity.online && activity.onlineUrl ? activity.onlineUrl : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  calendar.createEvent({
    // One event per activity, or per shift: the same UID however often it changes.
    id: item.shift
      ? `activity-${activity.id}-shift-${item.shift.id}@${ctx.tenantId}`
      : `activity-${activity.id}@${ctx.tenantId}`,
    sequence: sequenceOf(activity.updatedAt),
    stamp: DateTime.fromJSDate(ctx.now).toUTC(),
    start: inZone(item.shift?.startsAt ?? activity.startsAt),
    end: inZone(item.shift?.endsAt ?? activity.endsAt),
    timezone: FEED_TIME_ZONE,
    summary: summaryParts.join(' '),
    description: description || null,
    location: locationOf(activity, ctx.locale),
    url: activityUrl(ctx, activity.id),
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : waiting
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
    lastModified: DateTime.fromJSDate(activity.updatedAt).toUTC(),
  });
}

/** The first day of an accepted vacancy, as an all-day event. */
export function addApplicationEvent(
  calendar: ICalCalendar,
  ctx: FeedContext,
  application: FeedApplication,
) {
  const title = pickLocalized(application.titleNl, application.titleEn, ctx.locale);
  const start = DateTime.fromISO(application.startsOn, { zone: FEED_TIME_ZONE });
  calendar.createEvent({
    id: `application-${application.applicationId}@${ctx.tenantId}`,
    sequence: sequenceOf(application.updatedAt),
    stamp: DateTime.fromJSDate(ctx.now).toUTC(),
    start,
    end: start.plus({ days: 1 }),
    allDay: true,
    summary: text(ctx.locale, 'calendarFeed.vacancyStarts', { title }),
    description: application.organizationName
      ? text(ctx.locale, 'calendarFeed.organizer', { name: application.organizationName })
      : null,
    url: `${ctx.origin}/vacancies/${application.vacancyId}`,
    status: ICalEventStatus.CONFIRMED,
  });
}
