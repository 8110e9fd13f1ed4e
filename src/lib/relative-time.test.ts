import { describe, expect, it } from 'vitest';
import { formatFullTime, formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it('says just now under a minute, also for a time slightly ahead', () => {
    expect(formatRelativeTime(ago(0), NOW, 'nl', 'zojuist')).toBe('zojuist');
    expect(formatRelativeTime(ago(59_000), NOW, 'en', 'just now')).toBe('just now');
    expect(formatRelativeTime(ago(-5_000), NOW, 'nl', 'zojuist')).toBe('zojuist');
  });

  it('counts minutes, then hours, in the reader language', () => {
    expect(formatRelativeTime(ago(60_000), NOW, 'nl', 'zojuist')).toBe('1 minuut geleden');
    expect(formatRelativeTime(ago(5 * 60_000 + 30_000), NOW, 'en', 'x')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * 60_000), NOW, 'nl', 'x')).toBe('59 minuten geleden');
    expect(formatRelativeTime(ago(60 * 60_000), NOW, 'nl', 'x')).toBe('1 uur geleden');
    expect(formatRelativeTime(ago(23 * 3_600_000), NOW, 'en', 'x')).toBe('23 hours ago');
  });

  it('shows the date in Amsterdam time after a day, with the year only for another year', () => {
    // 2026-11-20 23:30 UTC is 21 November 00:30 in Amsterdam.
    const text = formatRelativeTime('2026-11-20T23:30:00Z', NOW, 'nl', 'x');
    expect(text).toContain('21 nov');
    expect(text).toContain('00:30');
    expect(text).not.toContain('2026');
    expect(formatRelativeTime('2025-03-02T10:00:00Z', NOW, 'en', 'x')).toContain('2025');
    // English hours without a leading zero: 14:16 UTC is 3:16 PM in Amsterdam.
    expect(formatRelativeTime('2026-11-20T14:16:00Z', NOW, 'en', 'x')).toMatch(/\b3:16\sPM/);
    expect(formatRelativeTime('2026-11-20T08:05:00Z', NOW, 'nl', 'x')).toContain('09:05');
  });

  it('gives nothing for a broken date', () => {
    expect(formatRelativeTime('not a date', NOW, 'nl', 'x')).toBe('');
    expect(formatFullTime('not a date', 'nl')).toBe('');
  });

  it('writes the full time for a tooltip', () => {
    expect(formatFullTime('2026-11-22T12:00:00Z', 'nl')).toContain('22 november 2026');
    expect(formatFullTime('2026-11-22T12:00:00Z', 'nl')).toContain('13:00');
  });
});
