// The user's organizations and the one they work for, for the header switcher and any page
// that needs to know (the api client sends the selection as Current-Organization-Id).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppContext } from '../app-context';
import { setSelectedOrganizationId, useSelectedOrganizationId } from '../selected-organization';
import { useSessionValue } from './session';
import { PUBLIC_QUERY_ROOTS } from './session-runtime';
import type { Organization } from './types';

export function useOrganizations(): {
  organizations: Organization[];
  selected: Organization | null;
  selectOrganization(id: string): void;
} {
  const { tenant } = useAppContext();
  const queryClient = useQueryClient();
  const organizations = useSessionValue((s) => s.organizations);
  const selectedId = useSelectedOrganizationId(tenant.tenant, tenant.centerId);
  const selected = organizations.find((o) => o.id === selectedId) ?? null;
  const selectOrganization = useCallback(
    (id: string) => {
      setSelectedOrganizationId(tenant.tenant, tenant.centerId, id);
      // Every organization-scoped answer is now about the wrong organization.
      void queryClient.invalidateQueries({
        predicate: (query) => !PUBLIC_QUERY_ROOTS.has(query.queryKey[0]),
      });
    },
    [queryClient, tenant.tenant, tenant.centerId],
  );
  return { organizations, selected, selectOrganization };
}
