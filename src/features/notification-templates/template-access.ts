// Who edits mail texts (the server checks every request; this only spares others the forms):
// coordinators (center_admin) for their center, admins also for every center at once.
import { useCurrentUser } from '../../lib/session/use-current-user';

export function useTemplateAccess(): { mayEdit: boolean; isAdmin: boolean } {
  const { roles } = useCurrentUser();
  const isAdmin = roles.some((r) => r.name === 'admin');
  return { mayEdit: isAdmin || roles.some((r) => r.name === 'center_admin'), isAdmin };
}
