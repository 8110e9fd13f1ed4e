// Matches per application in the period, as a percentage with one decimal (null without
// applications). Matches made in the period of applications from before it count: over a
// month or more that evens out, and it needs no scan of the applications.
import { readDayTotals } from './day-totals-sql';
import type { Figure } from './figure';

export const acceptanceRateFigure: Figure = {
  key: 'acceptance_rate',
  compute: async (input) => {
    const { applications, matches } = await readDayTotals(input);
    return applications === 0 ? null : Math.round((matches / applications) * 1000) / 10;
  },
};
