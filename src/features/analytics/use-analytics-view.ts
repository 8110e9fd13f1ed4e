// What both analytics pages share: the period from the address (and writing it back), today in
// the Netherlands, and whether the reader has figures at all (staff do; volunteers see their own
// activity on the dashboard).
import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { getManageLinks } from '../../lib/session/manage-links';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { readPeriod, todayInNetherlands, writePeriod, type ChosenPeriod } from './period';

export function useAnalyticsView() {
  const [params, setParams] = useSearchParams();
  const { roles } = useCurrentUser();
  const today = todayInNetherlands();
  const period = useMemo(() => readPeriod(params, today), [params, today]);
  const setPeriod = (next: ChosenPeriod) => {
    setParams(writePeriod(next), { replace: true });
  };
  return { today, period, setPeriod, staff: getManageLinks(roles).length > 0, roles };
}
