// /account/roles: the user's roles and where each applies (an organization, a volunteer center
// or the whole platform), with what the role lets them do.
import { Body1, Title1, Title2 } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { useAppContext } from '../../../lib/app-context';
import { useCurrentCenter } from '../../../lib/center';
import { useSessionValue } from '../../../lib/session/session';
import type { Role } from '../../../lib/session/types';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useProfileStyles } from '../components/profile-styles';
import { getRoleDescriptionId, getRoleLabelId, ROLE_ORDER } from '../components/roles';

function useScopeText(): (role: Role) => string {
  const intl = useIntl();
  const { tenant } = useAppContext();
  const center = useCurrentCenter();
  const { user } = useCurrentUser();
  const organizations = useSessionValue((s) => s.organizations);
  const known = [...(user?.organizations ?? []), ...organizations];
  const appName = tenant.tenantConfig.appName;
  const centerName = center.data?.profile?.name ?? center.data?.name ?? appName;

  return (role) => {
    if (role.organizationId) {
      const organization = known.find((o) => o.id === role.organizationId);
      return organization
        ? intl.formatMessage(
            { id: 'account.roles.scope.organization' },
            { name: organization.name },
          )
        : intl.formatMessage({ id: 'account.roles.scope.unknownOrganization' });
    }
    if (role.centerId) {
      return role.centerId === center.data?.id || role.centerId === tenant.centerId
        ? intl.formatMessage({ id: 'account.roles.scope.center' }, { name: centerName })
        : intl.formatMessage({ id: 'account.roles.scope.otherCenter' });
    }
    return intl.formatMessage({ id: 'account.roles.scope.platform' }, { name: appName });
  };
}

export default function AccountRolesPage() {
  const styles = useProfileStyles();
  const { roles } = useCurrentUser();
  const scopeOf = useScopeText();
  const sorted = [...roles].sort((a, b) => ROLE_ORDER.indexOf(a.name) - ROLE_ORDER.indexOf(b.name));

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <Title1 as="h1" className={styles.heading}>
          <FormattedMessage id="account.roles.title" />
        </Title1>
        <Body1 as="p" className={styles.lead}>
          <FormattedMessage id="account.roles.lead" />
        </Body1>
      </header>
      {sorted.length === 0 ? (
        <Body1 className={styles.card}>
          <FormattedMessage id="account.roles.none" />
        </Body1>
      ) : (
        <ul className={styles.stack} data-testid="role-list">
          {sorted.map((role) => (
            <li key={role.id} className={styles.card}>
              <Title2 as="h2" className={styles.cardTitle}>
                <FormattedMessage id={getRoleLabelId(role.name)} />
              </Title2>
              <Body1>
                <strong>
                  <FormattedMessage id="account.roles.where" />
                </strong>{' '}
                {scopeOf(role)}
              </Body1>
              <Body1>
                <FormattedMessage id={getRoleDescriptionId(role.name)} />
              </Body1>
            </li>
          ))}
        </ul>
      )}
      <Body1>
        <FormattedMessage id="account.roles.help" />{' '}
        <AppLink href="/profiel" className={styles.link}>
          <FormattedMessage id="account.roles.toProfile" />
        </AppLink>
      </Body1>
    </section>
  );
}
