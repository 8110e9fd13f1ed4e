// Vacancy page views by people (robots and the vacancy's managers are not counted).
import { readDayTotals } from './day-totals-sql';
import type { Figure } from './figure';

export const viewsFigure: Figure = {
  key: 'views',
  compute: async (input) => (await readDayTotals(input)).views,
};
