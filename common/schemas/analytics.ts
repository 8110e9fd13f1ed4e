// GET /api/v1/analytics and /api/v1/analytics/breakdowns: a center's (or an organization's, or the
// tenant's) figures over a period of whole days (Europe/Amsterdam), each beside the period of the
// same length just before it. The browser and the server share the period rules here.
import { object, string, type InferType } from 'yup';
import { uuidSchema } from './uuid';

export const ANALYTICS_TYPE = 'analytics';
export const ANALYTICS_BREAKDOWN_TYPE = 'analytics_breakdowns';

/** The longest period one request may ask for: two years and a leap day. */
export const ANALYTICS_MAX_DAYS = 731;
/** Without a period: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;

/**
 * The figures, in the order the page shows them. Adding one is a file in
 * server/modules/analytics/figures/ and its key here (with its name in both languages).
 */
export const ANALYTICS_FIGURE_KEYS = [
  'vacancies_published',
  'views',
  'applications',
  'matches',
  'acceptance_rate',
  'answer_hours_median',
  'answer_hours_p90',
  'volunteers_active',
  'new_signups',
] as const;
export type AnalyticsFigureKey = (typeof ANALYTICS_FIGURE_KEYS)[number];

export const ANALYTICS_BREAKDOWNS = ['organization', 'tag', 'place', 'center', 'vacancy'] as const;
/** Largest first (the busiest), or smallest first (the quietest: published vacancies nobody
 * looked at come first). */
export const ANALYTICS_BREAKDOWN_ORDERS = ['largest', 'smallest'] as const;
export type AnalyticsBreakdownOrder = (typeof ANALYTICS_BREAKDOWN_ORDERS)[number];
export type AnalyticsBreakdownBy = (typeof ANALYTICS_BREAKDOWNS)[number];

export type AnalyticsBucket = 'day' | 'week' | 'month';

/**
 * Answer times are kept as a histogram per vacancy and day, so the median and the 90th
 * percentile need no scan of the applications: an hour wide under two days (bucket 1 is
 * [0, 1) hours, 48 is [47, 48)), a day wide up to 30 days (49 is [48, 72), 76 is [696, 720)),
 * and one for 30 days or more (77).
 */
export const ANSWER_BUCKETS = 77;

export function answerBucketOf(hours: number): number {
  if (hours < 48) return Math.max(0, Math.floor(hours)) + 1;
  if (hours < 720) return 49 + Math.floor((hours - 48) / 24);
  return ANSWER_BUCKETS;
}

/** The hours a bucket stands for: its middle (30 days for the last, open one). */
export function answerBucketHours(bucket: number): number {
  if (bucket <= 48) return bucket - 0.5;
  if (bucket < ANSWER_BUCKETS) return 48 + (bucket - 49) * 24 + 12;
  return 720;
}

/**
 * A percentile (0..1) of the answer times in a histogram (counts per bucket, index 0 is bucket
 * 1), interpolated between bucket middles as PostgreSQL's percentile_cont interpolates between
 * values; null when it holds none.
 */
export function answerPercentile(counts: readonly number[], p: number): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const position = p * (total - 1);
  const valueAt = (k: number) => {
    let seen = 0;
    for (let i = 0; i < counts.length; i++) {
      seen += counts[i]!;
      if (k < seen) return answerBucketHours(i + 1);
    }
    return answerBucketHours(counts.length);
  };
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = valueAt(lower);
  return a + (valueAt(upper) - a) * (position - lower);
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dayParam = () =>
  string().test('calendar-day', '${path} must be a day written as YYYY-MM-DD', (value) =>
    value === undefined ? true : isCalendarDay(value),
  );

export const analyticsQuerySchema = object({
  'filter[from]': dayParam().optional(),
  'filter[to]': dayParam().optional(),
  'filter[center_id]': uuidSchema.optional(),
  'filter[organization_id]': uuidSchema.optional(),
});
export type AnalyticsQueryParams = InferType<typeof analyticsQuerySchema>;

export const analyticsBreakdownQuerySchema = analyticsQuerySchema.shape({
  'filter[by]': string().oneOf(ANALYTICS_BREAKDOWNS).required(),
  'filter[order]': string().oneOf(ANALYTICS_BREAKDOWN_ORDERS).optional(),
  'page[size]': string()
    .matches(/^(?:[1-9]|[1-9]\d|100)$/, '${path} must be a whole number from 1 to 100')
    .optional(),
});
export type AnalyticsBreakdownQueryParams = InferType<typeof analyticsBreakdownQuerySchema>;

/** Whole days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The number of days in a range, both ends counted. */
export function countDays(range: DayRange): number {
  const ms = Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const days = countDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** Days for up to 2 months, weeks up to 6 months, months beyond: 8 to 60 points on a chart. */
export function chooseBucket(range: DayRange): AnalyticsBucket {
  const days = countDays(range);
  if (days <= 62) return 'day';
  if (days <= 186) return 'week';
  return 'month';
}

/** The start of the bucket a day falls in (weeks start on Monday, as in the Netherlands). */
export function bucketStart(day: string, bucket: AnalyticsBucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every bucket start of a range, in order: a bucket without data is a point with zeros. */
export function listBucketStarts(range: DayRange, bucket: AnalyticsBucket): string[] {
  const starts: string[] = [];
  let start = bucketStart(range.from, bucket);
  while (start <= range.to) {
    starts.push(start);
    start =
      bucket === 'day'
        ? addDays(start, 1)
        : bucket === 'week'
          ? addDays(start, 7)
          : `${addDays(`${start.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
  }
  return starts;
}

export interface AnalyticsFigure {
  key: AnalyticsFigureKey;
  /** null: the figure has no value for this scope (no sign-ups of an organization) or period. */
  current: number | null;
  previous: number | null;
}

export interface AnalyticsPoint {
  start: string;
  views: number;
  applications: number;
  matches: number;
}

/** The analytics document's attributes (snake_case on the wire). */
export interface AnalyticsAttributes {
  period: DayRange;
  previousPeriod: DayRange;
  centerId: string | null;
  organizationId: string | null;
  bucket: AnalyticsBucket;
  figures: AnalyticsFigure[];
  series: AnalyticsPoint[];
  previousSeries: AnalyticsPoint[];
}

export interface AnalyticsBreakdownRow {
  /** The organization's, tag's, center's or vacancy's id; the place's name for places. */
  key: string;
  label: string;
  /** A tag's or vacancy's name in English where it has one (labels are in Dutch). */
  labelEn: string | null;
  views: number;
  applications: number;
  matches: number;
  previousApplications: number;
}

export interface AnalyticsBreakdownAttributes {
  period: DayRange;
  previousPeriod: DayRange;
  by: AnalyticsBreakdownBy;
  order: AnalyticsBreakdownOrder;
  rows: AnalyticsBreakdownRow[];
}

export type ViewRecordAttributes = Record<string, never>;
