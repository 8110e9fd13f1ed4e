// The status of an organization as a coloured label, the same everywhere.
import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { OrganizationStatus } from '../../../../common/schemas/organizations';

const STATUS_COLOR: Record<OrganizationStatus, BadgeProps['color']> = {
  pending: 'warning',
  approved: 'success',
  denied: 'danger',
  archived: 'subtle',
};

export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
  const intl = useIntl();
  return (
    <Badge appearance="tint" color={STATUS_COLOR[status] ?? 'informative'} shape="rounded">
      {intl.formatMessage({ id: `organizations.status.${status}` })}
    </Badge>
  );
}
