// /applications shows two features for the organization side: its applications and the
// invitations it sent from the volunteer pool (where the tenant has volunteer profiles). Features
// do not import each other, so the route composes them here.
import ApplicationsPage from '../../features/applications/pages/applications-page';
import { OrganizationInvitations } from '../../features/volunteer-pool/components/organization-invitations';
import { useAppContext } from '../../lib/app-context';

export default function ApplicationsWithInvitationsPage() {
  const { tenant } = useAppContext();
  return (
    <ApplicationsPage
      invitations={
        tenant.tenantConfig.features.volunteerProfiles ? <OrganizationInvitations /> : undefined
      }
    />
  );
}
