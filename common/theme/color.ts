// Colour arithmetic (hex parsing, mixing, WCAG contrast) shared by the browser theme builder
// and the server, so both judge a center's colours the same way.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** True for hex colours with 3, 4, 6 or 8 digits (SPEC section 5), with or without '#'. */
export function isValidHex(value: unknown): value is string {
  return typeof value === 'string' && HEX_PATTERN.test(value.trim());
}

/** Expands any valid hex to '#rrggbb' (alpha is dropped: themes need opaque colours); null when invalid. */
export function normalizeHex(value: unknown): string | null {
  if (!isValidHex(value)) return null;
  let digits = value.trim().replace(/^#/, '').toLowerCase();
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  return `#${digits.slice(0, 6)}`;
}

export function parseHex(value: string): Rgb | null {
  const hex = normalizeHex(value);
  if (!hex) return null;
  return {
    r: parseInt(hex.slice(1, 3), 16),
    g: parseInt(hex.slice(3, 5), 16),
    b: parseInt(hex.slice(5, 7), 16),
  };
}

export function formatHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear mix of two colours in sRGB; `amount` 0 gives `from`, 1 gives `to`. */
export function mixHex(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  if (!a || !b) throw new Error(`mixHex: invalid colour ${a ? to : from}`);
  const t = Math.min(1, Math.max(0, amount));
  return formatHex({
    r: a.r + (b.r - a.r) * t,
    g: a.g + (b.g - a.g) * t,
    b: a.b + (b.b - a.b) * t,
  });
}

function channelLuminance(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.1 relative luminance of a hex colour (0 black .. 1 white). */
export function getLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`getLuminance: invalid colour ${hex}`);
  return (
    0.2126 * channelLuminance(rgb.r) +
    0.7152 * channelLuminance(rgb.g) +
    0.0722 * channelLuminance(rgb.b)
  );
}

/** WCAG 2.1 contrast ratio between two colours (1 .. 21). */
export function getContrastRatio(a: string, b: string): number {
  const la = getLuminance(a);
  const lb = getLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
