// A LIKE/ILIKE pattern from what someone typed: their %, _ and \ are matched as themselves, not
// as wildcards, so searching for '50%' finds '50%' and not everything that starts with 50.
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Matches values that contain `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
