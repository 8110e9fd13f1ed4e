import { describe, expect, it } from 'vitest';
import {
  ANSWER_BUCKETS,
  addDays,
  answerBucketHours,
  answerBucketOf,
  answerPercentile,
  bucketStart,
  chooseBucket,
  countDays,
  isCalendarDay,
  listBucketStarts,
  previousRange,
} from './analytics';

describe('analytics periods', () => {
  it('knows a calendar day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });

  it('counts days and finds the period before, across months and years', () => {
    expect(countDays({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
    // Summer time starts on 29 March 2026: still one day per date.
    expect(countDays({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousRange({ from: '2026-01-01', to: '2026-01-07' })).toEqual({
      from: '2025-12-25',
      to: '2025-12-31',
    });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('chooses days, weeks or months so a chart has 8 to 60 points', () => {
    expect(chooseBucket({ from: '2026-03-01', to: '2026-03-31' })).toBe('day');
    expect(chooseBucket({ from: '2026-01-01', to: '2026-03-31' })).toBe('week');
    expect(chooseBucket({ from: '2025-04-01', to: '2026-03-31' })).toBe('month');
  });

  it('starts weeks on Monday and lists every bucket, empty ones too', () => {
    // 1 January 2026 is a Thursday.
    expect(bucketStart('2026-01-01', 'week')).toBe('2025-12-29');
    expect(bucketStart('2026-01-04', 'week')).toBe('2025-12-29');
    expect(bucketStart('2026-01-05', 'week')).toBe('2026-01-05');
    expect(bucketStart('2026-03-17', 'month')).toBe('2026-03-01');
    expect(listBucketStarts({ from: '2025-11-15', to: '2026-02-01' }, 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    const days = listBucketStarts({ from: '2026-02-27', to: '2026-03-02' }, 'day');
    expect(days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(listBucketStarts({ from: '2026-01-01', to: '2026-01-14' }, 'week')).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
    ]);
  });
});

describe('answer time histograms', () => {
  it('puts hours in hour buckets under two days, day buckets to 30 days, then one', () => {
    expect(answerBucketOf(0)).toBe(1);
    expect(answerBucketOf(2)).toBe(3);
    expect(answerBucketOf(47.9)).toBe(48);
    expect(answerBucketOf(48)).toBe(49);
    expect(answerBucketOf(719)).toBe(76);
    expect(answerBucketOf(2000)).toBe(ANSWER_BUCKETS);
    expect(answerBucketHours(3)).toBe(2.5);
    expect(answerBucketHours(49)).toBe(60);
  });

  it('interpolates percentiles between bucket middles', () => {
    const counts = new Array<number>(ANSWER_BUCKETS).fill(0);
    counts[answerBucketOf(2) - 1]! += 1;
    counts[answerBucketOf(10) - 1]! += 1;
    expect(answerPercentile(counts, 0.5)).toBe(6.5);
    expect(answerPercentile(counts, 0.9)).toBeCloseTo(9.7);
    expect(answerPercentile(new Array<number>(ANSWER_BUCKETS).fill(0), 0.5)).toBeNull();
  });
});
