// A vacancy's status as a coloured label, the same everywhere in management.
import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { VacancyStatus } from '../../../../common/matching';

const STATUS_COLOR: Record<VacancyStatus, BadgeProps['color']> = {
  draft: 'informative',
  published: 'success',
  closed: 'warning',
  archived: 'subtle',
};

export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const intl = useIntl();
  return (
    <Badge appearance="tint" color={STATUS_COLOR[status] ?? 'informative'} shape="rounded">
      {intl.formatMessage({ id: `vacancyManage.status.${status}` })}
    </Badge>
  );
}
