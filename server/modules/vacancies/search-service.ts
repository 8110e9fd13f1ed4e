// GET /api/v1/vacancies: the visible vacancies of the request's center, or (filter[scope]=manage)
// the ones the reader manages, through ./search-repo.ts. A postcode is geocoded before the
// transaction opens; unknown is a 422 on filter[postcode], an unreachable geocoder a 503.
import { ERROR_CODE } from '../../../common/errors';
import {
  DEFAULT_SEARCH_DISTANCE_KM,
  type VacancyListQuery,
} from '../../../common/schemas/vacancies';
import { compactPostcode } from '../../../common/schemas/volunteer-profile';
import { AppError, createValidationError } from '../../lib/app-error';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed } from '../../lib/permissions';
import type { Db } from '../../db/connection';
import { requireCenter } from '../../lib/request-ctx';
import { buildManageVisibility, isVacancyManager } from './access';
import { listVacancyPins, type VacancyPin } from './pin-repo';
import { loadVacancyPage } from './relations';
import { listHiddenOrganizationIds, readSearchGeneration, runVacancySearch } from './search-repo';
import type { VacancySearchFilters, VacancySort, VacancyVisibility } from './search-sql';
import type { VacancyCtx } from './service';

/** Who reads, beyond the query: the organization the reader works for (manage scope). */
export interface VacancySearchReader {
  currentOrganizationId: string | null;
}

export interface SearchLocation {
  lat: number;
  lng: number;
  city: string | null;
}

async function resolveLocation(
  ctx: VacancyCtx,
  params: VacancyListQuery,
): Promise<SearchLocation | null> {
  if (params.postcode) {
    let found;
    try {
      found = await ctx.geocoder.geocodePostcode(compactPostcode(params.postcode));
    } catch (error) {
      ctx.log.warn({ err: (error as Error).message }, 'postcode lookup for a search failed');
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
        detail: `Postcode ${params.postcode} was not found. Check it, or search without one.`,
        source: { parameter: 'filter[postcode]' },
      });
    }
    return found;
  }
  if (params.lat !== undefined || params.lng !== undefined) {
    if (params.lat === undefined || params.lng === undefined) {
      const missing = params.lat === undefined ? 'filter[lat]' : 'filter[lng]';
      throw createValidationError('filter[lat] and filter[lng] go together.', {
        parameter: missing,
      });
    }
    return { lat: params.lat, lng: params.lng, city: null };
  }
  return null;
}

function pickSort(params: VacancyListQuery, hasLocation: boolean): VacancySort {
  const sort = params.sort;
  if (sort === 'distance' && !hasLocation) {
    throw createValidationError(
      'sort=distance needs a location (filter[postcode] or filter[lat] and filter[lng]).',
      {
        parameter: 'sort',
      },
    );
  }
  if (sort === 'relevance') return params.q ? 'relevance' : 'date';
  if (sort === 'distance' || sort === 'title') return sort;
  if (sort === '-created_at') return 'created_at';
  if (sort === '-published_at' || sort === 'date') return 'date';
  return params.q ? 'relevance' : 'date';
}

/**
 * Where a public search's answer may be kept and shared (server/lib/response-cache.ts): the key
 * when everyone who sends this URL to this center gets the same answer (nobody signed in, or a
 * reader who manages nothing: no `can_manage`, no application counts), else null. The URL is the
 * query as sent; the same search written another way is another key.
 */
export function findSharedSearchKey(
  ctx: Pick<VacancyCtx, 'tenantId' | 'center' | 'currentUser'>,
  params: VacancyListQuery,
  url: string,
): string | null {
  if (params.scope === 'manage' || !ctx.center) return null;
  if (ctx.currentUser && isVacancyManager(ctx.currentUser)) return null;
  return `${ctx.tenantId}|${ctx.center.id}|${url}`;
}

/** The generation a shared search answer is kept under (read before the search runs). */
export function readPublicSearchGeneration(db: Db, tenantId: string): Promise<string> {
  return readSearchGeneration(db, tenantId);
}

export interface PinReading {
  pin: VacancyPin;
  distanceKm: number | null;
}

function roundDistance(value: unknown): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
}

export async function searchVacancies(
  ctx: VacancyCtx,
  params: VacancyListQuery,
  reader: VacancySearchReader,
) {
  const manage = params.scope === 'manage';
  let visibility: VacancyVisibility;
  if (manage) {
    const user = ctx.currentUser;
    if (!user) throw createUnauthorizedError();
    assertAllowed(isVacancyManager(user), 'Only organizations and coordinators manage vacancies.');
    visibility = buildManageVisibility(user, reader.currentOrganizationId);
  } else {
    visibility = { kind: 'public', centerId: requireCenter(ctx).id };
  }
  const location = await resolveLocation(ctx, params);
  const filters: VacancySearchFilters = {
    tenantId: ctx.tenantId,
    visibility,
    q: params.q || undefined,
    tagIds: params.tagIds,
    commitments: params.commitmentIn,
    hoursLte: params.hoursLte,
    remote: params.remote,
    featured: params.featured,
    dateFrom: params.dateFrom,
    dateTo: params.dateTo,
    location: location
      ? {
          lat: location.lat,
          lng: location.lng,
          distanceKm: params.distanceKm ?? DEFAULT_SEARCH_DISTANCE_KM,
        }
      : undefined,
    statuses: manage ? (params.statusEq ? [params.statusEq] : params.statusIn) : undefined,
    organizationId: manage ? params.organizationIdEq : undefined,
    sort: pickSort(params, location !== null),
    limit: params.pageSize,
    offset: (params.pageNumber - 1) * params.pageSize,
  };
  return ctx.withTenant(async (tx) => {
    if (filters.visibility.kind === 'public') {
      filters.visibility.hiddenOrganizationIds = await listHiddenOrganizationIds(tx, ctx.tenantId);
    }
    const { rows, total, capped } = await runVacancySearch(tx, filters);
    if (params.light) {
      // A map's pins: the light columns in the search's order, with the distance.
      const byId = new Map(
        (
          await listVacancyPins(
            tx,
            ctx.tenantId,
            rows.map((r) => r.id),
          )
        ).map((p) => [p.id, p]),
      );
      const pins = rows.flatMap((r) => {
        const pin = byId.get(r.id);
        return pin ? [{ pin, distanceKm: roundDistance(r.distance_km) }] : [];
      });
      return {
        pins,
        items: [],
        included: { include: new Set<string>() },
        total,
        capped: capped === true,
        location,
      };
    }
    const { items, included } = await loadVacancyPage(
      tx,
      ctx.tenantId,
      ctx.currentUser,
      rows.map((r) => r.id),
      params.include,
    );
    const rowsById = new Map(rows.map((r) => [r.id, r]));
    for (const item of items) {
      const row = rowsById.get(item.vacancy.id)!;
      const meta: Record<string, unknown> = {};
      const distance = roundDistance(row.distance_km);
      if (distance !== null) meta.distance_km = distance;
      if (filters.q && row.rank !== null) meta.rank = Number(row.rank);
      item.meta = meta;
    }
    return { pins: undefined, items, included, total, capped: capped === true, location };
  });
}
