// Everything the routed app runs inside: query cache, tenant/api context, language, the center's
// theme, toasts and the cookie banner; also runs the center startup of SPEC section 4.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { Locale } from '../../common/constants';
import type { PublicConfig } from '../../common/public-config';
import { AppContextProvider, useAppContext } from '../lib/app-context';
import { useCenterStartup, useCurrentCenter } from '../lib/center';
import { IntlRoot, type Messages } from '../lib/intl';
import { OfflinePersistence } from '../lib/offline/persistence';
import { UpdatePrompt } from '../lib/pwa/update-prompt';
import { createQueryClient } from '../lib/query-client';
import type { TenantContext } from '../lib/tenant';
import { ThemeRoot } from '../lib/theme/theme-root';
import { ToastHost } from '../lib/toasts/toast-host';
// Every offline-capable write registers here, before the persisted cache is restored.
import './outbox-actions';

// Only centers that track ask for consent: the banner's code loads when it is needed.
const ConsentBanner = lazy(() =>
  import('../lib/consent-banner').then((m) => ({ default: m.ConsentBanner })),
);

export interface Bootstrap {
  config: PublicConfig;
  tenant: TenantContext;
  locale: Locale;
  messages: Messages;
  buildId: string;
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
      {profile?.gtagId && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
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
  const [queryClient] = useState(createQueryClient);
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
