// A period as the whole calendar months inside it and the days around them: the counters keep a
// row per day and one per month, and a year's figures read twelve month rows and the days of
// the months the year only partly covers.
import { addDays, type DayRange } from '../../../common/schemas/analytics';

export interface PeriodParts {
  /** The first days of the first and the last whole month, or null when none fits. */
  months: DayRange | null;
  /** The days outside those months: none, one or two ranges. */
  days: DayRange[];
}

function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function nextMonthStart(day: string): string {
  return monthStart(addDays(`${day.slice(0, 7)}-28`, 7));
}

export function splitByMonths(range: DayRange): PeriodParts {
  const firstWhole = range.from.endsWith('-01') ? range.from : nextMonthStart(range.from);
  const afterTo = addDays(range.to, 1);
  // The month after the last whole one starts at the day after `to` when that is a first,
  // otherwise at the start of `to`'s month.
  const afterLastWhole = afterTo.endsWith('-01') ? afterTo : monthStart(range.to);
  if (firstWhole >= afterLastWhole) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < firstWhole) days.push({ from: range.from, to: addDays(firstWhole, -1) });
  if (afterLastWhole <= range.to) days.push({ from: afterLastWhole, to: range.to });
  const lastWhole = monthStart(addDays(afterLastWhole, -1));
  return { months: { from: firstWhole, to: lastWhole }, days };
}
