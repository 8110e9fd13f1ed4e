import { describe, expect, it } from 'vitest';
import {
  formatWeekday,
  getOpenState,
  groupByDay,
  isAnyOpen,
  readAmsterdamTime,
} from './opening-hours';

const hours = [
  { day: 2 as const, opens: '09:30', closes: '12:00' },
  { day: 4 as const, opens: '13:30', closes: '16:00' },
];

describe('opening hours in Europe/Amsterdam', () => {
  it('reads the time of Amsterdam, in winter and in summer time', () => {
    // Tuesday 1 December 2026, 09:45 UTC is 10:45 in Amsterdam (CET).
    expect(readAmsterdamTime(new Date('2026-12-01T09:45:00Z'))).toEqual({ day: 2, minutes: 645 });
    // Sunday 28 June 2026 22:30 UTC is already Monday 00:30 there (CEST).
    expect(readAmsterdamTime(new Date('2026-06-28T22:30:00Z'))).toEqual({ day: 1, minutes: 30 });
  });

  it('is open within a period and says until when', () => {
    expect(getOpenState(hours, new Date('2026-12-01T09:45:00Z'))).toEqual({
      open: true,
      closes: '12:00',
    });
  });

  it('is closed at the closing minute, and names the next opening', () => {
    expect(getOpenState(hours, new Date('2026-12-01T11:00:00Z'))).toEqual({
      open: false,
      next: { day: 4, opens: '13:30', today: false },
    });
    expect(getOpenState(hours, new Date('2026-12-03T08:00:00Z'))).toEqual({
      open: false,
      next: { day: 4, opens: '13:30', today: true },
    });
    // Friday: the next is Tuesday, past the weekend.
    expect(getOpenState(hours, new Date('2026-12-04T12:00:00Z'))).toMatchObject({
      next: { day: 2 },
    });
    expect(getOpenState([], new Date())).toEqual({ open: false, next: null });
  });

  it('tells an organization open when any service is, null without hours', () => {
    const now = new Date('2026-12-01T09:45:00Z');
    expect(isAnyOpen([{ openingHours: [] }, { openingHours: hours }], now)).toBe(true);
    expect(isAnyOpen([{ openingHours: [] }], now)).toBeNull();
    expect(isAnyOpen([{ openingHours: hours }], new Date('2026-12-01T12:00:00Z'))).toBe(false);
  });

  it('names weekdays and groups periods per day', () => {
    expect(formatWeekday(1, 'nl')).toBe('maandag');
    expect(formatWeekday(7, 'en')).toBe('Sunday');
    expect(groupByDay([...hours, { day: 2, opens: '08:00', closes: '09:00' }])[0]).toEqual([
      2,
      [
        { day: 2, opens: '08:00', closes: '09:00' },
        { day: 2, opens: '09:30', closes: '12:00' },
      ],
    ]);
  });
});
