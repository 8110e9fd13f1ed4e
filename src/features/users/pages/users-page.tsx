// /users: the people of this platform (admins: everyone; center admins: their center;
// organization admins: their organizations' members), and for admins and center admins the
// audit log as a second tab (/users?tab=audit).
import { Button, Tab, TabList } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'wouter';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { AuditLogTable } from '../components/audit-log-table';
import { NoAccess } from '../components/no-access';
import { PageFrame } from '../../../components/page-frame';
import { UsersTable } from '../components/users-table';
import { canManageUsers, canSeeAuditLog } from '../grant-rules';
import { useGranter } from '../use-granter';

export default function UsersPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const { granter } = useGranter();
  const id = useId();
  const showAudit = canSeeAuditLog(granter);
  const tab = showAudit && params.get('tab') === 'audit' ? 'audit' : 'users';
  const canInvite = canManageUsers(granter);
  // Inviting and editing need the network: offline they are disabled, the reason shown once.
  const gate = useNetworkGate();

  if (granter && !canManageUsers(granter)) {
    return (
      <PageFrame title={intl.formatMessage({ id: 'route.users' })}>
        <NoAccess />
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={intl.formatMessage({ id: 'route.users' })}
      intro={intl.formatMessage({ id: showAudit ? 'users.intro' : 'users.introOrganization' })}
      actions={
        canInvite ? (
          <Button
            appearance="primary"
            size={BUTTON_SIZE}
            icon={<PersonAddRegular />}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            onClick={() => navigate('/users/add')}
          >
            {intl.formatMessage({ id: 'route.userAdd' })}
          </Button>
        ) : null
      }
    >
      {gate.hint}
      {showAudit ? (
        <TabList
          selectedValue={tab}
          onTabSelect={(_, d) =>
            setParams(d.value === 'audit' ? { tab: 'audit' } : {}, { replace: true })
          }
        >
          <Tab value="users" id={`${id}-users`} aria-controls={`${id}-panel`}>
            {intl.formatMessage({ id: 'users.tab.users' })}
          </Tab>
          <Tab value="audit" id={`${id}-audit`} aria-controls={`${id}-panel`}>
            {intl.formatMessage({ id: 'users.tab.audit' })}
          </Tab>
        </TabList>
      ) : null}
      <div
        id={`${id}-panel`}
        role={showAudit ? 'tabpanel' : undefined}
        aria-labelledby={showAudit ? `${id}-${tab}` : undefined}
      >
        {tab === 'audit' ? (
          <AuditLogTable
            actorId={params.get('actor') ?? undefined}
            onClearActor={() => setParams({ tab: 'audit' }, { replace: true })}
          />
        ) : (
          <UsersTable granter={granter} gate={gate} />
        )}
      </div>
    </PageFrame>
  );
}
