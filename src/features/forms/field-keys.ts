// Keys of fields and values of options, made from their Dutch label: lower-case letters and
// digits only (FORM_KEY_PATTERN), so the wire's snake/camel conversion leaves them alone, and
// unique in their list. Answers are stored under them, so once a version with a key is published
// the key stays as it is (the builder locks it).
import { FORM_KEY_PATTERN, type FormField } from '../../../common/schemas/forms';

const MAX_LENGTH = 40;

/** The label's letters and digits, accents dropped, lower case: 'Heb je een auto?' → 'hebjeeenauto'. */
export function keyBase(label: string, fallback: string): string {
  const plain = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const base = /^[a-z]/.test(plain) ? plain : `${fallback}${plain}`;
  return base.slice(0, MAX_LENGTH - 3) || fallback;
}

/** A key for this label that no key in `taken` has: a number is added when needed. */
export function uniqueKey(label: string, taken: Iterable<string>, fallback = 'veld'): string {
  const used = new Set(taken);
  const base = keyBase(label, fallback);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

export function isValidKey(key: string): boolean {
  return FORM_KEY_PATTERN.test(key);
}

/** Every key and option value that a published version of the form used: these never change. */
export function publishedNames(versions: { fields: FormField[] }[]): {
  keys: Set<string>;
  values: Map<string, Set<string>>;
} {
  const keys = new Set<string>();
  const values = new Map<string, Set<string>>();
  for (const version of versions) {
    for (const field of version.fields) {
      keys.add(field.key);
      const set = values.get(field.key) ?? new Set<string>();
      for (const option of field.options) set.add(option.value);
      values.set(field.key, set);
    }
  }
  return { keys, values };
}

/**
 * A field as the editor saves it: its key made from its Dutch label (or kept when published),
 * its options' values likewise, and which values changed (to follow in the conditions on it).
 */
export function finalizeField(
  field: FormField,
  originalKey: string | null,
  otherKeys: string[],
  published: { keys: Set<string>; values: Map<string, Set<string>> },
): { field: FormField; valueRenames: Map<string, string> } {
  const keyLocked = originalKey !== null && published.keys.has(originalKey);
  const key = keyLocked
    ? originalKey
    : uniqueKey(field.labelNl, [
        ...otherKeys,
        ...[...published.keys].filter((k) => k !== originalKey),
      ]);
  const lockedValues = (originalKey && published.values.get(originalKey)) || new Set<string>();
  const taken = new Set<string>(lockedValues);
  const valueRenames = new Map<string, string>();
  const options = field.options.map((option) => {
    if (option.value && lockedValues.has(option.value)) return option;
    const value = uniqueKey(option.labelNl, taken, 'optie');
    taken.add(value);
    if (option.value && option.value !== value) valueRenames.set(option.value, value);
    return { ...option, value };
  });
  return { field: { ...field, key, options }, valueRenames };
}
