// Reads CHANGELOG.md (Keep a Changelog) into releases, their groups and items, so the page can
// draw it with its own elements: no HTML from the file reaches the page. Only what the format
// uses is read: `## [version] - date`, `### Group`, `- item` (continued on indented lines),
// paragraphs, and inside text `code` and [links](https://...).

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

export interface ChangelogGroup {
  /** Added, Changed, Deprecated, Removed, Fixed or Security (as written). */
  name: string;
  items: Inline[][];
}

export interface Release {
  version: string;
  /** yyyy-mm-dd, null for Unreleased */
  date: string | null;
  groups: ChangelogGroup[];
}

export interface Changelog {
  intro: Inline[][];
  releases: Release[];
}

const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Text with `code` and [links](url); a link whose address is not http(s) or a path stays text. */
export function readInline(text: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > at) out.push({ kind: 'text', text: text.slice(at, match.index) });
    if (match[1] !== undefined) out.push({ kind: 'code', text: match[1] });
    else if (/^(https?:\/\/|\/(?!\/))/.test(match[3]!)) {
      out.push({ kind: 'link', text: match[2]!, href: match[3]! });
    } else out.push({ kind: 'text', text: match[2]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
  return out;
}

export function readChangelog(markdown: string): Changelog {
  const intro: string[] = [];
  const releases: Release[] = [];
  let group: { name: string; items: string[] } | null = null;
  let paragraph: string[] = [];
  const groups = new Map<Release, { name: string; items: string[] }[]>();

  const endParagraph = () => {
    if (paragraph.length > 0 && releases.length === 0) intro.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const release = /^## \[([^\]]+)\](?:\s*-\s*(\d{4}-\d{2}-\d{2}))?/.exec(line);
    if (release) {
      endParagraph();
      const r: Release = { version: release[1]!, date: release[2] ?? null, groups: [] };
      releases.push(r);
      groups.set(r, []);
      group = null;
      continue;
    }
    const heading = /^### (.+)$/.exec(line);
    const current = releases.at(-1);
    if (heading && current) {
      group = { name: heading[1]!.trim(), items: [] };
      groups.get(current)!.push(group);
      continue;
    }
    const item = /^[-*] (.+)$/.exec(line);
    if (item && group) {
      group.items.push(item[1]!);
      continue;
    }
    if (/^\s{2,}\S/.test(line) && group && group.items.length > 0) {
      group.items[group.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (line.startsWith('# ')) continue;
    if (line === '') endParagraph();
    else paragraph.push(line);
  }
  endParagraph();
  for (const r of releases) {
    r.groups = groups.get(r)!.map((g) => ({ name: g.name, items: g.items.map(readInline) }));
  }
  return { intro: intro.map(readInline), releases };
}
