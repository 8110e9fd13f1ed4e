import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { describeChange, formatFigure } from './figure-format';

const intl = createIntl({
  locale: 'nl',
  messages: {
    'analytics.unit.hours': '{n} uur',
    'analytics.unit.days': '{n} dagen',
  },
});

describe('analytics figures as people read them', () => {
  it('formats counts, rates and answer times', () => {
    expect(formatFigure(intl, 'applications', 1234)).toBe('1.234');
    expect(formatFigure(intl, 'acceptance_rate', 66.7)).toBe('66,7%');
    expect(formatFigure(intl, 'answer_hours_median', 6)).toBe('6 uur');
    expect(formatFigure(intl, 'answer_hours_p90', 72)).toBe('3 dagen');
    expect(formatFigure(intl, 'new_signups', null)).toBe('–');
  });

  it('says whether a change is good news', () => {
    expect(describeChange('applications', 12, 10)).toEqual({
      direction: 'up',
      size: 20,
      unit: 'percent',
      good: true,
    });
    // A shorter answer time is better.
    expect(describeChange('answer_hours_median', 6, 8)?.good).toBe(true);
    expect(describeChange('acceptance_rate', 50, 62.5)).toEqual({
      direction: 'down',
      size: 12.5,
      unit: 'points',
      good: false,
    });
    expect(describeChange('views', 5, 0)?.size).toBeNull();
    expect(describeChange('views', 1814, 2)).toMatchObject({
      direction: 'up',
      size: null,
      good: true,
    });
    expect(describeChange('views', 60, 10)?.size).toBe(500);
    expect(describeChange('matches', 3, 3)?.good).toBeNull();
    expect(describeChange('new_signups', null, null)).toBeNull();
  });
});
