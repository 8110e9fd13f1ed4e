import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../i18n/en.json';
import nl from '../../../../i18n/nl.json';
import type { PublicConfig } from '../../../../common/public-config';
import { TENANT_CONFIGS } from '../../../../common/tenants/tenant-configs';
import { createApiClient } from '../../../lib/api-client';
import { AppContextProvider } from '../../../lib/app-context';
import { ThemeRoot } from '../../../lib/theme/theme-root';
import { toastStore } from '../../../lib/toasts/toast-store';
import DevColorsPage from './dev-colors-page';
import DevComponentsPage from './dev-components-page';
import DevFormPage from './dev-form-page';
import DevIndexPage from './dev-index-page';
import TestApiPage from './test-api-page';
import TestAuthPage from './test-auth-page';
import TestSentryPage from './test-sentry-page';
import TestTiptapPage from './test-tiptap-page';
import TestToasterPage from './test-toaster-page';

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

function renderPage(Page: ComponentType, messages: Record<string, string> = nl, locale = 'nl') {
  const intlErrors: unknown[] = [];
  const fakeFetch = (async () =>
    new Response(
      JSON.stringify({
        data: { type: 'volunteer_centers', id: 'c1', attributes: { name: 'Demo' } },
      }),
      {
        status: 200,
      },
    )) as typeof fetch;
  const api = createApiClient(
    () => ({ tenant: 'demo', appContext: 'main', centerId: 'center-demo' }),
    {
      fetch: fakeFetch,
    },
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <AppContextProvider config={config} tenant={tenant} buildId="test" api={api}>
        <IntlProvider locale={locale} messages={messages} onError={(e) => intlErrors.push(e)}>
          <ThemeRoot profile={null} tenantConfig={TENANT_CONFIGS.demo}>
            {children}
          </ThemeRoot>
        </IntlProvider>
      </AppContextProvider>
    </QueryClientProvider>
  );
  const utils = render(<Page />, { wrapper });
  return { ...utils, intlErrors };
}

beforeAll(() => {
  // jsdom has no ResizeObserver; Fluent's MessageBar and DataGrid only need it to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  act(() => toastStore.removeAll());
  cleanup();
});

const PAGES: [string, ComponentType][] = [
  ['dev index', DevIndexPage],
  ['form', DevFormPage],
  ['colors', DevColorsPage],
  ['components', DevComponentsPage],
  ['api', TestApiPage],
  ['auth', TestAuthPage],
  ['sentry', TestSentryPage],
  ['tiptap', TestTiptapPage],
  ['toaster', TestToasterPage],
];

describe('developer pages', () => {
  for (const [name, Page] of PAGES) {
    it(`${name}: renders one h1 with every text translated in nl and en`, () => {
      for (const [messages, locale] of [
        [nl, 'nl'],
        [en, 'en'],
      ] as const) {
        const { intlErrors, container, unmount } = renderPage(Page, messages, locale);
        expect(container.querySelectorAll('h1')).toHaveLength(1);
        expect(intlErrors, `${name} ${locale}`).toEqual([]);
        unmount();
      }
    });
  }
});

describe('/dev/form', () => {
  it('validates on blur, not while typing, in Dutch', async () => {
    renderPage(DevFormPage);
    const firstName = screen.getByLabelText(/Voornaam/);
    fireEvent.focus(firstName);
    fireEvent.change(firstName, { target: { value: 'R2' } });
    await act(async () => {});
    expect(
      screen.queryByText('Voornaam mag alleen letters, spaties, streepjes en apostrofs bevatten.'),
    ).toBeNull();
    fireEvent.blur(firstName);
    await waitFor(() =>
      expect(
        screen.getByText('Voornaam mag alleen letters, spaties, streepjes en apostrofs bevatten.'),
      ).toBeTruthy(),
    );
    fireEvent.focus(firstName);
    fireEvent.change(firstName, { target: { value: "van 't Hof" } });
    fireEvent.blur(firstName);
    await waitFor(() =>
      expect(
        screen.queryByText(
          'Voornaam mag alleen letters, spaties, streepjes en apostrofs bevatten.',
        ),
      ).toBeNull(),
    );
  });

  it('shows the required message in English for an empty field left behind', async () => {
    renderPage(DevFormPage, en, 'en');
    const email = screen.getByLabelText(/Email address/);
    fireEvent.focus(email);
    fireEvent.blur(email);
    await waitFor(() => expect(screen.getByText('Email address is required.')).toBeTruthy());
  });
});

describe('/test/toaster', () => {
  it('raises a toast of the chosen intent', () => {
    renderPage(TestToasterPage);
    fireEvent.click(screen.getByRole('button', { name: 'Fout' }));
    expect(toastStore.getSnapshot().toasts[0]).toMatchObject({ intent: 'error', duration: 5000 });
  });
});
