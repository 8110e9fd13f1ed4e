// /applications: for the organization side (organization admins, center admins, admins) the
// inbox of applications - and, where the route composes them in (src/app), the invitations it sent
// from the volunteer pool as a second view (?view=invitations); for a volunteer their own
// applications.
import { Tab, TabList } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { PageFrame } from '../../../components/page-frame';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { ApplicationsInbox } from '../components/applications-inbox';
import { MyApplications } from '../components/my-applications';
import { isApplicationManager } from '../status-rules';

export default function ApplicationsPage({ invitations }: { invitations?: ReactNode }) {
  const intl = useIntl();
  const { roles } = useCurrentUser();
  const manager = isApplicationManager(roles);
  // Status changes need the network: offline they are disabled, the reason shown once.
  const gate = useNetworkGate();
  const [params, setParams] = useSearchParams();
  const showInvitations = manager && invitations !== undefined;
  const view = showInvitations && params.get('view') === 'invitations' ? 'invitations' : 'inbox';
  return (
    <PageFrame
      title={intl.formatMessage({ id: manager ? 'route.applications' : 'applications.mine' })}
      intro={intl.formatMessage({
        id: manager ? 'applications.intro' : 'applications.mineIntro',
      })}
    >
      {showInvitations ? (
        <TabList
          selectedValue={view}
          onTabSelect={(_, d) =>
            setParams(d.value === 'invitations' ? { view: 'invitations' } : {}, { replace: true })
          }
          aria-label={intl.formatMessage({ id: 'applications.views' })}
        >
          <Tab value="inbox">{intl.formatMessage({ id: 'applications.view.inbox' })}</Tab>
          <Tab value="invitations">
            {intl.formatMessage({ id: 'applications.view.invitations' })}
          </Tab>
        </TabList>
      ) : null}
      {view === 'invitations' ? (
        invitations
      ) : manager ? (
        <>
          {gate.hint}
          <ApplicationsInbox gate={gate} />
        </>
      ) : (
        <MyApplications />
      )}
    </PageFrame>
  );
}
