// What a figure is: a key and a way to compute its value for one scope and period. The queries
// two figures share (the day counters, the answer times) run once per period and request.
import type { AnalyticsFigureKey, DayRange } from '../../../../common/schemas/analytics';
import type { Tx } from '../../../db/connection';
import type { AnalyticsScope } from '../scope-sql';

export interface FigureInput {
  tx: Tx;
  scope: AnalyticsScope;
  range: DayRange;
  /** A query's result, computed once per period for every figure that asks it. */
  shared<T>(name: string, compute: () => Promise<T>): Promise<T>;
}

export interface Figure {
  key: AnalyticsFigureKey;
  /** null where the figure means nothing for the scope or period. */
  compute(input: FigureInput): Promise<number | null>;
}

export function toNumber(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}
