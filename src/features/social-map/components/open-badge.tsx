// 'Nu open tot 12:00' or 'Gesloten · opent do 13:30', computed from opening hours on the clock of
// Amsterdam; nothing for a service without hours. The minute hand moves it along (useNow).
import { Badge } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { OpeningPeriod } from '../../../../common/schemas/social-map';
import { useNow } from '../../../lib/use-now';
import { useT } from '../../../lib/use-t';
import { formatWeekday, getOpenState, isAnyOpen } from '../opening-hours';

export function OpenBadge({ periods }: { periods: readonly OpeningPeriod[] }) {
  const now = useNow(60_000);
  const intl = useIntl();
  const t = useT();
  if (periods.length === 0) return null;
  const state = getOpenState(periods, new Date(now));
  if (state.open) {
    return (
      <Badge appearance="tint" color="success" shape="rounded" data-testid="open-state">
        {t('socialMap.openUntil', { time: state.closes })}
      </Badge>
    );
  }
  return (
    <Badge appearance="tint" color="subtle" shape="rounded" data-testid="open-state">
      {state.next
        ? state.next.today
          ? t('socialMap.closedOpensToday', { time: state.next.opens })
          : t('socialMap.closedOpensOn', {
              day: formatWeekday(state.next.day, intl.locale, 'short'),
              time: state.next.opens,
            })
        : t('socialMap.closed')}
    </Badge>
  );
}

/** An organization's 'open now': when one of its services is open. */
export function OrganizationOpenBadge({
  services,
}: {
  services: readonly { openingHours: readonly OpeningPeriod[] }[];
}) {
  const now = useNow(60_000);
  const t = useT();
  const open = isAnyOpen(services, new Date(now));
  if (open === null) return null;
  return (
    <Badge
      appearance="tint"
      color={open ? 'success' : 'subtle'}
      shape="rounded"
      data-testid="organization-open-state"
    >
      {t(open ? 'socialMap.openNow' : 'socialMap.closed')}
    </Badge>
  );
}
