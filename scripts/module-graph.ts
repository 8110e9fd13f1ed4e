// The server's folder graph, read from its import statements: which module (or lib, plugins,
// db) imports which. ESLint checks single imports; a cycle between folders (a -> b -> a) only
// shows in the whole graph, so `npm run lint` runs this with --check, and --write refreshes
// the listing in docs/architecture.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');
const docPath = path.join(root, 'docs', 'architecture.md');
const BEGIN = '<!-- module-graph:begin -->';
const END = '<!-- module-graph:end -->';

export type FolderGraph = Map<string, Set<string>>;

function listSourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : listSourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The folder a server file belongs to: `modules/<name>` by its module name, else its top folder. */
export function folderOf(file: string, dir = serverDir): string | null {
  const rel = path.relative(dir, file).split(path.sep);
  if (rel[0] === '..' || rel.length === 0) return null;
  if (rel[0] === 'modules' && rel.length > 2) return rel[1];
  // app.ts wires every module; env.ts is a leaf every layer reads; index.ts only starts app.
  if (rel.length === 1) return rel[0] === 'env.ts' ? 'env' : 'app';
  return rel[0];
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Folder -> folders it imports, over every non-test file under server/ (or `dir`). */
export function buildFolderGraph(dir = serverDir): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of listSourceFiles(dir)) {
    const from = folderOf(file, dir);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(importPattern)) {
      const target = resolveImport(file, match[1]);
      const to = target ? folderOf(target, dir) : null;
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Every cycle's folders, each cycle once (found by Tarjan's strongly connected components). */
export function findCycles(graph: FolderGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node)!, lowLinks.get(next)!));
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return components;
}

export function renderGraph(graph: FolderGraph): string {
  const layers = ['app', 'plugins', 'lib', 'db', 'env'];
  const names = [...graph.keys()].sort((a, b) => {
    const rank = (n: string) => (layers.includes(n) ? layers.indexOf(n) : -1);
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  const lines = names.map((name) => {
    const targets = [...graph.get(name)!].sort();
    return `${name.padEnd(18)} -> ${targets.length ? targets.join(', ') : '(nothing)'}`;
  });
  return ['```text', ...lines, '```'].join('\n');
}

function readListing(doc: string): string | null {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  return start < 0 || end < start ? null : doc.slice(start + BEGIN.length, end).trim();
}

function main() {
  const graph = buildFolderGraph();
  const cycles = findCycles(graph);
  const listing = renderGraph(graph);
  const args = new Set(process.argv.slice(2));
  const doc = fs.readFileSync(docPath, 'utf8');
  let failed = false;
  if (args.has('--write')) {
    if (readListing(doc) === null) throw new Error(`${docPath} has no ${BEGIN} ... ${END} block`);
    const start = doc.indexOf(BEGIN) + BEGIN.length;
    fs.writeFileSync(
      docPath,
      `${doc.slice(0, start)}\n\n${listing}\n\n${doc.slice(doc.indexOf(END))}`,
    );
  } else if (args.has('--check')) {
    // The listing is documentation people rely on: an import that changes the graph updates it.
    if (readListing(doc) !== listing) {
      console.error(
        'docs/architecture.md lists an old server folder graph: run npm run module-graph.',
      );
      failed = true;
    }
  } else {
    console.log(listing);
  }
  for (const cycle of cycles) console.error(`Folder cycle in server/: ${cycle.join(' <-> ')}`);
  if (cycles.length > 0) {
    console.error('Move what both sides need below them (server/lib) or call one way only.');
  }
  if (failed || cycles.length > 0) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
