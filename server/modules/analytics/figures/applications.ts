// Applications received in the period (withdrawn ones too: they were made).
import { readDayTotals } from './day-totals-sql';
import type { Figure } from './figure';

export const applicationsFigure: Figure = {
  key: 'applications',
  compute: async (input) => (await readDayTotals(input)).applications,
};
