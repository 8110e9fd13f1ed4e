// GET /api/v1/vacancies: the visible vacancies of the request's center, or (filter[scope]=manage)
// the ones the reader manages, through the SQL of ./search-sql.ts. A postcode is geocoded before
// the transaction opens; unknown is a 422 on filter[postcode], an unreachable geocoder a 503.
import { ERROR_CODE } from '../../../common/errors';
import type { Commitment, VacancyStatus } from '../../../common/matching';
import {
  DEFAULT_SEARCH_DISTANCE_KM,
  type VacancySortValue,
} from '../../../common/schemas/vacancies';
import { compactPostcode } from '../../../common/schemas/volunteer-profile';
import type { Tx } from '../../db/connection';
import { AppError, createValidationError } from '../../lib/app-error';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed } from '../../lib/permissions';
import { requireCenter } from '../../lib/request-ctx';
import { buildManageVisibility, isVacancyManager } from './access';
import { loadVacancyPage } from './relations';
import {
  buildHiddenOrganizationsQuery,
  buildVacancyCountQuery,
  buildVacancyPageQuery,
  SEARCH_COUNT_CAP,
  type VacancyCounts,
  type VacancySearchFilters,
  type VacancySearchRow,
  type VacancySort,
  type VacancyVisibility,
} from './search-sql';
import type { VacancyCtx } from './service';

export interface VacancyListParams {
  manage: boolean;
  currentOrganizationId: string | null;
  q?: string;
  tagIds?: string[];
  commitments?: Commitment[];
  hoursLte?: number;
  remote?: boolean;
  dateFrom?: string;
  dateTo?: string;
  postcode?: string;
  lat?: number;
  lng?: number;
  distanceKm?: number;
  statuses?: VacancyStatus[];
  organizationId?: string;
  sort?: VacancySortValue;
  pageNumber: number;
  pageSize: number;
  include: Set<string>;
}

export interface SearchLocation {
  lat: number;
  lng: number;
  city: string | null;
}

async function resolveLocation(
  ctx: VacancyCtx,
  params: VacancyListParams,
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

function pickSort(params: VacancyListParams, hasLocation: boolean): VacancySort {
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

/** The organizations whose published vacancies stay off the public side (usually none). */
export async function listHiddenOrganizationIds(tx: Tx, tenantId: string): Promise<string[]> {
  const result = (await tx.execute(buildHiddenOrganizationsQuery(tenantId))) as unknown as {
    rows: { id: string }[];
  };
  return result.rows.map((r) => r.id);
}

/**
 * The page and meta.total. A page that is not full tells the total itself (what came before it
 * plus its rows), so the count query only runs when more may follow; a text search by relevance
 * counts first, because the count decides how its page is found (buildVacancyPageQuery).
 */
export async function runVacancySearch(tx: Tx, filters: VacancySearchFilters) {
  const textRelevance = Boolean(filters.q) && filters.sort === 'relevance';
  const countHits = async (): Promise<VacancyCounts> => {
    const count = (await tx.execute(
      buildVacancyCountQuery(filters, { titles: textRelevance }),
    )) as unknown as { rows: VacancyCounts[] };
    const row = count.rows[0];
    return {
      total: Number(row?.total ?? 0),
      ...(row?.title_sample !== undefined ? { title_sample: Number(row.title_sample) } : {}),
    };
  };
  const finish = (rows: VacancySearchRow[], total: number) =>
    filters.visibility.kind === 'public' && total > SEARCH_COUNT_CAP
      ? { rows, total: SEARCH_COUNT_CAP, capped: true }
      : { rows, total };
  const findPage = async (counts: VacancyCounts) =>
    (
      (await tx.execute(buildVacancyPageQuery(filters, counts))) as unknown as {
        rows: VacancySearchRow[];
      }
    ).rows;

  if (textRelevance) {
    const counts = await countHits();
    return finish(await findPage(counts), counts.total);
  }
  const rows = await findPage({ total: 0 });
  if (rows.length < filters.limit && (rows.length > 0 || filters.offset === 0)) {
    return { rows, total: filters.offset + rows.length };
  }
  return finish(rows, (await countHits()).total);
}

export async function searchVacancies(ctx: VacancyCtx, params: VacancyListParams) {
  let visibility: VacancyVisibility;
  if (params.manage) {
    const user = ctx.currentUser;
    if (!user) throw createUnauthorizedError();
    assertAllowed(isVacancyManager(user), 'Only organizations and coordinators manage vacancies.');
    visibility = buildManageVisibility(user, params.currentOrganizationId);
  } else {
    visibility = { kind: 'public', centerId: requireCenter(ctx).id };
  }
  const location = await resolveLocation(ctx, params);
  const filters: VacancySearchFilters = {
    tenantId: ctx.tenantId,
    visibility,
    q: params.q || undefined,
    tagIds: params.tagIds,
    commitments: params.commitments,
    hoursLte: params.hoursLte,
    remote: params.remote,
    dateFrom: params.dateFrom,
    dateTo: params.dateTo,
    location: location
      ? {
          lat: location.lat,
          lng: location.lng,
          distanceKm: params.distanceKm ?? DEFAULT_SEARCH_DISTANCE_KM,
        }
      : undefined,
    statuses: params.manage ? params.statuses : undefined,
    organizationId: params.manage ? params.organizationId : undefined,
    sort: pickSort(params, location !== null),
    limit: params.pageSize,
    offset: (params.pageNumber - 1) * params.pageSize,
  };
  return ctx.withTenant(async (tx) => {
    if (filters.visibility.kind === 'public') {
      filters.visibility.hiddenOrganizationIds = await listHiddenOrganizationIds(tx, ctx.tenantId);
    }
    const { rows, total, capped } = await runVacancySearch(tx, filters);
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
      if (row.distance_km !== null && row.distance_km !== undefined) {
        meta.distance_km = Math.round(Number(row.distance_km) * 10) / 10;
      }
      if (filters.q && row.rank !== null) meta.rank = Number(row.rank);
      item.meta = meta;
    }
    return { items, included, total, capped: capped === true, location };
  });
}
