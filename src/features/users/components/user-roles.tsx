// The roles card of /users/:id: each role with where it applies, and a remove button for the
// roles the signed-in user may take away.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useRemoveRole } from '../api/remove-role';
import { useCenters } from '../api/get-centers';
import { useOrganizationOptions } from '../api/get-organization-options';
import { canRemoveRole, ROLE_ORDER, type Granter } from '../grant-rules';
import type { User, UserRole } from '../types';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { describeError } from '../../../components/error-message';
import { RoleBadge } from './user-badges';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  scope: { flexGrow: 1, color: tokens.colorNeutralForeground2 },
});

export function UserRoles({
  user,
  granter,
  gate,
}: {
  user: User;
  granter: Granter | null;
  /** Offline, removing a role is disabled (the page shows why). */
  gate?: NetworkGate;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const remove = useRemoveRole(user.id);
  const roles = [...(user.roles ?? [])].sort(
    (a, b) => ROLE_ORDER.indexOf(a.name) - ROLE_ORDER.indexOf(b.name),
  );
  const needsOrganizations = roles.some(
    (r) => r.organizationId && !user.organizations?.some((o) => o.id === r.organizationId),
  );
  const organizations = useOrganizationOptions(needsOrganizations);
  const centers = useCenters(roles.some((r) => r.centerId));

  const scopeOf = (role: UserRole): string | null => {
    if (role.organizationId) {
      const name =
        user.organizations?.find((o) => o.id === role.organizationId)?.name ??
        organizations.data?.find((o) => o.id === role.organizationId)?.name;
      return intl.formatMessage(
        { id: 'users.roleScope.organization' },
        { name: name ?? intl.formatMessage({ id: 'users.roleScope.unknown' }) },
      );
    }
    if (role.centerId) {
      const name = centers.data?.find((c) => c.id === role.centerId)?.name;
      return intl.formatMessage(
        { id: 'users.roleScope.center' },
        { name: name ?? intl.formatMessage({ id: 'users.roleScope.unknown' }) },
      );
    }
    return role.name === 'admin' || role.name === 'volunteer'
      ? intl.formatMessage({ id: 'users.roleScope.platform' })
      : null;
  };

  if (roles.length === 0) {
    return <Text>{intl.formatMessage({ id: 'users.noRoles' })}</Text>;
  }
  return (
    <ul className={styles.list}>
      {roles.map((role) => {
        const roleLabel = intl.formatMessage({ id: `users.role.${role.name}` });
        const scope = scopeOf(role);
        return (
          <li key={role.id} className={styles.item}>
            <RoleBadge name={role.name} />
            <Text className={styles.scope}>{scope}</Text>
            {canRemoveRole(granter, user, role) ? (
              <Button
                size="small"
                appearance="subtle"
                icon={<DismissRegular />}
                disabledFocusable={gate?.offline || remove.isPending}
                aria-describedby={gate?.describedBy}
                aria-label={intl.formatMessage(
                  { id: 'users.removeRoleLabel' },
                  { role: scope ? `${roleLabel} (${scope})` : roleLabel },
                )}
                onClick={() =>
                  remove.mutate(
                    {
                      name: role.name,
                      organizationId: role.organizationId ?? undefined,
                      centerId: role.centerId ?? undefined,
                    },
                    {
                      onSuccess: () =>
                        toast.success(
                          intl.formatMessage({ id: 'users.roleRemoved' }, { role: roleLabel }),
                        ),
                      onError: (error) => toast.error(describeError(intl, error)),
                    },
                  )
                }
              >
                {intl.formatMessage({ id: 'users.removeRole' })}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
