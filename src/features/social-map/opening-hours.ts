// Opening hours in Europe/Amsterdam, whatever the device's time zone: whether a service is open
// at a moment, until when, and when it opens next. Periods are ISO weekdays (Monday 1) with
// 'HH:MM' times; '24:00' closes at midnight.
import type { IsoWeekday, OpeningPeriod } from '../../../common/schemas/social-map';

const ZONE = 'Europe/Amsterdam';
const WEEKDAY_NUMBER: Record<string, IsoWeekday> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

/** The weekday and minutes since midnight on the clocks of Amsterdam. */
export function readAmsterdamTime(now: Date): { day: IsoWeekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: WEEKDAY_NUMBER[get('weekday')] ?? 1,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

function toMinutes(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

export type OpenState =
  | { open: true; closes: string }
  | { open: false; next: { day: IsoWeekday; opens: string; today: boolean } | null };

/** Open now (and until when), or closed (and when it opens next within a week). */
export function getOpenState(periods: readonly OpeningPeriod[], now: Date): OpenState {
  const { day, minutes } = readAmsterdamTime(now);
  const current = periods.find(
    (p) => p.day === day && toMinutes(p.opens) <= minutes && minutes < toMinutes(p.closes),
  );
  if (current) return { open: true, closes: current.closes };
  for (let offset = 0; offset < 7; offset += 1) {
    const d = (((day - 1 + offset) % 7) + 1) as IsoWeekday;
    const later = periods
      .filter((p) => p.day === d && (offset > 0 || toMinutes(p.opens) > minutes))
      .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens))[0];
    if (later) return { open: false, next: { day: d, opens: later.opens, today: offset === 0 } };
  }
  return { open: false, next: null };
}

/** An organization is open when one of its services is; null when none has hours. */
export function isAnyOpen(
  services: readonly { openingHours: readonly OpeningPeriod[] }[],
  now: Date,
): boolean | null {
  const withHours = services.filter((s) => s.openingHours.length > 0);
  if (withHours.length === 0) return null;
  return withHours.some((s) => getOpenState(s.openingHours, now).open);
}

/** The weekday's name in the locale (a Monday in 2024 counted from). */
export function formatWeekday(day: IsoWeekday, locale: string, width: 'long' | 'short' = 'long') {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/** The periods per weekday, Monday first, for a table of opening hours. */
export function groupByDay(periods: readonly OpeningPeriod[]): [IsoWeekday, OpeningPeriod[]][] {
  const days: [IsoWeekday, OpeningPeriod[]][] = [];
  for (let d = 1; d <= 7; d += 1) {
    const list = periods
      .filter((p) => p.day === d)
      .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens));
    if (list.length > 0) days.push([d as IsoWeekday, list]);
  }
  return days;
}
