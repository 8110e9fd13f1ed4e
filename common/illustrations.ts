// The category pictures shipped with the product: a tag of kind category may name one of these
// (`illustration`), and a vacancy without a cover image shows its first category's picture.
export const CATEGORY_ILLUSTRATIONS = [
  'care',
  'children',
  'culture',
  'sport',
  'nature',
  'language',
  'elderly',
  'neighbourhood',
  'animals',
  'events',
  'administration',
  'food',
  'health',
  'refugees',
  'education',
  'generic',
] as const;
export type CategoryIllustration = (typeof CATEGORY_ILLUSTRATIONS)[number];

export function isCategoryIllustration(value: unknown): value is CategoryIllustration {
  return typeof value === 'string' && (CATEGORY_ILLUSTRATIONS as readonly string[]).includes(value);
}
