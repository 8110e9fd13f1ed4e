import { describe, expect, it } from 'vitest';
import { presetRange, readPeriod, writePeriod } from './period';

describe('analytics periods in the address', () => {
  it('names the usual periods from today', () => {
    expect(presetRange('last30', '2026-11-29')).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(presetRange('thisMonth', '2026-11-29')).toEqual({
      from: '2026-11-01',
      to: '2026-11-29',
    });
    expect(presetRange('lastMonth', '2026-03-15')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetRange('lastMonth', '2026-01-05')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('reads a preset, one’s own period, and falls back on nonsense', () => {
    const read = (q: string) => readPeriod(new URLSearchParams(q), '2026-11-29');
    expect(read('period=last90').preset).toBe('last90');
    expect(read('from=2026-01-01&to=2026-03-31')).toEqual({
      preset: 'custom',
      range: { from: '2026-01-01', to: '2026-03-31' },
    });
    expect(read('from=2026-03-31&to=2026-01-01').preset).toBe('last30');
    expect(read('from=2020-01-01&to=2026-01-01').preset).toBe('last30');
    expect(read('period=forever').preset).toBe('last30');
    expect(writePeriod(read(''))).toEqual({});
    expect(writePeriod(read('period=lastMonth'))).toEqual({ period: 'lastMonth' });
  });
});
