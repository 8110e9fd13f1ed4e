// The stop page of an e-mail change says in its own words why the stop did not work: a used or
// expired link (404) and an old address that belongs to another account now (409) each get their
// own text, in the user's language, never the generic "something went wrong".
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../i18n/en.json';
import nl from '../../../../i18n/nl.json';
import type { PublicConfig } from '../../../../common/public-config';
import { TENANT_CONFIGS } from '../../../../common/tenants/tenant-configs';
import { createApiClient } from '../../../lib/api-client';
import { AppContextProvider } from '../../../lib/app-context';
import { ThemeRoot } from '../../../lib/theme/theme-root';
import EmailChangeCancelPage from './email-change-cancel-page';

const config: PublicConfig = {
  apiBaseUrl: '',
  defaultTenant: 'demo',
  tenantCookie: 'tenant',
  hostTenantMap: {},
  hostCenterMap: {},
  defaultCenterIds: { demo: 'center-demo' },
  tenants: TENANT_CONFIGS,
  sentryDsn: null,
  buildId: null,
};
const tenant = {
  tenant: 'demo' as const,
  tenantConfig: TENANT_CONFIGS.demo,
  centerId: 'center-demo',
  appContext: 'main' as const,
  hostDecidesTenant: false,
};

/** The page with a server that answers the stop with this status and JSON:API error. */
function renderPage(status: number, code: string, detail: string, messages = nl, locale = 'nl') {
  const fakeFetch = (async () =>
    new Response(
      JSON.stringify({ errors: [{ status: String(status), code, title: code, detail }] }),
      {
        status,
        headers: { 'content-type': 'application/vnd.api+json' },
      },
    )) as typeof fetch;
  const api = createApiClient(
    () => ({ tenant: 'demo', appContext: 'main', centerId: 'center-demo' }),
    { fetch: fakeFetch },
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <AppContextProvider config={config} tenant={tenant} buildId="test" api={api}>
        <IntlProvider locale={locale} messages={messages}>
          <ThemeRoot profile={null} tenantConfig={TENANT_CONFIGS.demo}>
            {children}
          </ThemeRoot>
        </IntlProvider>
      </AppContextProvider>
    </QueryClientProvider>
  );
  window.history.replaceState(null, '', '/email-change/cancel?cancel_token=abc123');
  return render(<EmailChangeCancelPage />, { wrapper });
}

beforeAll(() => {
  // jsdom has no ResizeObserver; Fluent's MessageBar only needs it to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('the stop page of an e-mail change', () => {
  it('a used or expired link (404) says so', async () => {
    renderPage(404, 'not_found', 'This link is not valid (any more).');
    fireEvent.click(screen.getByRole('button', { name: nl['auth.emailChangeCancel.submit'] }));
    const bar = await screen.findByTestId('email-change-cancel-invalid');
    expect(bar.textContent).toContain(nl['auth.emailChangeCancel.invalid.title']);
    expect(bar.textContent).toContain(nl['auth.emailChangeCancel.invalid.text']);
    expect(document.body.textContent).not.toContain(nl['auth.error.generic']);
  });

  it('an old address that belongs to another account now (409) gets its own text', async () => {
    renderPage(409, 'already_exists', 'The old e-mail address belongs to another account now.');
    fireEvent.click(screen.getByRole('button', { name: nl['auth.emailChangeCancel.submit'] }));
    const bar = await screen.findByTestId('email-change-cancel-taken');
    expect(bar.textContent).toContain(nl['auth.emailChangeCancel.taken.title']);
    expect(bar.textContent).toContain(nl['auth.emailChangeCancel.taken.text']);
    expect(document.body.textContent).not.toContain(nl['auth.error.generic']);
    expect(document.body.textContent).not.toContain('belongs to another account');
  });

  it('says it in English too', async () => {
    renderPage(409, 'already_exists', 'x', en, 'en');
    fireEvent.click(screen.getByRole('button', { name: en['auth.emailChangeCancel.submit'] }));
    const bar = await screen.findByTestId('email-change-cancel-taken');
    expect(bar.textContent).toContain(en['auth.emailChangeCancel.taken.text']);
  });

  it('offline, says the stop needs the network instead of failing', async () => {
    onlineManager.setOnline(false);
    renderPage(404, 'not_found', 'x');
    const button = screen.getByRole('button', { name: nl['auth.emailChangeCancel.submit'] });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('needs-network').textContent).toContain(nl['offline.needsNetwork']);
    fireEvent.click(button);
    expect(screen.queryByTestId('email-change-cancel-invalid')).toBeNull();
  });
});
