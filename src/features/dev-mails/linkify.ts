// Splits a mail's plain text into text and web links, so links in it can be clicked without
// ever rendering the mail's HTML.
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    // A sentence's full stop or comma after a link is not part of it.
    const href = match[0].replace(/[.,;:!?]+$/, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href, text: href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
