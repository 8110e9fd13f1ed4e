// Case conversion between the wire (snake_case) and the app (camelCase), applied in one place.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function toCamel(key: string): string {
  return key.replace(/[_-]([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function toSnake(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    // Keys that are numbers (shade sets: "50".."950") or ids, and CSS custom properties
    // ("--card-radius" in a theme config), are data, not names.
    out[/^\d+$/.test(k) || k.startsWith('--') ? k : convert(k)] = convertKeys(v, convert);
  }
  return out;
}

/** Deeply converts object keys to camelCase (responses). */
export function camelizeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamel) as T;
}

/** Deeply converts object keys to snake_case (requests). */
export function snakeizeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toSnake) as T;
}

export type { Json };
