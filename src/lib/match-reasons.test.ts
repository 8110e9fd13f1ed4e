import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { formatMatchReasons } from './match-reasons';
import type { MatchReason } from '../../common/schemas/vacancies';

const dutch = createIntl({ locale: 'nl', messages: nl });
const english = createIntl({ locale: 'en', messages: en });

const reasons: MatchReason[] = [
  { code: 'skills', params: { count: 3, names: ['koken', 'voorlezen', 'tuinieren'] } },
  { code: 'distance', params: { km: 2.5 } },
  { code: 'availability', params: { day: 'thu', part: 'afternoon' } },
  { code: 'availability', params: { day: 'tue', part: 'evening' } },
  { code: 'remote', params: {} },
];

describe('formatMatchReasons', () => {
  it('says why in good Dutch, the weekday parts on one line in week order', () => {
    expect(formatMatchReasons(dutch, reasons).map((r) => r.text)).toEqual([
      'Past bij 3 van je vaardigheden: koken, voorlezen en tuinieren',
      '2,5 km van je huis',
      'Kan vanuit huis',
      'Past bij je dinsdagavond en donderdagmiddag',
    ]);
  });

  it('and in English, with singular forms', () => {
    const one: MatchReason[] = [
      { code: 'skills', params: { count: 1, names: ['cooking'] } },
      { code: 'distance', params: { km: 12.34 } },
      { code: 'availability', params: { day: 'sat', part: 'morning' } },
    ];
    expect(formatMatchReasons(english, one).map((r) => r.text)).toEqual([
      'Matches your skill: cooking',
      '12 km from your home',
      'Fits your Saturday morning',
    ]);
  });

  it('calls an interest an interest, not a skill', () => {
    const both: MatchReason[] = [
      { code: 'skills', params: { count: 1, names: ['koken'] } },
      { code: 'interests', params: { count: 2, names: ['natuur', 'dieren'] } },
    ];
    expect(formatMatchReasons(dutch, both).map((r) => r.text)).toEqual([
      'Past bij je vaardigheid: koken',
      'Past bij 2 van je interesses: natuur en dieren',
    ]);
    expect(
      formatMatchReasons(english, [
        { code: 'interests', params: { count: 1, names: ['nature'] } },
      ]).map((r) => r.text),
    ).toEqual(['Matches your interest: nature']);
    expect(
      formatMatchReasons(dutch, [{ code: 'interests', params: { count: 3 } }]).map((r) => r.text),
    ).toEqual(['Past bij 3 van je interesses']);
  });

  it('handles near, nameless and unknown reasons without raw codes', () => {
    const odd: MatchReason[] = [
      { code: 'skills', params: { count: 2 } },
      { code: 'distance', params: { km: 0.3 } },
      { code: 'availability', params: { day: 'xyz' as never, part: 'evening' } },
      { code: 'mystery' },
    ];
    expect(formatMatchReasons(dutch, odd).map((r) => r.text)).toEqual([
      'Past bij 2 van je vaardigheden',
      'Vlak bij je huis',
    ]);
    expect(formatMatchReasons(dutch, undefined)).toEqual([]);
  });
});
