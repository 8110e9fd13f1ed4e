// Volunteer center and center profile attributes as the app sees them (camelCase).
// SPEC section 3 lists the profile fields; themeConfig is SPEC's theme config.
import type { CardStyle, HeroIllustration, HeroStyle, ThemeShape } from './schemas/center-profile';
import type { CenterSiteAttributes } from './schemas/center-site';
import type { ImageAttributes } from './schemas/files';

export const SHADE_KEYS = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
  '950',
] as const;
export type ShadeKey = (typeof SHADE_KEYS)[number];
export type Shades = Record<ShadeKey, string>;

export const FONT_NAMES = [
  'Cordaad Welzijn',
  'Fira Code Variable',
  'Inter Variable',
  'Karla Variable',
  'Poppins',
  'Roboto',
  'Rubik Variable',
  'Source Sans Pro',
  'Verdana',
  'Work Sans Variable',
  'Quicksand Variable',
] as const;
export type FontName = (typeof FONT_NAMES)[number];

export interface ThemeConfig {
  defaultShape?: ThemeShape;
  heroStyle?: HeroStyle;
  cardStyle?: CardStyle;
  /** The shipped hero scene the home page shows when the center has no hero image. */
  heroIllustration?: HeroIllustration;
  fonts?: { sans?: string; heading?: string };
  cssVariables?: Record<string, string>;
}

export interface CenterProfileAttributes extends Partial<CenterSiteAttributes> {
  name: string;
  faviconUrl: string | null;
  websiteLogoUrl: string | null;
  primaryColor: string | null;
  /** JSON text or object with keys 50..950; invalid values fall back to the preset palette. */
  primaryColorShades: string | Shades | null;
  secondaryColor: string | null;
  secondaryColorShades: string | Shades | null;
  tertiaryColor: string | null;
  tertiaryColorShades: string | Shades | null;
  mutedColor: string | null;
  backgroundColor: string | null;
  textColor: string | null;
  gtagId: string | null;
  themeConfig: ThemeConfig | null;
  /** The home page's hero image (16:9), from the files module; null when none was uploaded. */
  heroImage: ImageAttributes | null;
  footerText?: string | null;
  contactPersonName?: string | null;
  contactPersonRole?: string | null;
  contactPersonEmail?: string | null;
  contactPersonPhone?: string | null;
  /** The contact person's square photo (files module); null when none was uploaded. */
  contactPersonPhoto?: ImageAttributes | null;
  /** The content page shown below the home page's search, when the center chose one. */
  homePageId?: string | null;
}

export interface VolunteerCenterAttributes {
  name: string;
  slug: string;
  hosts: string[];
  isDefault: boolean;
}
