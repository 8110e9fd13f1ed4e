// What leaves the server for one-to-one help (docs/help-api.md). A request is only ever sent whole
// to coordinators; the resident gets its id and status back, the matched volunteer reads the
// address and contact through their match.
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import {
  HELP_REQUEST_TRANSITIONS,
  type HelpMatchAttributes,
  type HelpMatchStatus,
  type HelpOfferAttributes,
  type HelpRequestAttributes,
  type HelpRequestEventAttributes,
  type HelpSuggestion,
} from '../../../common/schemas/help';
import { formatUserName } from '../../lib/current-user';
import type { HelpMatchView } from './match-repo';
import type { HelpOfferView } from './offer-repo';
import type { HelpRequestEventView, HelpRequestView } from './request-repo';

export const HELP_REQUEST_TYPE = 'help_requests';
export const HELP_REQUEST_EVENT_TYPE = 'help_request_events';
export const HELP_OFFER_TYPE = 'help_offers';
export const HELP_MATCH_TYPE = 'help_matches';

export interface HelpRequestReading {
  view: HelpRequestView;
  suggestions?: HelpSuggestion[];
  events?: HelpRequestEventView[];
}

export function serializeHelpRequest(reading: HelpRequestReading): Resource {
  const { view } = reading;
  const r = view.request;
  return {
    type: HELP_REQUEST_TYPE,
    id: r.id,
    attributes: snakeizeKeys<Record<string, unknown>>({
      status: r.status,
      description: r.description,
      categoryId: r.categoryId,
      categoryNameNl: view.categoryNameNl,
      categoryNameEn: view.categoryNameEn,
      availability: r.availability,
      wantedFrom: r.wantedFrom,
      wantedUntil: r.wantedUntil,
      postcode: r.postcode,
      houseNumber: r.houseNumber,
      street: r.street,
      city: r.city,
      contactName: r.contactName,
      contactEmail: r.contactEmail,
      contactPhone: r.contactPhone,
      locale: r.locale === 'en' ? 'en' : 'nl',
      centerId: r.centerId,
      located: r.lat !== null && r.lng !== null,
      confirmedAt: r.confirmedAt?.toISOString() ?? null,
      closedAt: r.closedAt?.toISOString() ?? null,
      anonymizedAt: r.anonymizedAt?.toISOString() ?? null,
      matchId: view.matchId,
      allowedStatuses: HELP_REQUEST_TRANSITIONS[r.status],
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    } satisfies HelpRequestAttributes),
    relationships: {
      category: { data: { type: 'tags', id: r.categoryId } },
      match: { data: view.matchId ? { type: HELP_MATCH_TYPE, id: view.matchId } : null },
      ...(reading.events
        ? {
            events: {
              data: reading.events.map((e) => ({ type: HELP_REQUEST_EVENT_TYPE, id: e.event.id })),
            },
          }
        : {}),
    },
    ...(reading.suggestions
      ? {
          meta: {
            category_requires_vog: view.categoryRequiresVog,
            suggestions: snakeizeKeys(reading.suggestions),
          },
        }
      : { meta: { category_requires_vog: view.categoryRequiresVog } }),
    links: { self: `${API_BASE_PATH}/help_requests/${r.id}` },
  };
}

function serializeEvent({ event, actorName }: HelpRequestEventView): Resource {
  return {
    type: HELP_REQUEST_EVENT_TYPE,
    id: event.id,
    attributes: snakeizeKeys({
      requestId: event.requestId,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      actorId: event.actorId,
      actorName,
      createdAt: event.createdAt.toISOString(),
    } satisfies HelpRequestEventAttributes),
  };
}

export function buildHelpRequestsDocument(readings: HelpRequestReading[]): JsonApiDocument {
  const included = readings.flatMap((r) => (r.events ?? []).map(serializeEvent));
  return {
    data: readings.map(serializeHelpRequest),
    ...(included.length > 0 ? { included } : {}),
    meta: { total: readings.length },
  };
}

export function buildHelpRequestDocument(reading: HelpRequestReading): JsonApiDocument {
  return {
    data: serializeHelpRequest(reading),
    ...(reading.events ? { included: reading.events.map(serializeEvent) } : {}),
  };
}

/** What the resident gets back: the id and where the request stands, never its contents. */
export function buildHelpRequestReceipt(
  id: string,
  state: { status: string; confirmed: boolean },
  extra: Record<string, unknown> = {},
): JsonApiDocument {
  return {
    data: {
      type: HELP_REQUEST_TYPE,
      id,
      attributes: snakeizeKeys({ status: state.status, confirmed: state.confirmed, ...extra }),
    },
  };
}

export function serializeHelpOffer(view: HelpOfferView): Resource {
  const o = view.offer;
  return {
    type: HELP_OFFER_TYPE,
    id: o.id,
    attributes: snakeizeKeys<Record<string, unknown>>({
      status: o.status,
      categoryIds: o.categoryIds,
      radiusKm: o.radiusKm,
      availability: o.availability,
      note: o.note,
      volunteerId: o.volunteerId,
      volunteerName: formatUserName({
        firstName: view.volunteerFirstName,
        lastName: view.volunteerLastName,
        email: view.volunteerEmail,
      }),
      centerId: o.centerId,
      located: view.lat !== null && view.lng !== null,
      city: view.city,
      vogIssuedOn: view.vogIssuedOn,
      vogChecked: view.vogCheckedAt !== null,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
    } satisfies HelpOfferAttributes),
    relationships: {
      volunteer: { data: { type: 'users', id: o.volunteerId } },
      categories: { data: o.categoryIds.map((id) => ({ type: 'tags', id })) },
    },
    links: { self: `${API_BASE_PATH}/help_offers/${o.id}` },
  };
}

export function buildHelpOfferDocument(view: HelpOfferView): JsonApiDocument {
  return { data: serializeHelpOffer(view) };
}

export function buildHelpOffersDocument(views: HelpOfferView[]): JsonApiDocument {
  return { data: views.map(serializeHelpOffer), meta: { total: views.length } };
}

export interface HelpMatchReading {
  view: HelpMatchView;
  allowedStatuses: HelpMatchStatus[];
}

export function serializeHelpMatch({ view, allowedStatuses }: HelpMatchReading): Resource {
  const m = view.match;
  const r = view.request;
  return {
    type: HELP_MATCH_TYPE,
    id: m.id,
    attributes: snakeizeKeys<Record<string, unknown>>({
      status: m.status,
      requestId: m.requestId,
      offerId: m.offerId,
      volunteerId: m.volunteerId,
      volunteerName: formatUserName({
        firstName: view.volunteerFirstName,
        lastName: view.volunteerLastName,
        email: view.volunteerEmail,
      }),
      score: m.score,
      reasons: m.reasons,
      note: m.note,
      categoryNameNl: view.categoryNameNl,
      categoryNameEn: view.categoryNameEn,
      description: r.description,
      availability: r.availability,
      wantedFrom: r.wantedFrom,
      wantedUntil: r.wantedUntil,
      contactName: r.contactName,
      contactEmail: r.contactEmail,
      contactPhone: r.contactPhone,
      street: r.street,
      houseNumber: r.houseNumber,
      postcode: r.postcode,
      city: r.city,
      vogRequired: view.categoryRequiresVog,
      vogChecked: view.vogCheckedAt !== null,
      allowedStatuses,
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
    } satisfies HelpMatchAttributes),
    relationships: {
      request: { data: { type: HELP_REQUEST_TYPE, id: m.requestId } },
      offer: { data: { type: HELP_OFFER_TYPE, id: m.offerId } },
      volunteer: { data: { type: 'users', id: m.volunteerId } },
    },
    ...(view.categoryRequiresVog && view.vogCheckedAt === null
      ? { meta: { warnings: [{ code: 'vog_missing' }] } }
      : {}),
    links: { self: `${API_BASE_PATH}/help_matches/${m.id}` },
  };
}

export function buildHelpMatchDocument(reading: HelpMatchReading): JsonApiDocument {
  return { data: serializeHelpMatch(reading) };
}

export function buildHelpMatchesDocument(readings: HelpMatchReading[]): JsonApiDocument {
  return { data: readings.map(serializeHelpMatch), meta: { total: readings.length } };
}
