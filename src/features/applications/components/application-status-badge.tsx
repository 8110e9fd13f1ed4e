// An application's status as a coloured badge, and the mark of one that waits too long.
import { Badge, type BadgeProps } from '@fluentui/react-components';
import { ClockAlarmRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { ESCALATION_AFTER_DAYS, type ApplicationStatus } from '../../../../common/matching';
import { statusLabelId } from '../status-rules';

const COLORS: Record<ApplicationStatus, BadgeProps['color']> = {
  new: 'brand',
  in_progress: 'warning',
  accepted: 'success',
  rejected: 'danger',
  withdrawn: 'subtle',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const intl = useIntl();
  return (
    <Badge appearance="tint" color={COLORS[status] ?? 'informative'} data-status={status}>
      {intl.formatMessage({ id: statusLabelId(status) })}
    </Badge>
  );
}

export function EscalatedBadge() {
  const intl = useIntl();
  return (
    <Badge
      appearance="filled"
      color="danger"
      icon={<ClockAlarmRegular />}
      data-testid="escalated-badge"
    >
      {intl.formatMessage({ id: 'applications.escalated' }, { days: ESCALATION_AFTER_DAYS })}
    </Badge>
  );
}
