// Wall-clock time in the Netherlands: activities are planned in Europe/Amsterdam, stored as
// instants (timestamptz). A series repeats the local time ('every Tuesday 19:00'), so across the
// daylight-saving change its occurrences keep 19:00 while the instant moves an hour. Browser and
// server use the same conversion.

export const AMSTERDAM_TIME_ZONE = 'Europe/Amsterdam';

/** 'YYYY-MM-DDTHH:mm' without an offset: a local time in Amsterdam. */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/;
/** An instant with its offset or Z. */
export const OFFSET_DATE_TIME_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: AMSTERDAM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The local date and time in Amsterdam of an instant. */
export function toAmsterdamParts(instant: Date): LocalParts & { second: number } {
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Minutes Amsterdam is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutesAt(ms: number): number {
  const p = toAmsterdamParts(new Date(ms));
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60000);
}

/**
 * The instant of a local time in Amsterdam. A time in the spring gap (02:30 on the last Sunday of
 * March) moves forward an hour; a time that happens twice in October is the first (summer) one.
 */
export function fromAmsterdamParts(parts: LocalParts): Date {
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  const summer = wall - 120 * 60000;
  if (offsetMinutesAt(summer) === 120) return new Date(summer);
  const winter = wall - 60 * 60000;
  if (offsetMinutesAt(winter) === 60) return new Date(winter);
  // In the spring gap neither reading exists: the clock jumped from 02:00 to 03:00.
  return new Date(winter);
}

/** Reads 'YYYY-MM-DDTHH:mm' (Amsterdam) or an ISO instant with offset; null when neither. */
export function parseActivityTime(value: string): Date | null {
  const local = LOCAL_DATE_TIME_PATTERN.exec(value);
  if (local) {
    const [, y, mo, d, h, mi] = local.map(Number) as number[];
    if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59) return null;
    const date = new Date(Date.UTC(y!, mo! - 1, d!));
    if (date.getUTCDate() !== d) return null;
    return fromAmsterdamParts({ year: y!, month: mo!, day: d!, hour: h!, minute: mi! });
  }
  if (!OFFSET_DATE_TIME_PATTERN.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY-MM-DDTHH:mm' in Amsterdam of an instant (what a datetime-local field shows). */
export function formatAmsterdamLocal(instant: Date): string {
  const p = toAmsterdamParts(instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** 'YYYY-MM-DD' in Amsterdam of an instant. */
export function formatAmsterdamDate(instant: Date): string {
  return formatAmsterdamLocal(instant).slice(0, 10);
}

/** The instant local midnight starts on a date 'YYYY-MM-DD' in Amsterdam. */
export function startOfAmsterdamDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return fromAmsterdamParts({ year: y, month: m, day: d, hour: 0, minute: 0 });
}

/** Adds days to a calendar date (no time zone involved). */
export function addCalendarDays(parts: LocalParts, days: number): LocalParts {
  const d = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return { ...parts, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * Adds months to a calendar date; a day the month lacks (the 31st) is that month's last day, so
 * a monthly series on the 31st stays at the end of each month.
 */
export function addCalendarMonths(parts: LocalParts, months: number): LocalParts {
  const first = new Date(Date.UTC(parts.year, parts.month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return {
    ...parts,
    year: first.getUTCFullYear(),
    month: first.getUTCMonth() + 1,
    day: Math.min(parts.day, lastDay),
  };
}

/** Whole calendar days from a to b (local dates). */
export function diffCalendarDays(a: LocalParts, b: LocalParts): number {
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86400000,
  );
}
