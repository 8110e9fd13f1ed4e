// Which offers fit a request, and why: the same explained score as the vacancy recommendations
// (common/schemas/vacancies.ts MatchReason). Only active offers of the request's center for its
// category count; an offer whose volunteer lives further away than their radius is left out.
// Weights: category 0.4, distance up to 0.4 (closer is better, relative to the radius),
// availability up to 0.2 (two shared weekday parts or more is full marks; a request that names no
// time fits everyone for half of that).
import type { HelpSuggestion, HelpVogSituation } from '../../../common/schemas/help';
import type { MatchReason } from '../../../common/schemas/vacancies';
import {
  DAY_PARTS,
  WEEKDAYS,
  type Availability,
  type DayPart,
  type Weekday,
} from '../../../common/schemas/volunteer-profile';
import { formatUserName } from '../../lib/current-user';
import type { HelpOfferView } from './offer-repo';
import type { HelpRequestView } from './request-repo';

const MAX_LISTED_AVAILABILITY = 3;
export const MAX_SUGGESTIONS = 5;

/** Great-circle distance in km (the recommendations use earthdistance in SQL; same sphere). */
export function measureKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function sharedSlots(a: Availability, b: Availability) {
  const out: { day: Weekday; part: DayPart }[] = [];
  for (const day of WEEKDAYS) {
    for (const part of DAY_PARTS) {
      if ((a[day] ?? []).includes(part) && (b[day] ?? []).includes(part)) out.push({ day, part });
    }
  }
  return out;
}

function hasAny(availability: Availability): boolean {
  return Object.values(availability).some((parts) => (parts ?? []).length > 0);
}

export function describeVog(
  required: boolean,
  offer: Pick<HelpOfferView, 'vogIssuedOn' | 'vogCheckedAt'>,
): HelpVogSituation {
  return { required, issuedOn: offer.vogIssuedOn, checked: offer.vogCheckedAt !== null };
}

/** The score and reasons of one offer for one request; null when it does not fit at all. */
export function scoreOffer(
  view: HelpRequestView,
  offer: HelpOfferView,
): Omit<HelpSuggestion, 'vog' | 'volunteerName'> | null {
  const { request } = view;
  const o = offer.offer;
  if (o.status !== 'active' || o.centerId !== request.centerId) return null;
  if (!o.categoryIds.includes(request.categoryId)) return null;
  const reasons: MatchReason[] = [
    {
      code: 'category',
      params: {
        names: [view.categoryNameNl ?? '', view.categoryNameEn ?? view.categoryNameNl ?? ''],
      },
    },
  ];
  let score = 0.4;
  let distanceKm: number | null = null;
  if (request.lat !== null && request.lng !== null && offer.lat !== null && offer.lng !== null) {
    const km = measureKm(
      { lat: request.lat, lng: request.lng },
      { lat: offer.lat, lng: offer.lng },
    );
    if (km > o.radiusKm) return null;
    distanceKm = Math.round(km * 10) / 10;
    score += 0.4 * (1 - km / o.radiusKm);
    reasons.push({ code: 'distance', params: { km: distanceKm } });
  }
  if (hasAny(request.availability)) {
    const slots = sharedSlots(request.availability, o.availability);
    score += 0.2 * Math.min(1, slots.length / 2);
    for (const slot of slots.slice(0, MAX_LISTED_AVAILABILITY)) {
      reasons.push({ code: 'availability', params: slot });
    }
  } else {
    score += 0.1;
  }
  return {
    offerId: o.id,
    volunteerId: o.volunteerId,
    score: Math.round(score * 100) / 100,
    reasons,
    distanceKm,
    radiusKm: o.radiusKm,
  };
}

/** The best fitting offers for a request, best first. */
export function suggestOffers(
  view: HelpRequestView,
  offers: HelpOfferView[],
  limit = MAX_SUGGESTIONS,
): HelpSuggestion[] {
  const out: HelpSuggestion[] = [];
  for (const offer of offers) {
    const scored = scoreOffer(view, offer);
    if (!scored) continue;
    out.push({
      ...scored,
      volunteerName: formatUserName({
        firstName: offer.volunteerFirstName,
        lastName: offer.volunteerLastName,
        email: offer.volunteerEmail,
      }),
      vog: describeVog(view.categoryRequiresVog, offer),
    });
  }
  return out.sort((a, b) => b.score - a.score).slice(0, limit);
}
