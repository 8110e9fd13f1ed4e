// Free places as a badge: how many are left, full (the waitlist is open), or no limit.
import { Badge } from '@fluentui/react-components';
import { useT } from '../../../lib/use-t';
import type { Activity } from '../types';

export function PlacesBadge({
  activity,
}: {
  activity: Pick<Activity, 'freePlaces' | 'status' | 'registrationOpen' | 'waitlistCount'>;
}) {
  const t = useT();
  if (activity.status === 'cancelled') {
    return (
      <Badge appearance="filled" color="danger">
        {t('activities.cancelled')}
      </Badge>
    );
  }
  if (!activity.registrationOpen) {
    return (
      <Badge appearance="tint" color="subtle">
        {t('activities.closed')}
      </Badge>
    );
  }
  if (activity.freePlaces === null) {
    return (
      <Badge appearance="tint" color="success">
        {t('activities.places.unlimited')}
      </Badge>
    );
  }
  if (activity.freePlaces === 0) {
    return (
      <Badge appearance="tint" color="warning">
        {t('activities.places.full')}
      </Badge>
    );
  }
  return (
    <Badge appearance="tint" color="success">
      {t('activities.places.free', { count: activity.freePlaces })}
    </Badge>
  );
}
