// What leaves the server for the activity calendar (docs/activities-api.md): activities with their
// shifts, free places and the reader's own registrations embedded; registrations with the
// volunteer's name (and e-mail for the organizer) and the activity they are for.
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type {
  ActivityAttributes,
  ActivityShiftAttributes,
  RegistrationAttributes,
} from '../../../common/schemas/activity-wire';
import { formatUserName } from '../../lib/current-user';
import type { ActivityReading } from './read-activities';
import type { RegistrationView } from './registration-repo';
import type { ShiftView } from './repo';

export const ACTIVITY_TYPE = 'activities';
export const REGISTRATION_TYPE = 'registrations';

function freeOf(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken);
}

function serializeShift(s: ShiftView): ActivityShiftAttributes {
  return {
    id: s.shift.id,
    name: s.shift.name,
    startsAt: s.shift.startsAt.toISOString(),
    endsAt: s.shift.endsAt.toISOString(),
    capacity: s.shift.capacity,
    registeredCount: s.taken,
    waitlistCount: s.waiting,
    freePlaces: freeOf(s.shift.capacity, s.taken),
  };
}

export function serializeActivity(reading: ActivityReading): Resource {
  const { view, shifts, series } = reading;
  const a = view.activity;
  const shiftAttributes = shifts.map(serializeShift);
  const hasShifts = shiftAttributes.length > 0;
  const freePlaces = hasShifts
    ? shiftAttributes.some((s) => s.freePlaces === null)
      ? null
      : shiftAttributes.reduce((sum, s) => sum + (s.freePlaces ?? 0), 0)
    : freeOf(a.capacity, view.taken);
  const attributes: ActivityAttributes = {
    status: a.status,
    titleNl: a.titleNl,
    titleEn: a.titleEn,
    descriptionNl: a.descriptionNl,
    descriptionEn: a.descriptionEn,
    organizationId: a.organizationId,
    organizationName: view.organizationName,
    centerId: a.centerId,
    tagIds: a.tagIds,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    online: a.online,
    onlineUrl: a.onlineUrl,
    locationName: a.locationName,
    street: a.street,
    number: a.number,
    postcode: a.postcode,
    city: a.city,
    lat: a.lat,
    lng: a.lng,
    capacity: a.capacity,
    registrationOpen: a.registrationOpen,
    registeredCount: view.taken + shiftAttributes.reduce((n, s) => n + s.registeredCount, 0),
    waitlistCount: view.waiting + shiftAttributes.reduce((n, s) => n + s.waitlistCount, 0),
    freePlaces,
    shifts: shiftAttributes,
    seriesId: a.seriesId,
    seriesIndex: a.seriesIndex,
    detached: a.detached,
    recurrence: series
      ? {
          frequency: series.frequency,
          interval: series.interval,
          until: series.until,
          count: series.count,
        }
      : null,
    cover: reading.cover,
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    myRegistrations: reading.mine
      .filter((r) =>
        ['registered', 'waitlisted', 'offered', 'attended', 'no_show'].includes(r.status),
      )
      .map((r) => ({
        id: r.id,
        shiftId: r.shiftId,
        status: r.status,
        offerExpiresAt: r.offerExpiresAt?.toISOString() ?? null,
      })),
    canManage: reading.canManage,
    distanceKm: view.distanceKm === null ? null : Math.round(view.distanceKm * 10) / 10,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
  return {
    type: ACTIVITY_TYPE,
    id: a.id,
    attributes: snakeizeKeys<Record<string, unknown>>(attributes),
    relationships: {
      organization: {
        data: a.organizationId ? { type: 'organizations', id: a.organizationId } : null,
      },
      tags: { data: a.tagIds.map((id) => ({ type: 'tags', id })) },
    },
    links: {
      self: `${API_BASE_PATH}/activities/${a.id}`,
      event: `${API_BASE_PATH}/activities/${a.id}/event.ics`,
    },
  };
}

export function buildActivitiesDocument(
  readings: ActivityReading[],
  meta: { total: number; pageNumber: number; pageSize: number },
): JsonApiDocument {
  return {
    data: readings.map(serializeActivity),
    meta: { total: meta.total, page_number: meta.pageNumber, page_size: meta.pageSize },
  };
}

export function buildActivityDocument(reading: ActivityReading): JsonApiDocument {
  return { data: serializeActivity(reading) };
}

export function serializeRegistration(
  view: RegistrationView,
  options: { organizer: boolean; waitlistPosition?: number | null },
): Resource {
  const r = view.registration;
  return {
    type: REGISTRATION_TYPE,
    id: r.id,
    attributes: snakeizeKeys<Record<string, unknown>>({
      activityId: r.activityId,
      shiftId: r.shiftId,
      shiftName: view.shiftName,
      userId: r.userId,
      volunteerName: formatUserName({
        firstName: view.firstName,
        lastName: view.lastName,
        email: options.organizer ? view.email : '',
      }),
      email: options.organizer ? view.email : null,
      status: r.status,
      seq: r.seq,
      waitlistPosition: options.waitlistPosition ?? null,
      note: r.note,
      offeredAt: r.offeredAt?.toISOString() ?? null,
      offerExpiresAt: r.offerExpiresAt?.toISOString() ?? null,
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
      activityTitleNl: view.activityTitleNl,
      activityTitleEn: view.activityTitleEn,
      activityStartsAt: view.activityStartsAt.toISOString(),
      activityEndsAt: view.activityEndsAt.toISOString(),
      activityStatus: view.activityStatus as RegistrationAttributes['activityStatus'],
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    } satisfies RegistrationAttributes),
    relationships: { activity: { data: { type: ACTIVITY_TYPE, id: r.activityId } } },
    links: { self: `${API_BASE_PATH}/registrations/${r.id}` },
  };
}

/** Waitlist places (1 first) per activity or shift, in arrival order. */
function numberWaitlist(views: RegistrationView[]): Map<string, number> {
  const counters = new Map<string, number>();
  const out = new Map<string, number>();
  for (const v of [...views].sort((a, b) => a.registration.seq - b.registration.seq)) {
    if (v.registration.status !== 'waitlisted') continue;
    const key = `${v.registration.activityId}/${v.registration.shiftId ?? ''}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    out.set(v.registration.id, n);
  }
  return out;
}

export function buildRegistrationsDocument(
  views: RegistrationView[],
  options: { organizer: boolean },
): JsonApiDocument {
  const positions = numberWaitlist(views);
  return {
    data: views.map((v) =>
      serializeRegistration(v, { ...options, waitlistPosition: positions.get(v.registration.id) }),
    ),
    meta: { total: views.length },
  };
}

export function buildRegistrationDocument(
  view: RegistrationView,
  options: { organizer: boolean; waitlistPosition?: number | null },
): JsonApiDocument {
  return { data: serializeRegistration(view, options) };
}
