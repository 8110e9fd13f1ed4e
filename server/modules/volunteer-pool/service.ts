// GET /api/v1/volunteer_pool and the match the invitations store: the findable volunteers the
// reader may see, filtered and sorted (pool-sql.ts), each shown as the pool shows people (first
// name and initial, place, what they offer; never contact details) and, given a vacancy the reader
// manages, with the explained match of the recommendations in reverse.
import { ERROR_CODE } from '../../../common/errors';
import {
  DEFAULT_POOL_DISTANCE_KM,
  type PoolSort,
  type VolunteerPoolQuery,
} from '../../../common/schemas/volunteer-pool';
import { compactPostcode } from '../../../common/schemas/volunteer-profile';
import type { MatchReason } from '../../../common/schemas/vacancies';
import type { Tx } from '../../db/connection';
import type { ProfileReplyRow } from '../../db/schema/profile-replies';
import { AppError, createValidationError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import type { Geocoder } from '../../lib/geocoder';
import { buildMatchReasons } from '../../lib/match-reasons';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { createMissingError } from '../../lib/unprocessable';
import { isUuid } from '../../../common/schemas/uuid';
import {
  assertPoolFeature,
  assertPoolReader,
  buildReplyScope,
  listPoolCenterIds,
  managesVacancy,
} from './access';
import {
  findPoolRows,
  findPoolVacancy,
  listRepliesToVolunteers,
  type PoolRow,
  type PoolVacancy,
} from './pool-sql';

export { assertPoolFeature, assertPoolReader, listPoolCenterIds, managesVacancy } from './access';
export type { PoolVacancy } from './pool-sql';

/** A pool volunteer as the serializer needs them. */
export interface PoolVolunteer {
  row: PoolRow;
  match: { score: number; reasons: MatchReason[] } | null;
}

function explain(row: PoolRow, vacancy: PoolVacancy | undefined): PoolVolunteer['match'] {
  if (!vacancy) return null;
  return {
    score: Number(row.score ?? 0),
    reasons: buildMatchReasons({
      profile: { skills: row.skills, interests: row.interests, availability: row.availability },
      vacancy,
      distanceKm: row.vacancy_km === null ? null : Number(row.vacancy_km),
    }),
  };
}

/** The vacancy to match against: one the reader manages, else it is not there for them (404). */
export async function loadMatchVacancy(
  tx: Tx,
  tenantId: string,
  user: CurrentUser,
  id: string,
): Promise<PoolVacancy> {
  const vacancy = isUuid(id) ? await findPoolVacancy(tx, tenantId, id) : null;
  if (!vacancy || !managesVacancy(user, vacancy)) throw createMissingError('Vacancy', id);
  return vacancy;
}

/**
 * One findable volunteer in the reader's pool with the match to `vacancy` as it is now; null when
 * the volunteer is not in that pool (hidden, another center's, inactive, or no one).
 */
export async function findPoolVolunteer(
  tx: Tx,
  tenantId: string,
  user: CurrentUser,
  volunteerId: string,
  vacancy: PoolVacancy,
): Promise<PoolVolunteer | null> {
  if (!isUuid(volunteerId)) return null;
  const [row] = await findPoolRows(tx, {
    tenantId,
    centerIds: listPoolCenterIds(user),
    volunteerId,
    vacancy,
    sort: 'match',
    limit: 1,
    offset: 0,
  });
  return row ? { row, match: explain(row, vacancy) } : null;
}

async function resolveLocation(
  geocoder: Geocoder,
  log: { warn(obj: object, msg: string): void },
  query: VolunteerPoolQuery,
): Promise<{ lat: number; lng: number } | null> {
  if (query.postcode) {
    let found;
    try {
      found = await geocoder.geocodePostcode(compactPostcode(query.postcode));
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'postcode lookup for the pool failed');
      throw new AppError({
        status: 503,
        code: ERROR_CODE.geocoderUnavailable,
        detail:
          'Searching by postcode is not possible right now. Try again later, or search without a postcode.',
        source: { parameter: 'filter[postcode]' },
      });
    }
    if (!found) {
      throw new AppError({
        status: 422,
        code: ERROR_CODE.validationFailed,
        detail: `Postcode ${query.postcode} was not found. Check it, or search without one.`,
        source: { parameter: 'filter[postcode]' },
      });
    }
    return { lat: found.lat, lng: found.lng };
  }
  if (query.lat !== undefined || query.lng !== undefined) {
    if (query.lat === undefined || query.lng === undefined) {
      throw createValidationError('filter[lat] and filter[lng] go together.', {
        parameter: query.lat === undefined ? 'filter[lat]' : 'filter[lng]',
      });
    }
    return { lat: query.lat, lng: query.lng };
  }
  return null;
}

function pickSort(
  query: VolunteerPoolQuery,
  hasOrigin: boolean,
  vacancy: PoolVacancy | undefined,
): PoolSort {
  if (query.sort === 'distance' && !hasOrigin) {
    throw createValidationError(
      'sort=distance needs a place (filter[postcode], filter[lat] and filter[lng], or filter[vacancy_id] of a vacancy with an address).',
      { parameter: 'sort' },
    );
  }
  if (query.sort === 'match' && !vacancy) {
    throw createValidationError('sort=match needs a vacancy to match (filter[vacancy_id]).', {
      parameter: 'sort',
    });
  }
  if (query.sort === 'relevance' && !query.q) return 'recent';
  if (query.sort) return query.sort;
  if (vacancy) return 'match';
  return query.q ? 'relevance' : 'recent';
}

export interface PoolCtx {
  ctx: RequestCtx;
  geocoder: Geocoder;
  log: { warn(obj: object, msg: string): void };
}

export interface PoolPage {
  volunteers: PoolVolunteer[];
  total: number;
  vacancy: PoolVacancy | null;
  /** With include=profile_replies: the reader's invitations to these volunteers. */
  replies: ProfileReplyRow[] | null;
}

/** GET /api/v1/volunteer_pool. */
export async function searchPool(
  { ctx, geocoder, log }: PoolCtx,
  query: VolunteerPoolQuery,
): Promise<PoolPage> {
  const user = requireSignedIn(ctx);
  assertPoolFeature(ctx.config);
  assertPoolReader(user);
  // Outside the transaction: a slow lookup holds no connection.
  const point = await resolveLocation(geocoder, log, query);
  return ctx.withTenant(async (tx) => {
    const vacancy = query.vacancyId
      ? await loadMatchVacancy(tx, ctx.tenantId, user, query.vacancyId)
      : undefined;
    const hasOrigin = point !== null || (vacancy?.lat != null && vacancy.lng != null);
    const sort = pickSort(query, hasOrigin, vacancy);
    const rows = await findPoolRows(tx, {
      tenantId: ctx.tenantId,
      centerIds: listPoolCenterIds(user),
      q: query.q,
      skills: query.skills,
      interests: query.interests,
      slots: query.slots,
      place: query.place,
      vog: query.vog,
      location: point
        ? { ...point, distanceKm: query.distanceKm ?? DEFAULT_POOL_DISTANCE_KM }
        : undefined,
      vacancy,
      sort,
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    const volunteers = rows.map((row) => ({ row, match: explain(row, vacancy) }));
    const replies = query.include.has('profile_replies')
      ? await listRepliesToVolunteers(
          tx,
          ctx.tenantId,
          rows.map((r) => r.id),
          buildReplyScope(user),
        )
      : null;
    return { volunteers, total: rows[0]?.total ?? 0, vacancy: vacancy ?? null, replies };
  });
}

/**
 * The match of one volunteer (findable or not) with one vacancy of the tenant, as an invitation
 * stores it; null when either is missing. For the demo seed, which invites as the organization.
 */
export async function explainMatch(
  tx: Tx,
  tenantId: string,
  vacancyId: string,
  volunteerId: string,
): Promise<{ score: number; reasons: MatchReason[] } | null> {
  const vacancy = await findPoolVacancy(tx, tenantId, vacancyId);
  if (!vacancy) return null;
  const [row] = await findPoolRows(tx, {
    tenantId,
    centerIds: null,
    volunteerId,
    vacancy,
    sort: 'match',
    limit: 1,
    offset: 0,
  });
  return row ? explain(row, vacancy) : null;
}
