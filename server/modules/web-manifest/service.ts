// The web app manifest per host (DESIGN.md section 8, "Install"): each tenant installs with its
// own name, colours and icon. The offline work completes it (maskable icons, shortcuts,
// screenshots); this is the minimal valid manifest.
import type { TenantConfig } from '../../../common/tenants/tenant-configs';
import type { CenterProfileRow } from '../../db/schema/volunteer-centers';

const FALLBACK_THEME_COLOR = '#4f46e5';

function guessIconType(url: string): string {
  if (url.endsWith('.svg')) return 'image/svg+xml';
  if (url.endsWith('.png')) return 'image/png';
  if (url.endsWith('.ico')) return 'image/x-icon';
  return 'image/png';
}

export function buildWebManifest(config: TenantConfig, profile: CenterProfileRow | null) {
  const icon = profile?.faviconUrl;
  return {
    id: '/',
    name: config.appName,
    short_name: config.appName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'nl',
    theme_color: profile?.primaryColor ?? FALLBACK_THEME_COLOR,
    background_color: profile?.backgroundColor ?? '#ffffff',
    icons: icon
      ? [
          {
            src: icon,
            sizes: icon.endsWith('.svg') ? 'any' : '512x512',
            type: guessIconType(icon),
            purpose: 'any',
          },
        ]
      : [],
  };
}
