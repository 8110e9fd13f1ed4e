// The periods the analytics pages offer, as people name them (the last 30 days, last month), and
// their place in the address (?period=last90, or ?from=…&to=… for one of one's own), so a link to
// a view of the figures shows the same figures to whoever opens it.
import { formatAmsterdamDate } from '../../../common/amsterdam-time';
import {
  ANALYTICS_MAX_DAYS,
  addDays,
  countDays,
  isCalendarDay,
  type DayRange,
} from '../../../common/schemas/analytics';

export const PERIOD_PRESETS = [
  'last7',
  'last30',
  'last90',
  'last365',
  'thisMonth',
  'lastMonth',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PRESET: PeriodPreset = 'last30';

export function todayInNetherlands(now = new Date()): string {
  return formatAmsterdamDate(now);
}

export function presetRange(preset: PeriodPreset, today: string): DayRange {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'last365':
      return { from: addDays(today, -364), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'lastMonth': {
      const end = addDays(`${today.slice(0, 7)}-01`, -1);
      return { from: `${end.slice(0, 7)}-01`, to: end };
    }
  }
}

export interface ChosenPeriod {
  preset: PeriodPreset | 'custom';
  range: DayRange;
}

/** The period the address asks for; a broken or too long one falls back to the default. */
export function readPeriod(params: URLSearchParams, today: string): ChosenPeriod {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && isCalendarDay(from) && isCalendarDay(to) && from <= to) {
    const range = { from, to };
    if (countDays(range) <= ANALYTICS_MAX_DAYS) return { preset: 'custom', range };
  }
  const asked = params.get('period');
  const preset = (PERIOD_PRESETS as readonly string[]).includes(asked ?? '')
    ? (asked as PeriodPreset)
    : DEFAULT_PRESET;
  return { preset, range: presetRange(preset, today) };
}

/** The address parameters of a period (the default one needs none). */
export function writePeriod(period: ChosenPeriod): Record<string, string> {
  if (period.preset === 'custom') return { from: period.range.from, to: period.range.to };
  return period.preset === DEFAULT_PRESET ? {} : { period: period.preset };
}
