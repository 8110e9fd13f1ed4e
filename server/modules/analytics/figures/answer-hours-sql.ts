// Time to first answer: from an application to the first status change or message by someone
// other than the volunteer, over the applications made in the period that have had an answer:
// median and 90th percentile in hours with one decimal (null when none has). Read from the
// answer-time histograms of the organizations' day and month counters, not from the applications: to the half
// hour under two days, to the half day up to 30 days.
import { sql } from 'drizzle-orm';
import { ANSWER_BUCKETS, answerPercentile } from '../../../../common/schemas/analytics';
import { inPeriod, inScope } from '../scope-sql';
import type { Figure, FigureInput } from './figure';

interface AnswerHours {
  median: number | null;
  p90: number | null;
}

function readAnswerHours(input: FigureInput): Promise<AnswerHours> {
  return input.shared('answer-hours', async () => {
    const result = (await input.tx.execute(sql`
      select t.i as bucket, sum(t.n) as n
      from analytics_days d, unnest(d.answers) with ordinality as t(n, i)
      where ${inScope(input.scope, 'd')} and ${inPeriod('d', input.range)}
        and cardinality(d.answers) > 0
      group by t.i
    `)) as unknown as { rows: { bucket: unknown; n: unknown }[] };
    const counts = new Array<number>(ANSWER_BUCKETS).fill(0);
    for (const row of result.rows) {
      const bucket = Number(row.bucket);
      if (bucket >= 1 && bucket <= ANSWER_BUCKETS) counts[bucket - 1] = Number(row.n);
    }
    const hours = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
    return {
      median: hours(answerPercentile(counts, 0.5)),
      p90: hours(answerPercentile(counts, 0.9)),
    };
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
