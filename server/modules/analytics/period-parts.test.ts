import { describe, expect, it } from 'vitest';
import { addDays, countDays } from '../../../common/schemas/analytics';
import { splitByMonths } from './period-parts';

describe('splitByMonths', () => {
  it('keeps a period inside one month as days', () => {
    expect(splitByMonths({ from: '2026-03-05', to: '2026-03-20' })).toEqual({
      months: null,
      days: [{ from: '2026-03-05', to: '2026-03-20' }],
    });
  });

  it('keeps thirty days across a month boundary as days', () => {
    expect(splitByMonths({ from: '2026-10-31', to: '2026-11-29' })).toEqual({
      months: null,
      days: [{ from: '2026-10-31', to: '2026-11-29' }],
    });
  });

  it('reads one whole month as a month', () => {
    expect(splitByMonths({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      months: { from: '2026-02-01', to: '2026-02-01' },
      days: [],
    });
  });

  it('splits a year into whole months and the days at both ends', () => {
    expect(splitByMonths({ from: '2025-11-30', to: '2026-11-29' })).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [
        { from: '2025-11-30', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-29' },
      ],
    });
  });

  it('handles a leap day and a period ending on a month end', () => {
    expect(splitByMonths({ from: '2024-02-10', to: '2024-04-30' })).toEqual({
      months: { from: '2024-03-01', to: '2024-04-01' },
      days: [{ from: '2024-02-10', to: '2024-02-29' }],
    });
  });

  it('covers every day of the period exactly once', () => {
    const range = { from: '2025-01-17', to: '2026-12-05' };
    const parts = splitByMonths(range);
    const covered = new Set<string>();
    const add = (day: string) => {
      expect(covered.has(day)).toBe(false);
      covered.add(day);
    };
    for (const d of parts.days) {
      for (let day = d.from; day <= d.to; day = addDays(day, 1)) add(day);
    }
    let month = parts.months!.from;
    while (month <= parts.months!.to) {
      let day = month;
      for (; day.slice(0, 7) === month.slice(0, 7); day = addDays(day, 1)) add(day);
      month = day;
    }
    expect(covered.size).toBe(countDays(range));
  });
});
