// What both analytics pages share: the period and (for an admin) the center from the address, and
// writing them back, today in the Netherlands, and whether the reader has figures at all (staff
// do; volunteers see their own activity on the dashboard).
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
  const admin = roles.some((r) => r.name === 'admin');
  // Only an admin chooses a center: others see their own scope, whatever the address says.
  const centerId = (admin && params.get('center')) || undefined;
  const setPeriod = (chosen: ChosenPeriod) => {
    // The other choices in the address (the center, the breakdown) stay.
    const next = new URLSearchParams(params);
    for (const key of ['period', 'from', 'to']) next.delete(key);
    for (const [key, value] of Object.entries(writePeriod(chosen))) next.set(key, value);
    setParams(next, { replace: true });
  };
  const setCenter = (id: string | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set('center', id);
    else next.delete('center');
    setParams(next, { replace: true });
  };
  return {
    today,
    period,
    setPeriod,
    centerId,
    setCenter,
    admin,
    staff: getManageLinks(roles).length > 0,
    roles,
  };
}
