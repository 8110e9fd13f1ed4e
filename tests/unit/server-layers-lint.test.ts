// The server's layer rules (DESIGN.md section 3, docs/architecture.md) are only worth something if
// the lint really refuses a bad import. Each case lints a small file at a path inside server/ with
// the project's own ESLint config, and a good import beside each bad one shows the rule is narrow.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFolderGraph, findCycles } from '../../scripts/module-graph';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const layerRules = new Set([
  '@typescript-eslint/no-restricted-imports',
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
]);

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((message) => message.ruleId && layerRules.has(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('server layer lint rules', () => {
  it("refuses a module importing another module's repo, and allows its service", async () => {
    const bad = await layerErrors(
      'server/modules/vacancies/lint-probe.ts',
      "import { findTagsByIds } from '../tags/repo';\nexport const probe = findTagsByIds;\n",
    );
    expect(bad).toEqual([expect.stringContaining("'../tags/repo' import is restricted")]);
    const good = await layerErrors(
      'server/modules/vacancies/lint-probe.ts',
      "import * as tags from '../tags/service';\nexport const probe = tags;\n",
    );
    expect(good).toEqual([]);
  });

  it("refuses another module's -sql file and views", async () => {
    const bad = await layerErrors(
      'server/modules/vacancies/lint-probe.ts',
      "import * as a from '../applications/escalation-sql';\nimport * as b from '../conversations/views';\nexport const probe = [a, b];\n",
    );
    expect(bad).toHaveLength(2);
  });

  it('refuses a plugin, lib or db file importing a module', async () => {
    for (const file of [
      'server/plugins/lint-probe.ts',
      'server/lib/lint-probe.ts',
      'server/db/lint-probe.ts',
    ]) {
      const bad = await layerErrors(
        file,
        "import * as tags from '../modules/tags/service';\nexport const probe = tags;\n",
      );
      expect(bad, file).toEqual([expect.stringContaining('import-x/no-restricted-paths')]);
    }
    const good = await layerErrors(
      'server/plugins/lint-probe.ts',
      "import * as errors from '../lib/app-error';\nexport const probe = errors;\n",
    );
    expect(good).toEqual([]);
  });

  it('refuses drizzle-orm values, tables and the connection outside *repo.ts and *-sql.ts', async () => {
    const code = [
      "import { eq } from 'drizzle-orm';",
      "import { tags } from '../../db/schema/tags';",
      "import { getDatabase } from '../../db/connection';",
      'export const probe = [eq, tags, getDatabase];',
      '',
    ].join('\n');
    expect(await layerErrors('server/modules/tags/lint-probe.ts', code)).toHaveLength(3);
    expect(
      await layerErrors('server/lib/lint-probe.ts', code.replaceAll('../../', '../')),
    ).toHaveLength(3);
    expect(await layerErrors('server/modules/tags/lint-probe-repo.ts', code)).toEqual([]);
    expect(await layerErrors('server/modules/tags/lint-probe-sql.ts', code)).toEqual([]);
    const typesOnly = [
      "import type { SQL } from 'drizzle-orm';",
      "import type { TagRow } from '../../db/schema/tags';",
      'export type Probe = [SQL, TagRow];',
      '',
    ].join('\n');
    expect(await layerErrors('server/modules/tags/lint-probe.ts', typesOnly)).toEqual([]);
  });
});

describe('folder cycle check (scripts/module-graph.ts, run by npm run lint)', () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'module-graph-'));
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

  function write(file: string, text: string) {
    fs.mkdirSync(path.dirname(path.join(temp, file)), { recursive: true });
    fs.writeFileSync(path.join(temp, file), text);
  }

  it('finds two modules importing each other through different files', () => {
    write('modules/a/service.ts', "import { b } from '../b/use-b';\nexport const a = b;\n");
    write('modules/b/use-b.ts', 'export const b = 1;\n');
    write('modules/b/service.ts', "import type { A } from '../a/types';\nexport type B = A;\n");
    write('modules/a/types.ts', 'export type A = number;\n');
    write('lib/clock.ts', 'export const now = () => new Date();\n');
    write(
      'modules/c/service.ts',
      "import { now } from '../../lib/clock';\nexport const c = now;\n",
    );
    const graph = buildFolderGraph(temp);
    expect([...graph.get('a')!]).toEqual(['b']);
    expect([...graph.get('c')!]).toEqual(['lib']);
    expect(findCycles(graph)).toEqual([['a', 'b']]);
  });

  it('finds no cycle in a one-way graph', () => {
    const graph = new Map([
      ['app', new Set(['a', 'lib'])],
      ['a', new Set(['lib'])],
      ['lib', new Set<string>()],
    ]);
    expect(findCycles(graph)).toEqual([]);
  });
});
