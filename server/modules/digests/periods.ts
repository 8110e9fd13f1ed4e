// The periods of the periodic mail (docs/decisions.md "The periodic mail"): an ISO week or a
// calendar month on the Dutch clock (Europe/Amsterdam, summer time included). A period's mail is
// due from 08:00 on the first day after it (Monday for a week, the 1st for a month); at any moment
// exactly one period is "the latest due", so a run after downtime sends that one and no backlog.
import type { DigestFrequency } from '../../../common/schemas/volunteer-profile';

export type DigestCadence = Exclude<DigestFrequency, 'none'>;
export const DIGEST_CADENCES: readonly DigestCadence[] = ['weekly', 'monthly'];

/** The local hour from which the mail of the period that just ended goes out. */
export const DIGEST_SEND_HOUR = 8;
const TIME_ZONE = 'Europe/Amsterdam';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestPeriod {
  /** 'weekly:2026-W48' or 'monthly:2026-11': names the period in digest_sends. */
  key: string;
  /** The first moment of the period (local midnight). */
  start: Date;
  /** The first moment after it (local midnight of the next period's first day). */
  end: Date;
  /** From when its mail may go out. */
  sendFrom: Date;
}

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The local wall-clock time of `t` as if it were UTC (for day arithmetic). */
function toLocalWall(t: number): number {
  const p = Object.fromEntries(
    partsFormat.formatToParts(new Date(t)).map((x) => [x.type, x.value]),
  );
  return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
}

/** The instant at which the Dutch clock shows `wall` (a wall-clock time written as UTC). */
function fromLocalWall(wall: number): Date {
  let t = wall - (toLocalWall(wall) - wall);
  // Around a change of summer time the first guess can be an hour off: correct once.
  const miss = toLocalWall(t) - wall;
  if (miss !== 0) t -= miss;
  return new Date(t);
}

/** ISO week-numbering year and week of a civil date (given as UTC midnight). */
function isoWeek(day: number): { year: number; week: number } {
  const date = new Date(day);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(day + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { year, week };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function weekPeriod(monday: number): DigestPeriod {
  const { year, week } = isoWeek(monday);
  const next = monday + 7 * DAY_MS;
  return {
    key: `weekly:${year}-W${pad(week)}`,
    start: fromLocalWall(monday),
    end: fromLocalWall(next),
    sendFrom: fromLocalWall(next + DIGEST_SEND_HOUR * 60 * 60 * 1000),
  };
}

function monthPeriod(year: number, month: number): DigestPeriod {
  const first = Date.UTC(year, month, 1);
  const next = Date.UTC(year, month + 1, 1);
  const named = new Date(first);
  return {
    key: `monthly:${named.getUTCFullYear()}-${pad(named.getUTCMonth() + 1)}`,
    start: fromLocalWall(first),
    end: fromLocalWall(next),
    sendFrom: fromLocalWall(next + DIGEST_SEND_HOUR * 60 * 60 * 1000),
  };
}

/** The latest period whose mail is due at `now` (it ended, and its send hour has come). */
export function findDuePeriod(cadence: DigestCadence, now: Date): DigestPeriod {
  const wall = toLocalWall(now.getTime());
  const today = Math.floor(wall / DAY_MS) * DAY_MS;
  if (cadence === 'weekly') {
    const thisMonday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
    const last = weekPeriod(thisMonday - 7 * DAY_MS);
    return last.sendFrom.getTime() <= now.getTime() ? last : weekPeriod(thisMonday - 14 * DAY_MS);
  }
  const d = new Date(today);
  const last = monthPeriod(d.getUTCFullYear(), d.getUTCMonth() - 1);
  return last.sendFrom.getTime() <= now.getTime()
    ? last
    : monthPeriod(d.getUTCFullYear(), d.getUTCMonth() - 2);
}
