// A chart bucket's name: a day ('3 mrt'), a week ('week 10', its Monday in long form) or a month
// ('mrt 2026'); a period's ('1 – 31 mrt 2026').
import type { IntlShape } from 'react-intl';
import type { AnalyticsBucket, DayRange } from '../../../common/schemas/analytics';

/** ISO week number of a Monday (weeks as Dutch calendars count them). */
export function isoWeek(day: string): number {
  const date = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(date);
  thursday.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  return 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
}

export function formatBucket(
  intl: IntlShape,
  start: string,
  bucket: AnalyticsBucket,
  form: 'short' | 'long',
): string {
  const date = new Date(`${start}T12:00:00Z`);
  if (bucket === 'month') {
    return intl.formatDate(date, {
      month: form === 'short' ? 'short' : 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  if (bucket === 'week') {
    const week = intl.formatMessage({ id: 'analytics.week' }, { n: isoWeek(start) });
    return form === 'short'
      ? week
      : `${week} (${intl.formatDate(date, { day: 'numeric', month: 'short', timeZone: 'UTC' })})`;
  }
  return intl.formatDate(date, {
    day: 'numeric',
    month: 'short',
    ...(form === 'long' ? { weekday: 'short', year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

export function formatRange(intl: IntlShape, range: DayRange): string {
  return intl.formatDateTimeRange(
    new Date(`${range.from}T12:00:00Z`),
    new Date(`${range.to}T12:00:00Z`),
    { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  );
}
