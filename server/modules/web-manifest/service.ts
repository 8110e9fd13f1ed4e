// The web app manifest per host (DESIGN.md section 8, "Install"): each tenant and center installs
// with its own name, colours and icons, described in the visitor's language, with shortcuts to
// vacancies, applications and the calendar and screenshots for the richer install dialog.
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../common/constants';
import { normalizeHex } from '../../../common/theme/color';
import { PALETTES, PRESET_PALETTE } from '../../../common/theme/palettes';
import { parseShades } from '../../../common/theme/shades';
import type { TenantConfig } from '../../../common/tenants/tenant-configs';
import type { CenterProfileRow } from '../../db/schema/volunteer-centers';
import {
  ICON_FILES,
  iconSetUrl,
  SCREENSHOTS,
  screenshotUrl,
  SHORTCUT_ICON_SIZE,
  shortcutIconFile,
  type ShortcutName,
} from './assets';
import { MANIFEST_TEXTS, SHORT_NAMES, shortenAppName } from './texts';

/** The page's default background (src/lib/theme/build-theme.ts) when the center sets none. */
const DEFAULT_BACKGROUND = '#ffffff';
const HIGH_CONTRAST_THEME = '#000000';

const SHORTCUT_URLS: Record<ShortcutName, string> = {
  vacancies: '/vacancies/search',
  applications: '/applications',
  // The calendar route of src/app/route-table.ts (only for tenants with activities).
  calendar: '/activiteitenkalender',
};

export type ManifestProfile = Pick<
  CenterProfileRow,
  'name' | 'primaryColor' | 'primaryColorShades' | 'backgroundColor'
>;

/**
 * The browser chrome colour, the same as the page's theme-color meta (getThemeColor in
 * src/lib/center.ts): shade 700 of the primary set, else the primary colour, else the preset;
 * black for high-contrast tenants. The installed window's title bar takes this colour.
 */
export function chooseThemeColor(
  profile: Pick<ManifestProfile, 'primaryColor' | 'primaryColorShades'> | null,
  highContrast: boolean,
): string {
  if (highContrast) return HIGH_CONTRAST_THEME;
  return (
    parseShades(profile?.primaryColorShades)?.['700'] ??
    normalizeHex(profile?.primaryColor) ??
    PALETTES[PRESET_PALETTE.primary]['700']
  );
}

/** The background of the splash screen: the center's page background, else white. */
export function chooseBackgroundColor(profile: Pick<ManifestProfile, 'backgroundColor'> | null) {
  return normalizeHex(profile?.backgroundColor) ?? DEFAULT_BACKGROUND;
}

/** Accept-Language's languages by preference (q-values), lower case, primary subtag only. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        lang: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.lang && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.lang);
}

/**
 * The manifest's language: the app's locale cookie, else the first of Accept-Language we speak,
 * else Dutch. A tenant without multiLanguage is Dutch only.
 */
export function chooseManifestLocale(input: {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  multiLanguage: boolean;
}): Locale {
  if (!input.multiLanguage) return DEFAULT_LOCALE;
  if (isLocale(input.cookie)) return input.cookie;
  return parseAcceptLanguage(input.acceptLanguage).find(isLocale) ?? DEFAULT_LOCALE;
}

export interface WebManifestInput {
  config: TenantConfig;
  /** The center's profile; null on hosts without a center. */
  profile: ManifestProfile | null;
  locale: Locale;
  /** The folder under /pwa/ with this center's icons (see assets.ts). */
  iconSet: string;
}

export function buildWebManifest({ config, profile, locale, iconSet }: WebManifestInput) {
  const texts = MANIFEST_TEXTS[locale];
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: iconSetUrl(iconSet, file),
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  const shortcutNames: ShortcutName[] = config.features.activities
    ? ['vacancies', 'applications', 'calendar']
    : ['vacancies', 'applications'];
  return {
    id: '/',
    name: config.appName,
    short_name: SHORT_NAMES[config.name] ?? shortenAppName(config.appName),
    description: texts.description(profile?.name ?? null),
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    display_override: ['window-controls-overlay', 'standalone'],
    theme_color: chooseThemeColor(profile, config.display.highContrast),
    background_color: chooseBackgroundColor(profile),
    icons: [
      icon(ICON_FILES.any192.file, ICON_FILES.any192.size, 'any'),
      icon(ICON_FILES.any512.file, ICON_FILES.any512.size, 'any'),
      icon(ICON_FILES.maskable512.file, ICON_FILES.maskable512.size, 'maskable'),
    ],
    shortcuts: shortcutNames.map((name) => ({
      name: texts.shortcuts[name].name,
      short_name: texts.shortcuts[name].shortName,
      description: texts.shortcuts[name].description,
      url: SHORTCUT_URLS[name],
      icons: [
        {
          src: iconSetUrl(iconSet, shortcutIconFile(name)),
          sizes: `${SHORTCUT_ICON_SIZE}x${SHORTCUT_ICON_SIZE}`,
          type: 'image/png',
        },
      ],
    })),
    screenshots: SCREENSHOTS.map((shot) => ({
      src: screenshotUrl(shot),
      sizes: `${shot.width}x${shot.height}`,
      type: 'image/jpeg',
      form_factor: shot.formFactor,
      label: texts.screenshots[shot.formFactor],
    })),
    categories: ['social', 'lifestyle', 'productivity'],
    prefer_related_applications: false,
  };
}

export type WebManifest = ReturnType<typeof buildWebManifest>;
