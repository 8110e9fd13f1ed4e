// A center's design settings (SPEC sections 3 and 5): the rules the design page
// and PATCH /api/v1/volunteer_centers/current/profile share. Keys are camelCase; every attribute
// is optional in a PATCH. Colours are hex with 3, 4, 6 or 8 digits; a shade set (object or JSON
// text) needs all eleven keys 50..950 with valid hex and is stored as an object.
import { mixed, object, string, type InferType, type ValidationError } from 'yup';
import { FONT_NAMES, SHADE_KEYS, type Shades, type ThemeConfig } from '../centers';
import { isValidHex } from '../theme/color';
import { parseShades } from '../theme/shades';
import { CENTER_SITE_WRITABLE, centerSiteFields } from './center-site';

export {
  CARD_STYLES,
  HERO_ILLUSTRATIONS,
  HERO_STYLES,
  THEME_SHAPES,
  type CardStyle,
  type HeroIllustration,
  type HeroStyle,
  type ThemeShape,
} from '../theme/looks';
import { CARD_STYLES, HERO_ILLUSTRATIONS, HERO_STYLES, THEME_SHAPES } from '../theme/looks';
export const MAX_CENTER_NAME_LENGTH = 120;
export const MAX_CSS_VARIABLES = 50;
export const MAX_CSS_VALUE_LENGTH = 200;
export const MAX_FOOTER_LENGTH = 2000;
export const PHONE_PATTERN = /^[0-9+\-() ]{6,30}$/;
export const GTAG_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;
export const CSS_VARIABLE_NAME_PATTERN = /^--[a-z0-9][a-z0-9-]*$/i;

/** Values that could break out of a declaration or load something: refused in css_variables. */
const UNSAFE_CSS_VALUE = /[;{}<>\\"`]|\/\*|url\s*\(|expression\s*\(|javascript:|@import/i;

function hasControlCharacter(value: string): boolean {
  return [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

export function isSafeCssValue(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim() !== '' &&
    value.length <= MAX_CSS_VALUE_LENGTH &&
    !UNSAFE_CSS_VALUE.test(value) &&
    !hasControlCharacter(value)
  );
}

/** Plain text, trimmed; empty becomes null. */
function optionalText(name: string, max: number) {
  return string()
    .test('text', `${name} must be text`, function isText() {
      const original: unknown = this.originalValue;
      return original === undefined || original === null || typeof original === 'string';
    })
    .trim()
    .max(max, `${name} may have at most ${max} characters`)
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v));
}

/** '#ABC' and 'abc' become '#abc': the digits the user chose, in one spelling. */
export function formatHexColor(value: string): string {
  return `#${value.trim().replace(/^#/, '').toLowerCase()}`;
}

function colorSchema(name: string) {
  return string()
    .nullable()
    .transform((v: unknown) => (v === '' ? null : v))
    .test('hex', `${name} must be a hex colour with 3, 4, 6 or 8 digits, such as #1f6f43`, (v) =>
      v === null || v === undefined ? true : isValidHex(v),
    )
    .transform((v: string | null) =>
      typeof v === 'string' && isValidHex(v) ? formatHexColor(v) : v,
    );
}

/** Names the first problem of a shade set, for a message that helps. */
function describeShadeProblem(value: unknown): string {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return 'is not valid JSON';
    }
  }
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) {
    return 'must be an object with the keys 50..950';
  }
  const source = candidate as Record<string, unknown>;
  const missing = SHADE_KEYS.find((k) => !(k in source));
  if (missing) return `misses the key ${missing} (all of 50, 100, ..., 900, 950 are needed)`;
  const bad = SHADE_KEYS.find((k) => !isValidHex(source[k]));
  return `has an invalid colour at ${bad}: use hex with 3, 4, 6 or 8 digits`;
}

function shadesSchema(name: string) {
  return mixed<Shades | string>()
    .nullable()
    .transform((v: unknown) => (v === '' ? null : v))
    .test('shades', function check(value) {
      if (value === null || value === undefined || parseShades(value)) return true;
      return this.createError({ message: `${name} ${describeShadeProblem(value)}` });
    })
    .transform((v: unknown) => (v === null || v === undefined ? v : (parseShades(v) ?? v)));
}

const cssVariablesSchema = mixed<Record<string, string>>().test(
  'css-variables',
  function check(value) {
    if (value === undefined) return true;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return this.createError({
        message: 'css_variables must be an object of custom properties ("--name": "value")',
      });
    }
    const entries = Object.entries(value);
    if (entries.length > MAX_CSS_VARIABLES) {
      return this.createError({ message: `css_variables may hold at most ${MAX_CSS_VARIABLES}` });
    }
    for (const [key, v] of entries) {
      if (!CSS_VARIABLE_NAME_PATTERN.test(key)) {
        return this.createError({
          path: `${this.path}["${key.replace(/["\\]/g, '')}"]`,
          message: `${key} is not a CSS custom property name (it must start with --)`,
        });
      }
      if (!isSafeCssValue(v)) {
        return this.createError({
          path: `${this.path}["${key}"]`,
          message: `the value of ${key} must be plain CSS text of at most ${MAX_CSS_VALUE_LENGTH} characters, without ; { } < > \\ double quotes, comments, url() or @import`,
        });
      }
    }
    return true;
  },
);

/**
 * Refuses keys the schema does not name. (yup's noUnknown strips them while casting before its
 * own check runs, so it would drop a typo silently.)
 */
function onlyKeys(keys: readonly string[], message: string) {
  return function check(this: { originalValue: unknown; createError: CreateError }) {
    const original = this.originalValue;
    if (typeof original !== 'object' || original === null) return true;
    const unknown = Object.keys(original).find((k) => !keys.includes(k));
    return unknown === undefined || this.createError({ message: `${message} (got ${unknown})` });
  };
}
type CreateError = (params: { message: string }) => ValidationError;

const fontSchema = string().oneOf(FONT_NAMES, `a font must be one of ${FONT_NAMES.join(', ')}`);

export const themeConfigSchema = object({
  defaultShape: string().oneOf(
    THEME_SHAPES,
    `default_shape must be one of ${THEME_SHAPES.join(', ')}`,
  ),
  fonts: object({ sans: fontSchema, heading: fontSchema })
    .test('known-keys', onlyKeys(['sans', 'heading'], 'fonts may only name sans and heading'))
    .typeError('fonts must be an object with sans and heading')
    .default(undefined),
  heroStyle: string().oneOf(HERO_STYLES, `hero_style must be one of ${HERO_STYLES.join(', ')}`),
  cardStyle: string().oneOf(CARD_STYLES, `card_style must be one of ${CARD_STYLES.join(', ')}`),
  heroIllustration: string().oneOf(
    HERO_ILLUSTRATIONS,
    `hero_illustration must be one of ${HERO_ILLUSTRATIONS.join(', ')}`,
  ),
  cssVariables: cssVariablesSchema,
})
  .test(
    'known-keys',
    onlyKeys(
      ['defaultShape', 'heroStyle', 'cardStyle', 'heroIllustration', 'fonts', 'cssVariables'],
      'theme_config may only hold default_shape, hero_style, card_style, hero_illustration, fonts and css_variables',
    ),
  )
  .typeError('theme_config must be an object')
  .nullable()
  .default(undefined);

export const centerProfileSchema = object({
  name: string()
    .test('text', 'name must be text', function isText() {
      return this.originalValue === undefined || typeof this.originalValue === 'string';
    })
    .trim()
    .min(1, 'name may not be empty')
    .max(MAX_CENTER_NAME_LENGTH, `name may have at most ${MAX_CENTER_NAME_LENGTH} characters`)
    .nonNullable('name may not be empty'),
  primaryColor: colorSchema('primary_color'),
  primaryColorShades: shadesSchema('primary_color_shades'),
  secondaryColor: colorSchema('secondary_color'),
  secondaryColorShades: shadesSchema('secondary_color_shades'),
  tertiaryColor: colorSchema('tertiary_color'),
  tertiaryColorShades: shadesSchema('tertiary_color_shades'),
  mutedColor: colorSchema('muted_color'),
  backgroundColor: colorSchema('background_color'),
  textColor: colorSchema('text_color'),
  gtagId: string()
    .nullable()
    .transform((v: unknown) =>
      v === '' ? null : typeof v === 'string' ? v.trim().toUpperCase() : v,
    )
    .matches(GTAG_ID_PATTERN, 'gtag_id must look like G-XXXXXXXXXX (G- and letters or digits)'),
  themeConfig: themeConfigSchema,
  /**
   * Images are set through the upload endpoints; here they can only be removed (null) or sent
   * back unchanged (the server checks that).
   */
  websiteLogoUrl: string().strict().nullable(),
  faviconUrl: string().strict().nullable(),
  contactPersonPhotoUrl: string().strict().nullable(),
  // The footer and contact person settings pages (/instellingen/footer, /contact-person).
  footerText: optionalText('footer_text', MAX_FOOTER_LENGTH),
  contactPersonName: optionalText('contact_person_name', 120),
  contactPersonRole: optionalText('contact_person_role', 120),
  contactPersonEmail: optionalText('contact_person_email', 254).email(
    'contact_person_email must be an e-mail address',
  ),
  contactPersonPhone: optionalText('contact_person_phone', 30).matches(PHONE_PATTERN, {
    message: 'contact_person_phone may only hold digits, spaces, +, -, ( and )',
    excludeEmptyString: true,
  }),
  ...centerSiteFields,
});
export type CenterProfileInput = InferType<typeof centerProfileSchema>;
export type ThemeConfigInput = ThemeConfig;

export const CENTER_PROFILE_WRITABLE = [
  'name',
  'primaryColor',
  'primaryColorShades',
  'secondaryColor',
  'secondaryColorShades',
  'tertiaryColor',
  'tertiaryColorShades',
  'mutedColor',
  'backgroundColor',
  'textColor',
  'gtagId',
  'themeConfig',
  'websiteLogoUrl',
  'faviconUrl',
  'contactPersonPhotoUrl',
  'footerText',
  'contactPersonName',
  'contactPersonRole',
  'contactPersonEmail',
  'contactPersonPhone',
  ...CENTER_SITE_WRITABLE,
] as const;
/** Sent back by a client that echoes the profile; ignored. */
export const CENTER_PROFILE_READ_ONLY = [
  'updatedAt',
  'createdAt',
  'heroImage',
  'contactPersonPhoto',
  'homePageId',
] as const;
