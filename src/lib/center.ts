// The current volunteer center and its profile (SPEC section 4 startup): fetched once per tenant
// and center, it drives the theme, favicon, theme colour and analytics.
import { QUERY_ROOTS } from './query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CenterProfileAttributes, VolunteerCenterAttributes } from '../../common/centers';
import { normalizeHex } from '../../common/theme/color';
import { PALETTES, PRESET_PALETTE } from '../../common/theme/palettes';
import { parseShades } from '../../common/theme/shades';
import { startAnalytics, stopAnalytics } from './analytics';
import type { JsonApiDocument } from '../../common/jsonapi';
import { toResult, type ApiClient } from './api-client';
import { useAppContext } from './app-context';
import { useConsent } from './consent';

export type CenterProfile = CenterProfileAttributes & { id: string; type: string };
export type CurrentCenter = VolunteerCenterAttributes & {
  id: string;
  type: string;
  profile: CenterProfile | null;
};

const CENTER_STALE_MS = 5 * 60 * 1000;

function toCurrentCenter(data: CurrentCenter): CurrentCenter {
  return { ...data, profile: data.profile ?? null };
}

export function currentCenterQueryKey(tenant: string, centerId: string) {
  return [QUERY_ROOTS.volunteerCenters, tenant, centerId, 'current'] as const;
}

/** The center from the answer's document the server put into index.html (src/lib/boot-data.ts). */
export function currentCenterFromDocument(document: JsonApiDocument): CurrentCenter {
  return toCurrentCenter(toResult<CurrentCenter>(document).data);
}

export function currentCenterQueryOptions(api: ApiClient) {
  const { tenant, centerId } = api.context();
  return queryOptions({
    queryKey: currentCenterQueryKey(tenant, centerId),
    queryFn: async ({ signal }) => {
      const result = await api.get<CurrentCenter>('/volunteer_centers/current', {
        query: { include: 'profile' },
        signal,
      });
      return toCurrentCenter(result.data);
    },
    staleTime: CENTER_STALE_MS,
  });
}

export function useCurrentCenter() {
  const { api } = useAppContext();
  return useQuery(currentCenterQueryOptions(api));
}

function setLinkIcon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.href !== href) link.href = href;
}

function setThemeColor(color: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = color;
}

/** The browser chrome colour: shade 700 of the primary set (as the buttons), else the preset. */
export function getThemeColor(
  profile: Pick<CenterProfileAttributes, 'primaryColorShades' | 'primaryColor'> | null | undefined,
  highContrast = false,
): string {
  if (highContrast) return '#000000';
  return (
    parseShades(profile?.primaryColorShades)?.['700'] ??
    normalizeHex(profile?.primaryColor) ??
    PALETTES[PRESET_PALETTE.primary]['700']
  );
}

/**
 * SPEC section 4 startup: once the profile is in, set the favicon and theme colour, and start
 * analytics when the center has a gtag id and the visitor accepted analytics cookies.
 */
export function useCenterStartup(): void {
  const { tenant } = useAppContext();
  const { data: center } = useCurrentCenter();
  const { consent } = useConsent();
  const profile = center?.profile ?? null;
  const faviconUrl = profile?.faviconUrl ?? null;
  const gtagId = profile?.gtagId ?? null;
  const themeColor = getThemeColor(profile, tenant.tenantConfig.display.highContrast);

  useEffect(() => {
    if (faviconUrl) setLinkIcon(faviconUrl);
  }, [faviconUrl]);

  useEffect(() => {
    setThemeColor(themeColor);
  }, [themeColor]);

  useEffect(() => {
    if (!gtagId || consent !== 'analytics') return;
    startAnalytics(gtagId);
    return () => stopAnalytics();
  }, [gtagId, consent]);
}
