// The periods of the periodic mail on the Dutch clock: which week or month is due at a moment,
// from 08:00 local time on the first day after it, across summer time and the ISO year's edge.
import { describe, expect, it } from 'vitest';
import { findDuePeriod } from './periods';

describe('findDuePeriod', () => {
  it('is last week from Monday 08:00 Amsterdam time, the week before until then', () => {
    // Monday 8 March 2027, 07:59 and 08:00 in winter time (UTC+1).
    expect(findDuePeriod('weekly', new Date('2027-03-08T06:59:00Z')).key).toBe('weekly:2027-W08');
    const due = findDuePeriod('weekly', new Date('2027-03-08T07:00:00Z'));
    expect(due).toEqual({
      key: 'weekly:2027-W09',
      start: new Date('2027-02-28T23:00:00Z'),
      end: new Date('2027-03-07T23:00:00Z'),
      sendFrom: new Date('2027-03-08T07:00:00Z'),
    });
    // Sunday evening still waits for Monday.
    expect(findDuePeriod('weekly', new Date('2027-03-14T22:00:00Z')).key).toBe('weekly:2027-W09');
  });

  it('follows summer time: the week that holds the change ends at midnight local time', () => {
    // Summer time starts on Sunday 28 March 2027; Monday 29 March 08:00 is 06:00 UTC.
    const due = findDuePeriod('weekly', new Date('2027-03-29T06:00:00Z'));
    expect(due.key).toBe('weekly:2027-W12');
    expect(due.start).toEqual(new Date('2027-03-21T23:00:00Z'));
    expect(due.end).toEqual(new Date('2027-03-28T22:00:00Z'));
    expect(findDuePeriod('weekly', new Date('2027-03-29T05:59:00Z')).key).toBe('weekly:2027-W11');
  });

  it('names weeks by the ISO week-numbering year', () => {
    // Week 53 of 2026 runs from Monday 28 December 2026 to Sunday 3 January 2027.
    expect(findDuePeriod('weekly', new Date('2027-01-04T09:00:00Z')).key).toBe('weekly:2026-W53');
    expect(findDuePeriod('weekly', new Date('2027-01-11T09:00:00Z')).key).toBe('weekly:2027-W01');
  });

  it('is last month from the 1st at 08:00, across the year', () => {
    expect(findDuePeriod('monthly', new Date('2027-01-01T06:59:00Z')).key).toBe('monthly:2026-11');
    const due = findDuePeriod('monthly', new Date('2027-01-01T07:00:00Z'));
    expect(due.key).toBe('monthly:2026-12');
    expect(due.start).toEqual(new Date('2026-11-30T23:00:00Z'));
    expect(due.end).toEqual(new Date('2026-12-31T23:00:00Z'));
    // April starts in summer time: 08:00 on 1 April is 06:00 UTC.
    expect(findDuePeriod('monthly', new Date('2027-04-01T06:00:00Z')).key).toBe('monthly:2027-03');
    expect(findDuePeriod('monthly', new Date('2027-04-15T12:00:00Z')).end).toEqual(
      new Date('2027-03-31T22:00:00Z'),
    );
  });
});
