// Validation of a center's shade sets (SPEC sections 3 and 5), shared with the server so both
// ends accept the same values: all eleven keys 50..950 with valid hex, else the preset applies.
import { SHADE_KEYS, type Shades } from '../centers';
import { isValidHex, normalizeHex } from './color';

export { isValidHex };

/**
 * Parses a shade set from an object or JSON text. Returns the shades normalised to '#rrggbb',
 * or null when the JSON does not parse, a key is missing or a colour is not valid hex.
 */
export function parseShades(value: unknown): Shades | null {
  let candidate: unknown = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) return null;
  const source = candidate as Record<string, unknown>;
  const out = {} as Shades;
  for (const key of SHADE_KEYS) {
    const hex = normalizeHex(source[key]);
    if (!hex) return null;
    out[key] = hex;
  }
  return out;
}
