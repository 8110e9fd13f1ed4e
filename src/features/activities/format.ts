// Dates and places of activities for people: Amsterdam time in the reader's language, and the
// calendar arithmetic of the month and week views (local dates as 'YYYY-MM-DD').
import {
  AMSTERDAM_TIME_ZONE,
  addCalendarDays,
  formatAmsterdamDate,
  type LocalParts,
} from '../../../common/amsterdam-time';
import { pickLocalized } from '../../../common/matching';
import type { Activity } from './types';

const tag = (locale: string) => (locale === 'nl' ? 'nl-NL' : 'en-GB');

export function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(tag(locale), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: AMSTERDAM_TIME_ZONE,
  }).format(new Date(iso));
}

export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(tag(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: AMSTERDAM_TIME_ZONE,
  }).format(new Date(iso));
}

/** 'dinsdag 3 november, 19:30 – 21:00' (the end's date too when it ends on another day). */
export function formatPeriod(startsAt: string, endsAt: string, locale: string): string {
  const sameDay = formatAmsterdamDate(new Date(startsAt)) === formatAmsterdamDate(new Date(endsAt));
  const end = sameDay
    ? formatTime(endsAt, locale)
    : `${formatDay(endsAt, locale)}, ${formatTime(endsAt, locale)}`;
  return `${formatDay(startsAt, locale)}, ${formatTime(startsAt, locale)} – ${end}`;
}

/** The date block of a card: day number, short month and weekday. */
export function dateBlock(iso: string, locale: string) {
  const parts = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag(locale), { ...options, timeZone: AMSTERDAM_TIME_ZONE }).format(
      new Date(iso),
    );
  return {
    day: parts({ day: 'numeric' }),
    month: parts({ month: 'short' }).replace('.', ''),
    weekday: parts({ weekday: 'short' }).replace('.', ''),
  };
}

export function titleOf(a: Pick<Activity, 'titleNl' | 'titleEn'>, locale: string): string {
  return pickLocalized(a.titleNl, a.titleEn, locale) || '—';
}

export function placeOf(a: Activity): string | null {
  if (a.online) return null;
  return (
    [a.locationName, [a.street, a.number].filter(Boolean).join(' '), a.city]
      .filter(Boolean)
      .join(', ') || null
  );
}

export function toIsoDate(parts: Pick<LocalParts, 'year' | 'month' | 'day'>): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${parts.year}-${two(parts.month)}-${two(parts.day)}`;
}

export function parseIsoDate(date: string): LocalParts {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day, hour: 0, minute: 0 };
}

export function shiftDate(date: string, days: number): string {
  return toIsoDate(addCalendarDays(parseIsoDate(date), days));
}

/** Monday = 0 .. Sunday = 6 of a date. */
export function weekdayIndex(date: string): number {
  const p = parseIsoDate(date);
  return (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7;
}

export function startOfWeek(date: string): string {
  return shiftDate(date, -weekdayIndex(date));
}

/** The Monday-first weeks shown for a month ('YYYY-MM'): every date from the first Monday. */
export function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const start = startOfWeek(first);
  const p = parseIsoDate(first);
  const days = new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
  const last = `${month}-${String(days).padStart(2, '0')}`;
  const end = shiftDate(startOfWeek(last), 6);
  const out: string[] = [];
  for (let d = start; d <= end; d = shiftDate(d, 1)) out.push(d);
  return out;
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function monthLabel(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(tag(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 15)));
}

export function dayLabel(date: string, locale: string, options: Intl.DateTimeFormatOptions) {
  const p = parseIsoDate(date);
  return new Intl.DateTimeFormat(tag(locale), { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(p.year, p.month - 1, p.day, 12)),
  );
}

/** The Amsterdam date an activity starts on. */
export function startDate(a: Pick<Activity, 'startsAt'>): string {
  return formatAmsterdamDate(new Date(a.startsAt));
}
