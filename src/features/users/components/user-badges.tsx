// Small labels for a user's status and roles, the same on the list and the detail page.
import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { RoleName, UserStatus } from '../../../../common/schemas/users';

const STATUS_COLOR: Record<UserStatus, BadgeProps['color']> = {
  active: 'success',
  invited: 'informative',
  inactive: 'warning',
  archived: 'subtle',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const intl = useIntl();
  return (
    <Badge appearance="tint" color={STATUS_COLOR[status] ?? 'informative'} shape="rounded">
      {intl.formatMessage({ id: `users.status.${status}` })}
    </Badge>
  );
}

export function RoleBadge({ name }: { name: RoleName }) {
  const intl = useIntl();
  return (
    <Badge appearance="outline" color={name === 'admin' ? 'danger' : 'brand'} shape="rounded">
      {intl.formatMessage({ id: `users.role.${name}` })}
    </Badge>
  );
}
