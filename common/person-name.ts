// How the pool names a person before they say yes: the first name and the initial of the last
// name, the Dutch way - the surname's initial skips the lower-case prefixes ('van', 'de', "'t"),
// so Zoë van 't Hof is 'Zoë H.'. The server builds it; the browser never sees the last name.

/** The initial of a last name, or null without one. */
export function lastNameInitial(lastName: string | null | undefined): string | null {
  const words = (lastName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  // The first word that starts with a capital letter is the surname proper; else the last word.
  const proper =
    words.find((w) => {
      const first = [...w.replace(/^['’]/, '')][0] ?? '';
      return first !== first.toLowerCase();
    }) ?? words[words.length - 1]!;
  const letter = [...proper.replace(/^['’]+/, '')][0];
  return letter ? letter.toLocaleUpperCase('nl') : null;
}

/** 'Zoë H.': first name and initial; just the first name, or the initial, when one is missing. */
export function formatPoolName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const first = (firstName ?? '').trim();
  const initial = lastNameInitial(lastName);
  if (first && initial) return `${first} ${initial}.`;
  if (first) return first;
  return initial ? `${initial}.` : '?';
}
