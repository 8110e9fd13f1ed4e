// What both analytics pages share: the period from the address (and writing it back), today in
// the Netherlands, and the words for the period and the one before.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import type { DayRange } from '../../../common/schemas/analytics';
import { readPeriod, todayInNetherlands, writePeriod, type ChosenPeriod } from './period';

export function useAnalyticsView() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const today = todayInNetherlands();
  const period = useMemo(() => readPeriod(params, today), [params, today]);
  const setPeriod = (next: ChosenPeriod) => {
    setParams(writePeriod(next), { replace: true });
  };
  const describeRange = (range: DayRange) =>
    intl.formatDateTimeRange(
      new Date(`${range.from}T12:00:00Z`),
      new Date(`${range.to}T12:00:00Z`),
      { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    );
  return { today, period, setPeriod, describeRange };
}
