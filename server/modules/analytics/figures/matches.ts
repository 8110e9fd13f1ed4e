// Matches made in the period: applications that went to accepted (on the day they did).
import { readDayTotals } from './day-totals-sql';
import type { Figure } from './figure';

export const matchesFigure: Figure = {
  key: 'matches',
  compute: async (input) => (await readDayTotals(input)).matches,
};
