// Volunteer hours as the browser reads them (common/schemas/hours.ts, flattened and camelCased).
import type { Flat } from '../../../common/jsonapi';
import type { HourEntryAttributes, HourSubject, HourTotals } from '../../../common/schemas/hours';

export type HourEntry = Flat<HourEntryAttributes>;
export type { HourSubject, HourTotals };

export interface HourPage {
  entries: HourEntry[];
  total: number;
  totals: HourTotals | null;
}
