// Times as people say them, in the reader's language (DESIGN.md section 9: Intl, Europe/Amsterdam):
// 'zojuist' under a minute, then minutes and hours ago, then the date (with the year only when it
// is not this year). Pure, so the thread, the inbox and the notifications read the same.
export const TIME_ZONE = 'Europe/Amsterdam';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function yearIn(date: Date): string {
  return new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE }).format(date);
}

/**
 * `justNow` is the reader's word for 'just now' (a translation; Intl says 'now', which reads
 * oddly under a message). A time slightly in the future (clock skew) counts as just now.
 */
export function formatRelativeTime(
  value: string | number | Date,
  now: number,
  locale: string,
  justNow: string,
): string {
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const ago = now - time;
  if (ago < MINUTE) return justNow;
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
  if (ago < HOUR) return rtf.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return rtf.format(-Math.floor(ago / HOUR), 'hour');
  const sameYear = yearIn(date) === yearIn(new Date(now));
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
    // Dutch writes 09:05, English 9:05 AM (a 2-digit hour read '03:16 PM').
    hour: locale === 'en' ? 'numeric' : '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(date);
}

/** The full date and time, for a tooltip or a screen reader beside the relative time. */
export function formatFullTime(value: string | number | Date, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(date);
}
