// The design form's values and their way to and from the center profile. Validation uses the
// schema the server uses (common/schemas/center-profile.ts); its English messages are replaced
// by translated ones per field, so Dutch and English visitors read what to fix.
import '../../lib/forms/validation';
import type { ValidationErrors } from 'final-form';
import { FONT_NAMES, type FontName, type Shades } from '../../../common/centers';
import type {
  CardStyle,
  HeroIllustration,
  HeroStyle,
  ThemeShape,
} from '../../../common/schemas/center-profile';
import {
  MAX_CENTER_NAME_LENGTH,
  centerProfileSchema,
} from '../../../common/schemas/center-profile';
import { normalizeHex } from '../../../common/theme/color';
import { parseShades } from '../../../common/theme/shades';
import type { CenterProfile } from '../../lib/center';
import { validateWithSchema, type ValidationMessage } from '../../lib/forms/validation';
import { generateShades } from '../../lib/theme/brand';
import { DEFAULT_FONT, DEFAULT_SHAPE } from '../../lib/theme/build-theme';
import { resolveStorefrontLook } from '../../lib/theme/storefront-look';

export const SHADED_COLORS = ['primary', 'secondary', 'tertiary'] as const;
export type ShadedColor = (typeof SHADED_COLORS)[number];
export const PLAIN_COLORS = ['mutedColor', 'backgroundColor', 'textColor'] as const;

export interface DesignValues {
  name: string;
  primaryColor?: string;
  primaryColorShades?: string;
  secondaryColor?: string;
  secondaryColorShades?: string;
  tertiaryColor?: string;
  tertiaryColorShades?: string;
  mutedColor?: string;
  backgroundColor?: string;
  textColor?: string;
  gtagId?: string;
  fontSans: FontName;
  fontHeading: FontName;
  shape: ThemeShape;
  heroStyle: HeroStyle;
  heroIllustration: HeroIllustration;
  cardStyle: CardStyle;
}

function shadesText(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = parseShades(value);
  if (parsed) return formatShades(parsed);
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** Shade sets as the JSON field shows them: one key per line. */
export function formatShades(shades: Shades): string {
  return JSON.stringify(shades, null, 2);
}

/** A shade set generated from a colour, or undefined when the colour is not valid hex. */
export function generateShadesText(color: string | undefined): string | undefined {
  const hex = normalizeHex(color);
  return hex ? formatShades(generateShades(hex)) : undefined;
}

function isFont(value: unknown): value is FontName {
  return typeof value === 'string' && (FONT_NAMES as readonly string[]).includes(value);
}

export function toDesignValues(profile: CenterProfile | null | undefined): DesignValues {
  const config = profile?.themeConfig ?? {};
  const look = resolveStorefrontLook(config);
  return {
    name: profile?.name ?? '',
    primaryColor: profile?.primaryColor ?? undefined,
    primaryColorShades: shadesText(profile?.primaryColorShades),
    secondaryColor: profile?.secondaryColor ?? undefined,
    secondaryColorShades: shadesText(profile?.secondaryColorShades),
    tertiaryColor: profile?.tertiaryColor ?? undefined,
    tertiaryColorShades: shadesText(profile?.tertiaryColorShades),
    mutedColor: profile?.mutedColor ?? undefined,
    backgroundColor: profile?.backgroundColor ?? undefined,
    textColor: profile?.textColor ?? undefined,
    gtagId: profile?.gtagId ?? undefined,
    fontSans: isFont(config.fonts?.sans) ? config.fonts.sans : DEFAULT_FONT,
    fontHeading: isFont(config.fonts?.heading) ? config.fonts.heading : DEFAULT_FONT,
    shape: config.defaultShape ?? DEFAULT_SHAPE,
    heroStyle: look.heroStyle,
    heroIllustration: look.heroIllustration,
    cardStyle: look.cardStyle,
  };
}

/** Shades as sent: the parsed object when valid, the text as typed otherwise (the server says why). */
function shadesValue(text: string | undefined): Shades | string | null {
  if (!text || !text.trim()) return null;
  return parseShades(text) ?? text;
}

/** The PATCH attributes (camelCase) for the form's values; the center's CSS variables are kept. */
export function toProfileAttributes(
  values: DesignValues,
  profile: CenterProfile | null | undefined,
): Record<string, unknown> {
  const cssVariables = profile?.themeConfig?.cssVariables ?? {};
  const empty = (v: string | undefined) => (v && v.trim() ? v.trim() : null);
  return {
    name: values.name?.trim() ?? '',
    primaryColor: empty(values.primaryColor),
    primaryColorShades: shadesValue(values.primaryColorShades),
    secondaryColor: empty(values.secondaryColor),
    secondaryColorShades: shadesValue(values.secondaryColorShades),
    tertiaryColor: empty(values.tertiaryColor),
    tertiaryColorShades: shadesValue(values.tertiaryColorShades),
    mutedColor: empty(values.mutedColor),
    backgroundColor: empty(values.backgroundColor),
    textColor: empty(values.textColor),
    gtagId: empty(values.gtagId),
    themeConfig: {
      defaultShape: values.shape,
      heroStyle: values.heroStyle,
      heroIllustration: values.heroIllustration,
      cardStyle: values.cardStyle,
      fonts: { sans: values.fontSans, heading: values.fontHeading },
      ...(Object.keys(cssVariables).length > 0 ? { cssVariables } : {}),
    },
  };
}

const checkProfile = validateWithSchema<Record<string, unknown>>(centerProfileSchema);

/** Our message for a failing attribute (the schema's own text is English and for developers). */
function messageFor(attribute: string, value: unknown): ValidationMessage {
  if (attribute === 'name') {
    return typeof value === 'string' && value.trim()
      ? { id: 'validation.max', values: { max: MAX_CENTER_NAME_LENGTH } }
      : { id: 'validation.required' };
  }
  if (attribute.endsWith('Shades')) return { id: 'design.error.shades' };
  if (attribute.endsWith('Color')) return { id: 'design.error.hex' };
  if (attribute === 'gtagId') return { id: 'design.error.gtag' };
  return { id: 'validation.default' };
}

const FIELD_OF: Record<string, keyof DesignValues> = {
  themeConfig: 'shape',
};

/** final-form `validate` for the design form (run on blur). */
export async function validateDesign(values: DesignValues): Promise<ValidationErrors> {
  const attributes = toProfileAttributes(values, null);
  const errors = (await checkProfile(attributes)) as Record<string, unknown> | undefined;
  if (!errors) return undefined;
  const out: Record<string, ValidationMessage> = {};
  for (const attribute of Object.keys(errors)) {
    const field = FIELD_OF[attribute] ?? (attribute as keyof DesignValues);
    out[field] = messageFor(attribute, values[field as keyof DesignValues]);
  }
  return out;
}
