// GET /api/v1/analytics and /analytics/breakdowns: the reader's figures over a period beside the
// period before it. The period defaults to the last 30 days (today included, Dutch days).
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  addDays,
  chooseBucket,
  countDays,
  previousRange,
  type AnalyticsAttributes,
  type AnalyticsBreakdownAttributes,
  type AnalyticsBreakdownBy,
  type AnalyticsBreakdownOrder,
  type DayRange,
} from '../../../common/schemas/analytics';
import { formatAmsterdamDate } from '../../../common/amsterdam-time';
import type { Tx } from '../../db/connection';
import { createValidationError } from '../../lib/app-error';
import type { RequestCtx } from '../../lib/request-ctx';
import { readBreakdown } from './breakdowns-sql';
import { FIGURES, type FigureInput } from './figures';
import { resolveAnalyticsScope, type ScopeFilter } from './scope';
import { planWithoutWorkers, type AnalyticsScope } from './scope-sql';
import { readSeries } from './series-sql';

export interface AnalyticsRequest extends ScopeFilter {
  from?: string;
  to?: string;
}

/** The period asked for, or the default; a 400 naming the parameter when it is not one. */
export function readPeriod(now: Date, request: AnalyticsRequest): DayRange {
  const today = formatAmsterdamDate(now);
  const to =
    request.to ?? (request.from ? addDays(request.from, ANALYTICS_DEFAULT_DAYS - 1) : today);
  const from = request.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  const range = { from, to };
  if (from > to) {
    throw createValidationError('filter[from] must be on or before filter[to].', {
      parameter: 'filter[from]',
    });
  }
  if (countDays(range) > ANALYTICS_MAX_DAYS) {
    throw createValidationError(`A period is at most ${ANALYTICS_MAX_DAYS} days long.`, {
      parameter: 'filter[to]',
    });
  }
  return range;
}

async function computeFigures(tx: Tx, scope: AnalyticsScope, range: DayRange) {
  const cache = new Map<string, Promise<unknown>>();
  const input: FigureInput = {
    tx,
    scope,
    range,
    shared: <T>(name: string, compute: () => Promise<T>) => {
      if (!cache.has(name)) cache.set(name, compute());
      return cache.get(name) as Promise<T>;
    },
  };
  const values: (number | null)[] = [];
  // One at a time: a transaction runs one query at a time anyway.
  for (const figure of FIGURES) values.push(await figure.compute(input));
  return values;
}

/** Figures and series of a period and the one before, for a scope: what the page reads. */
export async function computeAnalytics(
  tx: Tx,
  scope: AnalyticsScope,
  period: DayRange,
): Promise<Omit<AnalyticsAttributes, 'centerId' | 'organizationId'>> {
  const previousPeriod = previousRange(period);
  const bucket = chooseBucket(period);
  await planWithoutWorkers(tx);
  const current = await computeFigures(tx, scope, period);
  const previous = await computeFigures(tx, scope, previousPeriod);
  return {
    period,
    previousPeriod,
    bucket,
    figures: FIGURES.map((figure, i) => ({
      key: figure.key,
      current: current[i] ?? null,
      previous: previous[i] ?? null,
    })),
    series: await readSeries(tx, scope, period, bucket),
    previousSeries: await readSeries(tx, scope, previousPeriod, bucket),
  };
}

export async function getAnalytics(
  ctx: RequestCtx,
  request: AnalyticsRequest,
): Promise<AnalyticsAttributes> {
  return ctx.withTenant(async (tx) => {
    const scope = await resolveAnalyticsScope(tx, ctx, request);
    const computed = await computeAnalytics(tx, scope, readPeriod(ctx.now, request));
    return {
      ...computed,
      centerId: scope.centerIds?.length === 1 ? scope.centerIds[0]! : null,
      organizationId: scope.organizationIds?.length === 1 ? scope.organizationIds[0]! : null,
    };
  });
}

export async function getAnalyticsBreakdown(
  ctx: RequestCtx,
  request: AnalyticsRequest & {
    by: AnalyticsBreakdownBy;
    order?: AnalyticsBreakdownOrder;
    limit?: number;
  },
): Promise<AnalyticsBreakdownAttributes> {
  return ctx.withTenant(async (tx) => {
    const scope = await resolveAnalyticsScope(tx, ctx, request);
    const period = readPeriod(ctx.now, request);
    const previousPeriod = previousRange(period);
    return {
      period,
      previousPeriod,
      by: request.by,
      order: request.order ?? 'largest',
      rows: await readBreakdown(
        tx,
        scope,
        request.by,
        period,
        previousPeriod,
        request.order,
        request.limit,
      ),
    };
  });
}
