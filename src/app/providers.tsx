// Everything the routed app runs inside: query cache, tenant/api context, language, the center's
// theme, toasts and the cookie banner; also runs the center startup of SPEC section 4.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Locale } from '../../common/constants';
import type { PublicConfig } from '../../common/public-config';
import { AppContextProvider, useAppContext } from '../lib/app-context';
import {
  currentCenterQueryKey,
  useCenterStartup,
  useCurrentCenter,
  type CurrentCenter,
} from '../lib/center';
// In the entry, not a lazy chunk: on a first visit to a center that tracks, the banner is the
// largest text on a phone's first screen, and a chunk fetched after the profile delayed it by a
// round trip (Lighthouse's LCP element). It is ~1 KB and uses only what the entry holds.
import { ConsentBanner } from '../lib/consent-banner';
import { IntlRoot, type Messages } from '../lib/intl';
import { LiveUpdates } from '../lib/live/live-updates';
import { OfflinePersistence } from '../lib/offline/persistence';
import { UpdatePrompt } from '../lib/pwa/update-prompt';
import { createQueryClient } from '../lib/query-client';
import type { TenantContext } from '../lib/tenant';
import { ThemeRoot } from '../lib/theme/theme-root';
import { ToastHost } from '../lib/toasts/toast-host';
// Every offline-capable write registers here, before the persisted cache is restored.
import './outbox-actions';

export interface Bootstrap {
  config: PublicConfig;
  tenant: TenantContext;
  locale: Locale;
  messages: Messages;
  buildId: string;
  /** The current center from index.html's boot data (src/lib/boot-data.ts), when it had it. */
  center?: CurrentCenter | null;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { tenant } = useAppContext();
  const { data: center, isPending } = useCurrentCenter();
  useCenterStartup();
  // While the profile loads (or when it fails) the preset theme applies.
  const profile = center?.profile ?? null;
  return (
    <ThemeRoot profile={profile} tenantConfig={tenant.tenantConfig} loadProfileFonts={!isPending}>
      {children}
      <ToastHost />
      <UpdatePrompt />
      <LiveUpdates />
      {profile?.gtagId && <ConsentBanner />}
    </ThemeRoot>
  );
}

function PersistedCache({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { api } = useAppContext();
  return (
    <OfflinePersistence queryClient={queryClient} api={api}>
      {children}
    </OfflinePersistence>
  );
}

export function AppProviders({
  bootstrap,
  children,
}: {
  bootstrap: Bootstrap;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    const { tenant, center } = bootstrap;
    // The page's first render already has the center's name, theme and fonts.
    if (center) client.setQueryData(currentCenterQueryKey(tenant.tenant, tenant.centerId), center);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AppContextProvider
        config={bootstrap.config}
        tenant={bootstrap.tenant}
        buildId={bootstrap.buildId}
      >
        <IntlRoot initialLocale={bootstrap.locale} initialMessages={bootstrap.messages}>
          <PersistedCache queryClient={queryClient}>
            <ThemedApp>{children}</ThemedApp>
          </PersistedCache>
        </IntlRoot>
      </AppContextProvider>
    </QueryClientProvider>
  );
}
