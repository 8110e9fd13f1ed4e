// Case conversion between the wire (snake_case) and the app (camelCase), applied in one place.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// Every response converts the same few hundred attribute names again and again (a page of 20
// vacancies: 460 keys): remembered after the first time. Bounded, since request bodies bring
// keys of their own.
const MEMO_LIMIT = 5000;

function memoize(convert: (key: string) => string): (key: string) => string {
  const memo = new Map<string, string>();
  return (key) => {
    let converted = memo.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (memo.size < MEMO_LIMIT) memo.set(key, converted);
    }
    return converted;
  };
}

export const toCamel = memoize((key) =>
  key.replace(/[_-]([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
);

export const toSnake = memoize((key) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase(),
);

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
