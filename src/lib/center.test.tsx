import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../common/constants';
import type { PublicConfig } from '../../common/public-config';
import { TENANT_CONFIGS } from '../../common/tenants/tenant-configs';
import { stopAnalytics } from './analytics';
import { createApiClient } from './api-client';
import { AppContextProvider } from './app-context';
import { getThemeColor, useCenterStartup } from './center';
import { setConsent } from './consent';
import { deleteCookie } from './cookies';

const centerDocument = {
  data: {
    type: 'volunteer_centers',
    id: 'c1',
    attributes: { name: 'Demo', slug: 'demo', hosts: [], is_default: true },
    relationships: { profile: { data: { type: 'center_profiles', id: 'p1' } } },
  },
  included: [
    {
      type: 'center_profiles',
      id: 'p1',
      attributes: {
        name: 'Demo',
        favicon_url: '/brand/demo/favicon.svg',
        gtag_id: 'G-TEST123',
        primary_color: '#0f766e',
      },
    },
  ],
};

function Startup() {
  useCenterStartup();
  return null;
}

function renderStartup() {
  const requests: string[] = [];
  const api = createApiClient(() => ({ tenant: 'demo', appContext: 'main', centerId: 'c1' }), {
    fetch: (async (url: string) => {
      requests.push(url);
      return new Response(JSON.stringify(centerDocument));
    }) as unknown as typeof fetch,
  });
  const config = { apiBaseUrl: '', tenants: TENANT_CONFIGS } as unknown as PublicConfig;
  const tenant = {
    tenant: 'demo' as const,
    tenantConfig: TENANT_CONFIGS.demo,
    centerId: 'c1',
    appContext: 'main' as const,
    hostDecidesTenant: true,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <AppContextProvider config={config} tenant={tenant} buildId="t" api={api}>
        {children}
      </AppContextProvider>
    </QueryClientProvider>
  );
  render(<Startup />, { wrapper });
  return requests;
}

afterEach(() => {
  cleanup();
  stopAnalytics();
  deleteCookie(CONSENT_COOKIE);
  document.head.innerHTML = '';
});

describe('useCenterStartup', () => {
  it('fetches the current center with its profile, then sets favicon and theme colour', async () => {
    const requests = renderStartup();
    await waitFor(() =>
      expect(
        document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href'),
      ).toBe('/brand/demo/favicon.svg'),
    );
    expect(requests).toEqual(['/api/v1/volunteer_centers/current?include=profile']);
    expect(document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content).toBe(
      getThemeColor({ primaryColor: '#0f766e', primaryColorShades: null }),
    );
  });

  it('loads analytics only after the visitor accepts analytics cookies', async () => {
    renderStartup();
    await waitFor(() => expect(document.querySelector('link[rel="icon"]')).not.toBeNull());
    expect(document.querySelector('script[data-analytics="gtag"]')).toBeNull();
    act(() => setConsent('necessary'));
    expect(document.querySelector('script[data-analytics="gtag"]')).toBeNull();
    act(() => setConsent('analytics'));
    const script = document.querySelector<HTMLScriptElement>('script[data-analytics="gtag"]');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
  });
});

describe('getThemeColor', () => {
  it('uses shade 700, then the single colour, then the preset, and black for high contrast', () => {
    expect(getThemeColor({ primaryColorShades: null, primaryColor: null })).toBe('#15803d');
    expect(getThemeColor({ primaryColorShades: null, primaryColor: '#abc' })).toBe('#aabbcc');
    expect(getThemeColor(null, true)).toBe('#000000');
  });
});
