// What every part of the app needs to know about where it runs: the public configuration, the
// resolved tenant and center, the api client bound to them, and this build's id.
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { PublicConfig } from '../../common/public-config';
import { createApiClient, type ApiClient } from './api-client';
import { getSelectedOrganizationId } from './selected-organization';
import type { TenantContext } from './tenant';

export interface AppContextValue {
  config: PublicConfig;
  tenant: TenantContext;
  api: ApiClient;
  buildId: string;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppContextProvider({
  config,
  tenant,
  buildId,
  api,
  children,
}: {
  config: PublicConfig;
  tenant: TenantContext;
  buildId: string;
  /** Tests may pass a client with a fake fetch. */
  api?: ApiClient;
  children: ReactNode;
}) {
  const [value] = useState<AppContextValue>(() => ({
    config,
    tenant,
    buildId,
    api:
      api ??
      createApiClient(
        () => ({
          tenant: tenant.tenant,
          appContext: tenant.appContext,
          centerId: tenant.centerId,
          organizationId: getSelectedOrganizationId(tenant.tenant, tenant.centerId),
        }),
        { baseUrl: config.apiBaseUrl },
      ),
  }));
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext must be used inside AppContextProvider');
  return value;
}
