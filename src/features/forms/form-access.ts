// Who builds the center's forms: its center_admins and the tenant's admins (the server checks it
// again and answers 403 to anyone else).
import { useAppContext } from '../../lib/app-context';
import { useSessionValue } from '../../lib/session/session';

export function useCanBuildForms(): boolean {
  const { api } = useAppContext();
  const roles = useSessionValue((s) => s.roles);
  const centerId = api.context().centerId;
  return roles.some(
    (r) =>
      r.name === 'admin' || (r.name === 'center_admin' && (!r.centerId || r.centerId === centerId)),
  );
}
