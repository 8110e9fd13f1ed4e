// The occurrences of a weekly or monthly series, in Amsterdam wall-clock time: every occurrence
// starts at the template's local time on its own date (so 19:00 stays 19:00 across the
// daylight-saving change), and an end or a shift keeps its day offset and local time.
import {
  addCalendarDays,
  addCalendarMonths,
  diffCalendarDays,
  fromAmsterdamParts,
  toAmsterdamParts,
  type LocalParts,
} from '../../../common/amsterdam-time';
import {
  MAX_SERIES_OCCURRENCES,
  type ActivityRecurrenceFrequency,
} from '../../../common/schemas/activities';

export interface Recurrence {
  frequency: ActivityRecurrenceFrequency;
  interval: number;
  /** The last date an occurrence may start on (YYYY-MM-DD, Amsterdam). */
  until?: string | null;
  count?: number | null;
}

function dateOnly(parts: LocalParts): LocalParts {
  return { ...parts, hour: 0, minute: 0 };
}

/**
 * Moves an instant from one local date to another: its local time and its day offset from
 * `fromDate` stay, now counted from `toDate`.
 */
export function relocate(instant: Date, fromDate: LocalParts, toDate: LocalParts): Date {
  const local = toAmsterdamParts(instant);
  const days = diffCalendarDays(dateOnly(fromDate), dateOnly(local));
  const target = addCalendarDays(dateOnly(toDate), days);
  return fromAmsterdamParts({ ...target, hour: local.hour, minute: local.minute });
}

/** The local start dates of a series' occurrences (the template's first). */
export function listOccurrenceDates(startsAt: Date, recurrence: Recurrence): LocalParts[] {
  const first = toAmsterdamParts(startsAt);
  const max = Math.min(recurrence.count ?? MAX_SERIES_OCCURRENCES, MAX_SERIES_OCCURRENCES);
  const until = recurrence.until ?? null;
  const out: LocalParts[] = [];
  for (let i = 0; out.length < max; i++) {
    const step = i * recurrence.interval;
    const date =
      recurrence.frequency === 'weekly'
        ? addCalendarDays(first, step * 7)
        : addCalendarMonths(first, step);
    const iso = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
    if (until && iso > until) break;
    out.push(date);
  }
  return out;
}
