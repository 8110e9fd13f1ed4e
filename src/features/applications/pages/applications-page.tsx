// /applications: for the organization side (organization admins, center admins, admins) the
// inbox of applications; for a volunteer their own applications.
import { useIntl } from 'react-intl';
import { PageFrame } from '../../../components/page-frame';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { ApplicationsInbox } from '../components/applications-inbox';
import { MyApplications } from '../components/my-applications';
import { isApplicationManager } from '../status-rules';

export default function ApplicationsPage() {
  const intl = useIntl();
  const { roles } = useCurrentUser();
  const manager = isApplicationManager(roles);
  // Status changes need the network: offline they are disabled, the reason shown once.
  const gate = useNetworkGate();
  return (
    <PageFrame
      title={intl.formatMessage({ id: manager ? 'route.applications' : 'applications.mine' })}
      intro={intl.formatMessage({
        id: manager ? 'applications.intro' : 'applications.mineIntro',
      })}
    >
      {manager ? (
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
