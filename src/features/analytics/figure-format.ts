// How a figure reads: counts as numbers, the acceptance rate as a percentage, answer times in
// hours (days from two days on), and the change against the period before as a direction, a
// size and whether that is good news (a shorter answer time is).
import type { IntlShape } from 'react-intl';
import type { AnalyticsFigureKey } from '../../../common/schemas/analytics';

const LOWER_IS_BETTER: ReadonlySet<AnalyticsFigureKey> = new Set([
  'answer_hours_median',
  'answer_hours_p90',
]);

export function isHours(key: AnalyticsFigureKey): boolean {
  return key === 'answer_hours_median' || key === 'answer_hours_p90';
}

export function formatFigure(
  intl: IntlShape,
  key: AnalyticsFigureKey,
  value: number | null,
): string {
  if (value === null) return '–';
  if (key === 'acceptance_rate') {
    return intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  }
  if (isHours(key)) {
    return value >= 48
      ? intl.formatMessage(
          { id: 'analytics.unit.days' },
          { count: Math.round(value / 24), n: intl.formatNumber(Math.round(value / 2.4) / 10) },
        )
      : intl.formatMessage(
          { id: 'analytics.unit.hours' },
          { count: value, n: intl.formatNumber(value, { maximumFractionDigits: 1 }) },
        );
  }
  return intl.formatNumber(value);
}

export interface Change {
  direction: 'up' | 'down' | 'same';
  /**
   * Relative change in percent (rounded), or percentage points for the acceptance rate; null
   * when there is nothing sensible to compare with (from 0, or more than six times as much).
   */
  size: number | null;
  /** Good news, bad news, or neither (no change, nothing to compare with). */
  good: boolean | null;
  unit: 'percent' | 'points';
}

export function describeChange(
  key: AnalyticsFigureKey,
  current: number | null,
  previous: number | null,
): Change | null {
  if (current === null || previous === null) return null;
  const unit = key === 'acceptance_rate' ? 'points' : 'percent';
  const difference = current - previous;
  const direction = difference > 0 ? 'up' : difference < 0 ? 'down' : 'same';
  let size: number | null;
  if (unit === 'points') size = Math.round(Math.abs(difference) * 10) / 10;
  else {
    // Against almost nothing a percentage says little ('+1.593%'): then the page says what it was.
    const ratio = previous === 0 ? Infinity : Math.abs(difference) / previous;
    size = ratio > 5 ? null : Math.round(ratio * 100);
  }
  const up = LOWER_IS_BETTER.has(key) ? direction === 'down' : direction === 'up';
  return { direction, size, unit, good: direction === 'same' ? null : up };
}
