// /organizations: the organizations of this platform with their status; center admins and
// admins add organizations, moderate them and find the approval queue here.
import { Button } from '@fluentui/react-components';
import { AddRegular, TaskListLtrRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { OrganizationsTable } from '../components/organizations-table';
import { PageFrame } from '../../../components/page-frame';
import { canModerate } from '../permissions';
import { useActor } from '../use-actor';

export default function OrganizationsPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const actor = useActor();
  const moderator = canModerate(actor);
  // Adding and moderating need the network: offline they are disabled, the reason shown once.
  const gate = useNetworkGate();
  return (
    <PageFrame
      title={intl.formatMessage({ id: 'route.organizations' })}
      intro={intl.formatMessage({ id: 'organizations.intro' })}
      actions={
        moderator ? (
          <>
            <Button
              size={BUTTON_SIZE}
              icon={<TaskListLtrRegular />}
              onClick={() => navigate('/organizations/approve')}
            >
              {intl.formatMessage({ id: 'organizations.toQueue' })}
            </Button>
            <Button
              appearance="primary"
              size={BUTTON_SIZE}
              icon={<AddRegular />}
              disabledFocusable={gate.offline}
              aria-describedby={gate.describedBy}
              onClick={() => navigate('/organizations/add')}
            >
              {intl.formatMessage({ id: 'route.organizationAdd' })}
            </Button>
          </>
        ) : null
      }
    >
      {gate.hint}
      <OrganizationsTable actor={actor} gate={gate} />
    </PageFrame>
  );
}
