import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readChangelog, readInline } from './read-changelog';

describe('readChangelog', () => {
  it('reads releases, groups and items, joining continued lines', () => {
    const log = readChangelog(
      [
        '# Changelog',
        '',
        'What changed, see [Keep a Changelog](https://keepachangelog.com/).',
        '',
        '## [Unreleased]',
        '',
        '### Added',
        '',
        '- One thing',
        '  that goes on.',
        '- `/instellingen` pages.',
        '',
        '## [0.1.0] - 2026-11-22',
        '',
        '### Fixed',
        '',
        '- A bug.',
      ].join('\n'),
    );
    expect(log.intro).toHaveLength(1);
    expect(log.intro[0]).toContainEqual({
      kind: 'link',
      text: 'Keep a Changelog',
      href: 'https://keepachangelog.com/',
    });
    expect(log.releases.map((r) => [r.version, r.date])).toEqual([
      ['Unreleased', null],
      ['0.1.0', '2026-11-22'],
    ]);
    expect(log.releases[0]!.groups[0]!.name).toBe('Added');
    expect(log.releases[0]!.groups[0]!.items[0]).toEqual([
      { kind: 'text', text: 'One thing that goes on.' },
    ]);
    expect(log.releases[0]!.groups[0]!.items[1]![0]).toEqual({
      kind: 'code',
      text: '/instellingen',
    });
    expect(log.releases[1]!.groups).toEqual([
      { name: 'Fixed', items: [[{ kind: 'text', text: 'A bug.' }]] },
    ]);
  });

  it('keeps a link to anything but http(s) or a path as plain text', () => {
    expect(readInline('[x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ')' },
    ]);
    expect(readInline('[home](/)')).toEqual([{ kind: 'link', text: 'home', href: '/' }]);
  });

  it('reads the product’s own CHANGELOG.md, newest first, every release with items', () => {
    const log = readChangelog(readFileSync('CHANGELOG.md', 'utf8'));
    expect(log.releases.length).toBeGreaterThan(1);
    expect(log.releases[0]!.version).toBe('Unreleased');
    for (const release of log.releases) {
      expect(release.groups.length, release.version).toBeGreaterThan(0);
      for (const g of release.groups) expect(g.items.length, g.name).toBeGreaterThan(0);
    }
    const dates = log.releases.flatMap((r) => (r.date ? [r.date] : []));
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
