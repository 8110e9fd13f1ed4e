// The build step that lists a page chunk's transitive imports in the chunk itself
// (scripts/hoist-imports.ts): which chunks it adds, where, and that the modules still run in the
// same order (checked by running a small chunk graph in Node, before and after).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appendImports,
  transitiveImportsToHoist,
  type ChunkInfo,
} from '../../scripts/hoist-imports';

function chunk(fileName: string, imports: string[], kind: 'entry' | 'lazy' | 'shared'): ChunkInfo {
  return { fileName, imports, isEntry: kind === 'entry', isDynamicEntry: kind === 'lazy' };
}

describe('transitiveImportsToHoist', () => {
  const graph = [
    chunk('assets/index.js', ['assets/react.js'], 'entry'),
    chunk('assets/react.js', [], 'shared'),
    chunk('assets/search-page.js', ['assets/field.js', 'assets/select.js'], 'lazy'),
    chunk('assets/field.js', ['assets/label.js', 'assets/react.js'], 'shared'),
    chunk('assets/select.js', ['assets/label.js', 'assets/focus.js'], 'shared'),
    chunk('assets/label.js', ['assets/tokens.js'], 'shared'),
    chunk('assets/focus.js', [], 'shared'),
    chunk('assets/tokens.js', [], 'shared'),
    chunk('assets/home-page.js', ['assets/focus.js'], 'lazy'),
  ];

  it('adds the imports of imports, deepest levels included, each once and sorted', () => {
    const hoisted = transitiveImportsToHoist(graph);
    expect(hoisted.get('assets/search-page.js')).toEqual([
      'assets/focus.js',
      'assets/label.js',
      'assets/tokens.js',
    ]);
  });

  it('leaves out what the entry loads and chunks that need nothing more', () => {
    const hoisted = transitiveImportsToHoist(graph);
    expect(hoisted.get('assets/search-page.js')).not.toContain('assets/react.js');
    expect(hoisted.has('assets/home-page.js')).toBe(false);
    expect(hoisted.has('assets/field.js')).toBe(false);
    expect(hoisted.has('assets/index.js')).toBe(false);
  });

  it('hoists past a cycle among shared chunks, and leaves a chunk inside a cycle alone', () => {
    const cyclic = [
      chunk('a/page.js', ['a/x.js'], 'lazy'),
      chunk('a/x.js', ['a/y.js'], 'shared'),
      chunk('a/y.js', ['a/x.js', 'a/z.js'], 'shared'),
      chunk('a/z.js', [], 'shared'),
      chunk('a/looped-page.js', ['a/p.js'], 'lazy'),
      chunk('a/p.js', ['a/q.js'], 'shared'),
      chunk('a/q.js', ['a/looped-page.js', 'a/z.js'], 'shared'),
    ];
    const hoisted = transitiveImportsToHoist(cyclic);
    expect(hoisted.get('a/page.js')).toEqual(['a/y.js', 'a/z.js']);
    expect(hoisted.has('a/looped-page.js')).toBe(false);
  });
});

describe('appendImports', () => {
  it('puts the imports before the source map comment, relative to the chunk', () => {
    const code = 'export{a as default};\n//# sourceMappingURL=page.js.map';
    expect(
      appendImports(code, 'assets/page.js', ['assets/x.js', 'other/y.js', 'assets/.z.js']),
    ).toBe(
      'export{a as default};\nimport "./x.js";import "../other/y.js";import "./.z.js";\n//# sourceMappingURL=page.js.map',
    );
  });

  it('appends them when there is no source map comment, keeping every line where it was', () => {
    const code = 'line1\nline2';
    const result = appendImports(code, 'page.js', ['x.js']);
    expect(result).toBe('line1\nline2\nimport "./x.js";\n');
    expect(result.split('\n').slice(0, 2)).toEqual(['line1', 'line2']);
  });
});

describe('modules run in the same order after hoisting', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Writes a chunk graph whose modules log when they run; returns the order of one load. */
  function runGraph(hoist: boolean): string[] {
    dir = mkdtempSync(path.join(tmpdir(), 'hoist-'));
    const sources: Record<string, string> = {
      'page.mjs': 'import "./field.mjs";import "./select.mjs";globalThis.order.push("page");',
      'field.mjs': 'import "./label.mjs";globalThis.order.push("field");',
      'select.mjs': 'import "./label.mjs";import "./focus.mjs";globalThis.order.push("select");',
      'label.mjs': 'import "./tokens.mjs";globalThis.order.push("label");',
      'focus.mjs': 'globalThis.order.push("focus");',
      'tokens.mjs': 'globalThis.order.push("tokens");',
    };
    const chunks = [
      chunk('main.mjs', [], 'entry'),
      chunk('page.mjs', ['field.mjs', 'select.mjs'], 'lazy'),
      chunk('field.mjs', ['label.mjs'], 'shared'),
      chunk('select.mjs', ['label.mjs', 'focus.mjs'], 'shared'),
      chunk('label.mjs', ['tokens.mjs'], 'shared'),
      chunk('focus.mjs', [], 'shared'),
      chunk('tokens.mjs', [], 'shared'),
    ];
    if (hoist) {
      const hoisted = transitiveImportsToHoist(chunks).get('page.mjs') ?? [];
      expect(hoisted).toEqual(['focus.mjs', 'label.mjs', 'tokens.mjs']);
      sources['page.mjs'] = appendImports(sources['page.mjs']!, 'page.mjs', hoisted);
    }
    for (const [name, source] of Object.entries(sources)) {
      writeFileSync(path.join(dir, name), source);
    }
    writeFileSync(
      path.join(dir, 'main.mjs'),
      'globalThis.order = [];await import("./page.mjs");console.log(JSON.stringify(globalThis.order));',
    );
    const output = execFileSync(process.execPath, [path.join(dir, 'main.mjs')], {
      encoding: 'utf8',
    });
    return JSON.parse(output) as string[];
  }

  it('runs each module once, in the order it ran before', () => {
    const before = runGraph(false);
    rmSync(dir, { recursive: true, force: true });
    const after = runGraph(true);
    expect(before).toEqual(['tokens', 'label', 'field', 'focus', 'select', 'page']);
    expect(after).toEqual(before);
  });
});
