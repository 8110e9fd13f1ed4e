import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { formatMatchReasons } from './match-reasons';

const dutch = createIntl({ locale: 'nl', messages: nl });
const english = createIntl({ locale: 'en', messages: en });

describe('formatMatchReasons for a coordinator reading help offers', () => {
  const reasons = [
    { code: 'category', params: { names: ['Boodschappen', 'Groceries'] } },
    { code: 'distance', params: { km: 2.34 } },
    { code: 'availability', params: { day: 'wed' as const, part: 'morning' as const } },
    { code: 'availability', params: { day: 'mon' as const, part: 'morning' as const } },
    { code: 'something_new', params: {} },
  ];

  it('says each reason in the reader’s language, weekday parts in week order, unknown ones left out', () => {
    expect(formatMatchReasons(dutch, reasons, 'help').map((r) => r.text)).toEqual([
      'Helpt met Boodschappen',
      '2,3 km verderop',
      'Kan op maandagochtend en woensdagochtend',
    ]);
    expect(formatMatchReasons(english, reasons, 'help').map((r) => r.text)).toEqual([
      'Helps with Groceries',
      '2.3 km away',
      'Free on Monday morning and Wednesday morning',
    ]);
  });

  it('calls a neighbour under a kilometre close by', () => {
    expect(
      formatMatchReasons(english, [{ code: 'distance', params: { km: 0.4 } }], 'help'),
    ).toEqual([{ code: 'distance', text: 'Less than 1 km away' }]);
  });
});
