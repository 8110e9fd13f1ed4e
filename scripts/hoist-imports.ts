// Lists every chunk a lazily loaded chunk (a page) needs, in that chunk itself, so the browser
// requests them all as soon as the page's chunk arrives: one round trip instead of one per level
// of the chunk graph (a page's imports came in three rounds: page, its imports, theirs). Rollup
// calls this `hoistTransitiveImports`; Rolldown does not implement it yet, so this Vite plugin
// appends the missing imports as bare `import "./x.js";` statements after the chunk's code.
// Appended last, they change nothing in what runs or in which order: by the time the module
// graph reaches them, the chunk's own imports have loaded and run each of them already (a chunk
// inside an import cycle is left alone: there that need not hold). And appended after the last
// line, they leave the source map's lines as they are.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The part of a Rolldown/Rollup output chunk this plugin reads. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
}

function closure(start: readonly string[], chunks: ReadonlyMap<string, ChunkInfo>): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * For each lazily loaded chunk, the chunks it needs through its imports' imports that it does not
 * import itself, leaving out what an entry loads anyway (already there when a page loads).
 */
export function transitiveImportsToHoist(chunks: readonly ChunkInfo[]): Map<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedByEntries = closure(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    byFile,
  );
  const hoisted = new Map<string, string[]>();
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || chunk.isEntry) continue;
    const reachable = closure(chunk.imports, byFile);
    // A chunk inside an import cycle can be reached, and run, from within its own imports; there
    // an appended import could run a module earlier than before. Such a chunk is left as it is.
    if (reachable.has(chunk.fileName)) continue;
    const direct = new Set(chunk.imports);
    const missing = [...reachable]
      .filter((file) => !direct.has(file) && !loadedByEntries.has(file))
      .sort();
    if (missing.length > 0) hoisted.set(chunk.fileName, missing);
  }
  return hoisted;
}

const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;

/** `code` with bare imports of `files` (bundle paths) appended, before a source map comment. */
export function appendImports(code: string, fromFile: string, files: readonly string[]): string {
  const dir = path.posix.dirname(fromFile);
  const statements = files
    .map((file) => {
      const relative = path.posix.relative(dir, file);
      return `import ${JSON.stringify(relative.startsWith('../') ? relative : `./${relative}`)};`;
    })
    .join('');
  const comment = SOURCE_MAP_COMMENT.exec(code);
  if (!comment) return `${code}\n${statements}\n`;
  return `${code.slice(0, comment.index)}\n${statements}${code.slice(comment.index)}`;
}

export function hoistImportsPlugin(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      for (const [fileName, files] of transitiveImportsToHoist(chunks)) {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') continue;
        chunk.code = appendImports(chunk.code, fileName, files);
        chunk.imports.push(...files);
      }
    },
  };
}
