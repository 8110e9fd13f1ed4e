// Builds the runtime theme from the center profile and tenant (DESIGN.md section 9), with the
// preset palette of SPEC section 9 wherever the center gives nothing valid.
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import {
  FONT_NAMES,
  SHADE_KEYS,
  type CenterProfileAttributes,
  type FontName,
  type Shades,
} from '../../../common/centers';
import { getContrastRatio, normalizeHex } from '../../../common/theme/color';
import { PALETTES, PRESET_PALETTE } from '../../../common/theme/palettes';
import { parseShades } from '../../../common/theme/shades';
import type { ThemeShape } from '../../../common/schemas/center-profile';
import type { TenantConfig } from '../../../common/tenants/tenant-configs';
import { buildBrandVariants, generateShades } from './brand';
import { resolveStorefrontLook, type StorefrontLook } from './storefront-look';

export type ThemeProfile = Partial<
  Pick<
    CenterProfileAttributes,
    | 'primaryColor'
    | 'primaryColorShades'
    | 'secondaryColor'
    | 'secondaryColorShades'
    | 'tertiaryColor'
    | 'tertiaryColorShades'
    | 'mutedColor'
    | 'backgroundColor'
    | 'textColor'
    | 'themeConfig'
  >
>;

export interface BuiltTheme {
  /** The Fluent theme for FluentProvider (high contrast for tenants that ask for it). */
  light: Theme;
  brand: BrandVariants;
  highContrast: boolean;
  /** Applied on :root: `--color-{primary,secondary,tertiary,muted,...}-{50..950}`, fonts, radii. */
  cssVariables: Record<string, string>;
  fonts: { sans: FontName; heading: FontName };
  shape: ThemeShape;
  /** Hero style, card style and shape of the public pages (defaults when the center sets none). */
  look: StorefrontLook;
  background: string;
  text: string;
}

let highContrastBase: Theme | null = null;

/**
 * Loads Fluent's high-contrast theme, which buildTheme needs for a high-contrast tenant (ThemeRoot
 * waits for it there); other tenants never download it.
 */
export async function loadHighContrastTheme(): Promise<void> {
  highContrastBase ??= (await import('./high-contrast-theme')).teamsHighContrastTheme;
}

export function isHighContrastThemeLoaded(): boolean {
  return highContrastBase !== null;
}

/**
 * Fluent's high-contrast theme draws placeholders white, like typed text: an empty search box
 * then reads as filled in. Placeholders (and the other quiet texts of this token) get a grey
 * that still has 8:1 contrast on the black page, so they stay readable yet look like a hint.
 */
const HIGH_CONTRAST_OVERRIDES: Partial<Theme> = { colorNeutralForeground4: '#a6a6a6' };

/** SPEC section 9 theme defaults. */
export const DEFAULT_FONT: FontName = 'Inter Variable';
export const DEFAULT_SHAPE: ThemeShape = 'rounded';
const DEFAULT_BACKGROUND = '#ffffff';
const DEFAULT_TEXT = PALETTES.slate['900'];
const SANS_FALLBACK =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const MONO_FALLBACK = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

/**
 * Free faces that stand in for a center's own font that no package may ship. Cordaad Welzijn is
 * Cordaad's licensed house face, a rounded humanist sans: Nunito (SIL Open Font License) has the
 * same rounded terminals, open humanist shapes and friendly, even weight, so Cordaad's headings keep
 * their character instead of falling back to a heavy system face. A center that uploads the real
 * face (an @font-face named 'Cordaad Welzijn') still gets it first. (docs/decisions.md)
 */
export const FONT_STAND_INS: Partial<Record<FontName, string>> = {
  'Cordaad Welzijn': 'Nunito Variable',
};

/** A font-family stack that starts with the chosen font (and its stand-in) and ends in system fonts. */
export function getFontStack(font: FontName): string {
  if (font === 'Verdana') return `Verdana, ${SANS_FALLBACK}`;
  const standIn = FONT_STAND_INS[font];
  return standIn ? `'${font}', '${standIn}', ${SANS_FALLBACK}` : `'${font}', ${SANS_FALLBACK}`;
}

function isFontName(value: unknown): value is FontName {
  return typeof value === 'string' && (FONT_NAMES as readonly string[]).includes(value);
}

/**
 * A shade set that is present but invalid is ignored (SPEC section 5) and the preset applies;
 * a center with no shade set but a valid single colour gets shades generated around it.
 */
function resolveShades(shades: unknown, color: unknown, preset: Shades): Shades {
  const parsed = parseShades(shades);
  if (parsed) return parsed;
  const absent = shades === null || shades === undefined || shades === '';
  const single = normalizeHex(color);
  return absent && single ? generateShades(single) : preset;
}

function addShadeVariables(vars: Record<string, string>, name: string, shades: Shades): void {
  for (const key of SHADE_KEYS) vars[`--color-${name}-${key}`] = shades[key];
}

const RADII: Record<ThemeShape, Partial<Theme>> = {
  rounded: {},
  square: {
    borderRadiusSmall: '0',
    borderRadiusMedium: '0',
    borderRadiusLarge: '0',
    borderRadiusXLarge: '0',
  },
  pill: {
    borderRadiusSmall: '4px',
    borderRadiusMedium: '8px',
    borderRadiusLarge: '12px',
    borderRadiusXLarge: '16px',
  },
};

/** Only custom properties with harmless values pass from a center's themeConfig to the page. */
function pickSafeCssVariables(input: unknown): Record<string, string> {
  if (typeof input !== 'object' || input === null) return {};
  const out: Record<string, string> = {};
  // Keys arrive as written: common/case.ts leaves custom property names ('--x') alone.
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (/^--[a-z0-9-]+$/i.test(key) && typeof value === 'string' && !/[;{}<>]/.test(value)) {
      out[key] = value;
    }
  }
  return out;
}

export function buildTheme({
  profile,
  tenantConfig,
}: {
  profile: ThemeProfile | null | undefined;
  tenantConfig: Pick<TenantConfig, 'display'>;
}): BuiltTheme {
  const p = profile ?? {};
  const config = p.themeConfig ?? {};
  const primary = resolveShades(
    p.primaryColorShades,
    p.primaryColor,
    PALETTES[PRESET_PALETTE.primary],
  );
  const secondary = resolveShades(
    p.secondaryColorShades,
    p.secondaryColor,
    PALETTES[PRESET_PALETTE.secondary],
  );
  const tertiary = resolveShades(
    p.tertiaryColorShades,
    p.tertiaryColor,
    PALETTES[PRESET_PALETTE.tertiary],
  );
  const muted = resolveShades(undefined, p.mutedColor, PALETTES[PRESET_PALETTE.muted]);

  const fonts = {
    sans: isFontName(config.fonts?.sans) ? config.fonts.sans : DEFAULT_FONT,
    heading: isFontName(config.fonts?.heading) ? config.fonts.heading : DEFAULT_FONT,
  };
  const shape: ThemeShape = config.defaultShape ?? DEFAULT_SHAPE;
  const look = resolveStorefrontLook(config);
  // Until the high-contrast theme is loaded (or when it cannot be), the light theme stands in.
  const highContrast = tenantConfig.display.highContrast && highContrastBase !== null;

  // A background/text pair is used only when it is readable (AA for body text).
  let background = normalizeHex(p.backgroundColor) ?? DEFAULT_BACKGROUND;
  let text = normalizeHex(p.textColor) ?? DEFAULT_TEXT;
  if (getContrastRatio(background, text) < 4.5) {
    background = DEFAULT_BACKGROUND;
    text = DEFAULT_TEXT;
  }

  const brand = buildBrandVariants(primary);
  const fontTokens = {
    fontFamilyBase: getFontStack(fonts.sans),
    fontFamilyNumeric: getFontStack(fonts.sans),
    fontFamilyMonospace: `'Fira Code Variable', ${MONO_FALLBACK}`,
  };
  const light: Theme =
    highContrastBase && highContrast
      ? { ...highContrastBase, ...fontTokens, ...HIGH_CONTRAST_OVERRIDES }
      : { ...createLightTheme(brand), ...fontTokens, ...RADII[shape] };
  if (highContrast) {
    // Fluent's high-contrast theme is white on black with yellow links: the page follows it.
    background = light.colorNeutralBackground1;
    text = light.colorNeutralForeground1;
  }

  const cssVariables: Record<string, string> = {};
  addShadeVariables(cssVariables, 'primary', primary);
  addShadeVariables(cssVariables, 'secondary', secondary);
  addShadeVariables(cssVariables, 'tertiary', tertiary);
  addShadeVariables(cssVariables, 'muted', muted);
  addShadeVariables(cssVariables, 'neutral', PALETTES[PRESET_PALETTE.neutral]);
  addShadeVariables(cssVariables, 'info', PALETTES[PRESET_PALETTE.info]);
  addShadeVariables(cssVariables, 'success', PALETTES[PRESET_PALETTE.success]);
  addShadeVariables(cssVariables, 'warning', PALETTES[PRESET_PALETTE.warning]);
  addShadeVariables(cssVariables, 'error', PALETTES[PRESET_PALETTE.error]);
  Object.assign(cssVariables, {
    '--color-primary': primary['700'],
    '--color-secondary': secondary['700'],
    '--color-tertiary': tertiary['700'],
    '--color-muted': muted['500'],
    '--color-background': background,
    '--color-text': text,
    '--font-sans': getFontStack(fonts.sans),
    '--font-heading': getFontStack(fonts.heading),
    '--radius-default': shape === 'square' ? '0' : shape === 'pill' ? '9999px' : '8px',
    '--radius-button': shape === 'square' ? '0' : '9999px',
    '--radius-card': look.cardRadius,
    // The shipped illustrations paint with these (src/assets/illustrations/README.md): one file
    // serves every tenant, recoloured by the theme it is shown in.
    '--ill-bg': primary['100'],
    '--ill-p': primary['600'],
    '--ill-pl': primary['300'],
    '--ill-s': secondary['400'],
    '--ill-sl': secondary['200'],
    '--ill-m': muted['300'],
    '--ill-d': PALETTES[PRESET_PALETTE.neutral]['800'],
  });
  Object.assign(cssVariables, pickSafeCssVariables(config.cssVariables));

  return { light, brand, highContrast, cssVariables, fonts, shape, look, background, text };
}
