import { describe, expect, it } from 'vitest';
import { ESCALATION_AFTER_DAYS } from '../../../../common/matching';
import { describeWait } from './staff-lists';

const DAY = 86_400_000;
const now = Date.parse('2026-11-29T12:00:00Z');
const waited = (days: number, extraMs = 0) => new Date(now - days * DAY - extraMs).toISOString();

describe('describeWait', () => {
  it('counts whole days and the days left before the escalation', () => {
    expect(describeWait(waited(0, 3_600_000), now)).toEqual({
      days: 0,
      daysLeft: ESCALATION_AFTER_DAYS,
      tone: 'informative',
    });
    expect(describeWait(waited(5, DAY - 1), now).days).toBe(5);
  });

  it('warns from three days before the escalation and is red once it is reached', () => {
    expect(describeWait(waited(ESCALATION_AFTER_DAYS - 4), now).tone).toBe('informative');
    expect(describeWait(waited(ESCALATION_AFTER_DAYS - 3), now)).toMatchObject({
      daysLeft: 3,
      tone: 'warning',
    });
    expect(describeWait(waited(ESCALATION_AFTER_DAYS), now)).toMatchObject({
      daysLeft: 0,
      tone: 'danger',
    });
    expect(describeWait(waited(ESCALATION_AFTER_DAYS + 6), now).daysLeft).toBe(-6);
  });

  it('treats a clock a little behind the server as no wait at all', () => {
    expect(describeWait(new Date(now + 60_000).toISOString(), now).days).toBe(0);
  });
});
