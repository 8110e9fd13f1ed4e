// Time to first answer: from an application to the first status change or message by someone
// other than the volunteer, in hours with one decimal, over the applications made in the period
// that have had an answer (median and 90th percentile; null when none has).
import { sql } from 'drizzle-orm';
import { inRange, inScope } from '../scope-sql';
import type { Figure, FigureInput } from './figure';

interface AnswerHours {
  median: number | null;
  p90: number | null;
}

function readAnswerHours(input: FigureInput): Promise<AnswerHours> {
  return input.shared('answer-hours', async () => {
    const result = (await input.tx.execute(sql`
      select percentile_cont(0.5) within group (order by h) as median,
             percentile_cont(0.9) within group (order by h) as p90
      from (
        select extract(epoch from (a.first_answered_at - a.created_at)) / 3600 as h
        from applications a
        where ${inScope(input.scope, 'a')}
          and ${inRange(sql`a.created_at`, input.range)}
          and a.first_answered_at is not null
      ) x
    `)) as unknown as { rows: { median: unknown; p90: unknown }[] };
    const row = result.rows[0];
    const hours = (v: unknown) =>
      v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;
    return { median: hours(row?.median), p90: hours(row?.p90) };
  });
}

export const answerHoursMedianFigure: Figure = {
  key: 'answer_hours_median',
  compute: async (input) => (await readAnswerHours(input)).median,
};

export const answerHoursP90Figure: Figure = {
  key: 'answer_hours_p90',
  compute: async (input) => (await readAnswerHours(input)).p90,
};
