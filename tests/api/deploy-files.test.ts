// The deployment files (Dockerfile, .dockerignore, compose.yaml, deploy/, docs/deploy.md and the
// README's settings): the project's machines can pull and build no container images, so this
// checks what can be checked without them. compose.yaml's shape (PostgreSQL, two API instances,
// the balancer, the S3 store) and its API settings, which must pass server/env.ts's own
// validation; the Dockerfile's stages, user, command and copies (every file and package the
// server imports must be in the image); that every environment variable compose.yaml, the docs
// and the README name is one server/env.ts reads; and the image's CMD itself, started with
// compose.yaml's settings on a fresh database, until /api/v1/ready answers and SIGTERM stops it.
// The checks are functions that return problems, and the last block feeds them broken copies of
// the files, so a check that cannot fail is noticed. `docker compose config`, `caddy adapt` and
// `systemd-analyze verify` run where those tools are installed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings, REPO_ROOT } from '../../server/env';
import { createTestDatabase, TEST_DATABASE_URL } from '../support/api-harness';
import { startFakeS3 } from '../support/fake-s3';
import { findFreePort } from '../support/spawn-server';

// js-yaml comes with ESLint (a devDependency); the project needs no YAML parser of its own, and
// the package ships no types, hence require and the one signature used here.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// ---------------------------------------------------------------------------------------------
// The files

interface DeployFiles {
  compose: string;
  composeEnv: string;
  dockerfile: string;
  dockerignore: string;
  caddyfile: string;
  garageToml: string;
  doc: string;
  readme: string;
  unit: string;
  unitEnv: string;
  packageJson: string;
  envTs: string;
}

const readRepoFile = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

function readDeployFiles(): DeployFiles {
  return {
    compose: readRepoFile('compose.yaml'),
    composeEnv: readRepoFile('deploy/compose.env.example'),
    dockerfile: readRepoFile('Dockerfile'),
    dockerignore: readRepoFile('.dockerignore'),
    caddyfile: readRepoFile('deploy/Caddyfile'),
    garageToml: readRepoFile('deploy/garage.toml'),
    doc: readRepoFile('docs/deploy.md'),
    readme: readRepoFile('README.md'),
    unit: readRepoFile('deploy/volunteerly.service'),
    unitEnv: readRepoFile('deploy/volunteerly.env.example'),
    packageJson: readRepoFile('package.json'),
    envTs: readRepoFile('server/env.ts'),
  };
}

/** Every variable server/env.ts reads: readString(env, 'NAME'), readBoolean(env, 'NAME' ... */
function settingNames(envTs: string): Set<string> {
  const names = [
    ...envTs.matchAll(/read(?:String|Boolean|Integer|Url)\(\s*env,\s*'([A-Z][A-Z0-9_]*)'/g),
  ].map((m) => m[1]!);
  return new Set(names);
}

/** NAME=value lines of an env file (comments and blank lines skipped). */
function parseEnvFile(text: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (m) vars.set(m[1]!, m[2]!.trim());
  }
  return vars;
}

// ---------------------------------------------------------------------------------------------
// Compose: interpolation as Compose does it (${NAME}, ${NAME:-default}, ${NAME-default},
// ${NAME:?message}, ${NAME?message}, $$), applied to the parsed file's strings.

const INTERPOLATION = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

function interpolate(text: string, vars: Map<string, string>): string {
  return text.replace(INTERPOLATION, (whole, name: string, op: string | undefined, arg = '') => {
    if (whole === '$$') return '$';
    const value = vars.get(name);
    if (op === ':-') return value ? value : arg;
    if (op === '-') return value ?? arg;
    if ((op === ':?' && !value) || (op === '?' && value === undefined)) {
      throw new Error(`compose.yaml needs ${name}: ${arg}`);
    }
    return value ?? '';
  });
}

function interpolateAll(value: unknown, vars: Map<string, string>): unknown {
  if (typeof value === 'string') return interpolate(value, vars);
  if (Array.isArray(value)) return value.map((v) => interpolateAll(v, vars));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, interpolateAll(v, vars)] as const),
    );
  }
  return value;
}

/** The strings of a parsed YAML document (where Compose interpolates; comments are gone). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The variables compose.yaml interpolates, and which of them it requires (`:?`). */
function composeVariables(compose: string): { all: Set<string>; required: Set<string> } {
  const all = new Set<string>();
  const required = new Set<string>();
  for (const text of stringsOf(yaml.load(compose))) {
    for (const m of text.matchAll(INTERPOLATION)) {
      if (!m[1]) continue;
      all.add(m[1]);
      if (m[2] === ':?' || m[2] === '?') required.add(m[1]);
    }
  }
  return { all, required };
}

/** A value for each secret the example leaves empty, in the format its comment asks for. */
function exampleSecret(name: string): string {
  if (name === 'S3_ACCESS_KEY_ID') return `GK${randomBytes(16).toString('hex')}`;
  return randomBytes(name === 'POSTGRES_PASSWORD' ? 24 : 32).toString('hex');
}

/** The example .env with its empty secrets filled in, as an operator would. */
function filledComposeEnv(files: DeployFiles): Map<string, string> {
  const vars = parseEnvFile(files.composeEnv);
  const { required } = composeVariables(files.compose);
  for (const name of required) if (!vars.get(name)) vars.set(name, exampleSecret(name));
  return vars;
}

type Service = {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  command?: string | string[];
  environment?: Record<string, unknown> | string[];
  healthcheck?: { test?: string | string[] };
  depends_on?: string[] | Record<string, { condition?: string }>;
  volumes?: string[];
  ports?: string[];
  networks?: string[] | Record<string, unknown>;
};
type Compose = {
  services?: Record<string, Service>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } } | null>;
};

function loadCompose(text: string, vars: Map<string, string>): Compose {
  return interpolateAll(yaml.load(text), vars) as Compose;
}

function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const i = entry.indexOf('=');
        return i < 0 ? [entry, ''] : [entry.slice(0, i), entry.slice(i + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v == null ? '' : String(v)]));
}

function networksOf(service: Service): string[] {
  const n = service.networks ?? [];
  return Array.isArray(n) ? n : Object.keys(n);
}

function dependsOn(service: Service): Record<string, string> {
  const d = service.depends_on ?? [];
  if (Array.isArray(d)) return Object.fromEntries(d.map((name) => [name, 'service_started']));
  return Object.fromEntries(
    Object.entries(d).map(([name, v]) => [name, v?.condition ?? 'service_started']),
  );
}

/** The services built from this repository's Dockerfile: the API instances. */
function apiServiceNames(compose: Compose): string[] {
  return Object.entries(compose.services ?? {})
    .filter(([, s]) => {
      const context = typeof s.build === 'string' ? s.build : s.build?.context;
      return context === '.' || context === './';
    })
    .map(([name]) => name);
}

/** The upstreams of the Caddyfile's reverse_proxy lines. */
function caddyUpstreams(caddyfile: string): string[] {
  return [...caddyfile.matchAll(/^\s*reverse_proxy\s+([^{\n]+?)\s*\{?\s*$/gm)].flatMap((m) =>
    m[1]!.split(/\s+/).filter(Boolean),
  );
}

function checkCompose(files: DeployFiles, vars = filledComposeEnv(files)): string[] {
  const problems: string[] = [];
  const known = settingNames(files.envTs);
  let compose: Compose;
  try {
    compose = loadCompose(files.compose, vars);
  } catch (error) {
    return [`compose.yaml: ${(error as Error).message}`];
  }
  const services = compose.services ?? {};
  const postgres = services.postgres;
  const s3 = services.s3;
  const balancer = services.balancer;
  if (!postgres) problems.push('no postgres service');
  if (!s3) problems.push('no s3 service');
  if (!balancer) problems.push('no balancer service');
  if (postgres && !/^postgres:1[5-9]\b/.test(postgres.image ?? '')) {
    problems.push(`postgres runs ${postgres.image}, not PostgreSQL 15 or later`);
  }
  if (postgres && !postgres.healthcheck?.test) problems.push('postgres has no healthcheck');
  if (s3 && !s3.healthcheck?.test) problems.push('s3 has no healthcheck');

  // Bind mounts name files of this repository.
  for (const [name, service] of Object.entries(services)) {
    for (const volume of service.volumes ?? []) {
      const source = volume.split(':')[0]!;
      if (source.startsWith('.') && !fs.existsSync(path.join(REPO_ROOT, source))) {
        problems.push(`${name} mounts ${source}, which does not exist`);
      }
    }
  }

  // The network the balancer and the API instances share, and its range.
  const subnets = Object.entries(compose.networks ?? {}).map(
    ([name, n]) => [name, n?.ipam?.config?.[0]?.subnet] as const,
  );

  const apis = apiServiceNames(compose);
  if (apis.length < 2) problems.push(`${apis.length} API instance(s) built from the Dockerfile`);
  const pgEnv = postgres ? environmentOf(postgres) : {};
  const s3Env = s3 ? environmentOf(s3) : {};
  const region = /^\s*s3_region\s*=\s*"([^"]+)"/m.exec(files.garageToml)?.[1];
  const s3Port = /^\s*api_bind_addr\s*=\s*"[^"]*:(\d+)"/m.exec(files.garageToml)?.[1];
  for (const name of apis) {
    const service = services[name]!;
    const env = environmentOf(service);
    const where = `${name}:`;
    for (const key of Object.keys(env)) {
      if (!known.has(key)) problems.push(`${where} ${key} is not a setting server/env.ts reads`);
    }
    if (env.NODE_ENV !== 'production') problems.push(`${where} NODE_ENV is not production`);
    if (env.SEED_DEMO !== 'false') problems.push(`${where} SEED_DEMO is "${env.SEED_DEMO}"`);
    // The database: the postgres service, with its user, password and database.
    try {
      const db = new URL(env.DATABASE_URL ?? '');
      if (db.hostname !== 'postgres' || db.port !== '5432') {
        problems.push(`${where} DATABASE_URL points at ${db.host}, not postgres:5432`);
      }
      if (db.username !== pgEnv.POSTGRES_USER || db.password !== pgEnv.POSTGRES_PASSWORD) {
        problems.push(`${where} DATABASE_URL's user or password is not the postgres service's`);
      }
      if (db.pathname !== `/${pgEnv.POSTGRES_DB}`) {
        problems.push(`${where} DATABASE_URL names ${db.pathname}, not ${pgEnv.POSTGRES_DB}`);
      }
    } catch {
      problems.push(`${where} DATABASE_URL is not a URL`);
    }
    // The store: the s3 service, with the bucket and key it creates, in its region.
    try {
      const store = new URL(env.S3_URL ?? '');
      if (store.hostname !== 's3' || store.port !== s3Port) {
        problems.push(`${where} S3_URL points at ${store.host}, not s3:${s3Port}`);
      }
    } catch {
      problems.push(`${where} S3_URL is not a URL`);
    }
    if (env.S3_BUCKET !== s3Env.GARAGE_DEFAULT_BUCKET) {
      problems.push(`${where} S3_BUCKET is not the bucket the s3 service creates`);
    }
    if (
      env.S3_ACCESS_KEY_ID !== s3Env.GARAGE_DEFAULT_ACCESS_KEY ||
      env.S3_SECRET_ACCESS_KEY !== s3Env.GARAGE_DEFAULT_SECRET_KEY
    ) {
      problems.push(`${where} the S3 keys are not the ones the s3 service creates`);
    }
    if (env.S3_REGION !== region) {
      problems.push(`${where} S3_REGION is ${env.S3_REGION}, deploy/garage.toml says ${region}`);
    }
    // TRUST_PROXY: the range of the network the API shares with the balancer.
    const shared = networksOf(service).filter((n) => balancer && networksOf(balancer).includes(n));
    const ranges = subnets.filter(([n]) => shared.includes(n)).map(([, subnet]) => subnet);
    if (!env.TRUST_PROXY) problems.push(`${where} no TRUST_PROXY`);
    else if (!ranges.includes(env.TRUST_PROXY)) {
      problems.push(`${where} TRUST_PROXY ${env.TRUST_PROXY} is not the balancer's network range`);
    }
    // Health: the readiness route; started after the database and the store are healthy.
    const test = service.healthcheck?.test;
    const testText = Array.isArray(test) ? test.join(' ') : (test ?? '');
    if (!testText.includes('/api/v1/ready')) {
      problems.push(`${where} the healthcheck does not ask /api/v1/ready`);
    }
    if (Array.isArray(test) && test.some((part) => typeof part !== 'string')) {
      problems.push(`${where} the healthcheck has a part that is not a string`);
    }
    const deps = dependsOn(service);
    for (const needed of ['postgres', 's3']) {
      if (deps[needed] !== 'service_healthy') {
        problems.push(`${where} does not wait for ${needed} to be healthy`);
      }
    }
    // The settings pass the server's own validation.
    try {
      const settings = loadSettings(env);
      if (!settings.s3) problems.push(`${where} no S3 store`);
      if (!settings.requireAdminTwoFactor) problems.push(`${where} admins need no second factor`);
      if (settings.devMailReader) problems.push(`${where} the development mail reader is on`);
      if (settings.enableTestRoutes) problems.push(`${where} test routes are on`);
    } catch (error) {
      problems.push(`${where} ${(error as Error).message}`);
    }
  }

  // The balancer: publishes a port, mounts a Caddyfile that names every API instance (and
  // nothing else), checks readiness, and shares the API's network.
  if (balancer) {
    if (!(balancer.ports ?? []).some((p) => String(p).endsWith(':80'))) {
      problems.push('balancer: publishes no port to its port 80');
    }
    if (!(balancer.volumes ?? []).some((v) => v.startsWith('./deploy/Caddyfile:'))) {
      problems.push('balancer: does not mount deploy/Caddyfile');
    }
    const upstreams = caddyUpstreams(files.caddyfile).sort();
    const expected = apis.map((name) => `${name}:${environmentOf(services[name]!).PORT}`).sort();
    if (JSON.stringify(upstreams) !== JSON.stringify(expected)) {
      problems.push(`Caddyfile: upstreams ${upstreams.join(' ')}, expected ${expected.join(' ')}`);
    }
    if (!/^\s*health_uri\s+\/api\/v1\/ready\s*$/m.test(files.caddyfile)) {
      problems.push('Caddyfile: no active health check on /api/v1/ready');
    }
  }

  // The demo data stays off when .env does not turn it on.
  const withoutSeed = new Map(vars);
  withoutSeed.delete('SEED_DEMO');
  try {
    const plain = loadCompose(files.compose, withoutSeed);
    for (const name of apiServiceNames(plain)) {
      const seed = environmentOf(plain.services![name]!).SEED_DEMO;
      if (seed !== 'false') problems.push(`${name}: SEED_DEMO defaults to "${seed}"`);
    }
  } catch (error) {
    problems.push(`compose.yaml: ${(error as Error).message}`);
  }

  // The example .env: the variables compose.yaml interpolates, no more, no fewer.
  const { all } = composeVariables(files.compose);
  const example = parseEnvFile(files.composeEnv);
  for (const name of all) {
    if (!example.has(name)) problems.push(`deploy/compose.env.example lacks ${name}`);
  }
  for (const name of example.keys()) {
    if (!all.has(name)) problems.push(`deploy/compose.env.example has ${name}, unused`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Dockerfile

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  image: string;
  name: string | null;
  instructions: Instruction[];
}

function parseDockerfile(text: string): { stages: Stage[]; args: Map<string, string> } {
  const lines: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    if (/^\s*#/.test(raw) && current === '') continue;
    if (/^\s*#/.test(raw)) continue; // a comment inside a continued instruction
    const continued = /\\\s*$/.test(raw);
    current += (current ? ' ' : '') + raw.replace(/\\\s*$/, '').trim();
    if (!continued) {
      if (current.trim()) lines.push(current.trim());
      current = '';
    }
  }
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { op: op.toUpperCase(), args: rest };
    if (instruction.op === 'FROM') {
      const tokens = rest.split(/\s+/).filter((t) => !t.startsWith('--'));
      const image = tokens[0]!.replace(
        /\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g,
        (_m, name: string) => args.get(name) ?? '',
      );
      const asIndex = tokens.findIndex((t) => t.toUpperCase() === 'AS');
      stages.push({ image, name: asIndex >= 0 ? tokens[asIndex + 1]! : null, instructions: [] });
    } else if (instruction.op === 'ARG' && stages.length === 0) {
      const [name, value = ''] = rest.split('=');
      args.set(name!.trim(), value.trim());
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { stages, args };
}

function copyParts(args: string): { from: string | null; sources: string[]; dest: string } {
  const tokens = args.trim().startsWith('[')
    ? (JSON.parse(args) as string[])
    : args.split(/\s+/).filter(Boolean);
  const from = tokens.find((t) => t.startsWith('--from='))?.slice('--from='.length) ?? null;
  const paths = tokens.filter((t) => !t.startsWith('--'));
  return { from, sources: paths.slice(0, -1), dest: paths.at(-1)! };
}

/** Whether a .dockerignore pattern list leaves `source` out of the build context. */
function ignoredByDockerignore(patterns: string[], source: string): boolean {
  const clean = source.replace(/^\.\//, '').replace(/\/$/, '');
  return patterns.some((pattern) => {
    const p = pattern.replace(/^\.?\//, '').replace(/\/$/, '');
    if (p.startsWith('!')) return false;
    const regex = new RegExp(
      `^${p
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*')}(/.*)?$`,
    );
    return regex.test(clean);
  });
}

/** Relative and bare imports of a TypeScript file (type-only imports skipped: they are erased). */
function importsOf(source: string): string[] {
  const found: string[] = [];
  const statement =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(statement)) if (!m[2]) found.push(m[3]!);
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]!);
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const BUILTINS = new Set(builtinModules);

function checkDockerfile(files: DeployFiles): string[] {
  const problems: string[] = [];
  const { stages } = parseDockerfile(files.dockerfile);
  if (stages.length < 2) problems.push(`Dockerfile: ${stages.length} stage(s), not multi-stage`);
  const images = new Set(stages.map((s) => s.image));
  if (images.size !== 1) {
    problems.push(`Dockerfile: stages on different images (${[...images].join(', ')}): sharp`);
  }
  if ([...images].some((image) => !image || /alpine/.test(image))) {
    problems.push('Dockerfile: a stage without a glibc image');
  }
  const runtime = stages.at(-1);
  if (!runtime) return problems;
  const ops = (op: string) => runtime.instructions.filter((i) => i.op === op);

  // Not root.
  const user = ops('USER').at(-1)?.args.trim().split(':')[0];
  if (!user) problems.push('Dockerfile: the runtime stage has no USER');
  else if (user === 'root' || user === '0') problems.push('Dockerfile: runs as root');

  // The command of `npm run serve`.
  const pkg = JSON.parse(files.packageJson) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const cmd = ops('CMD').at(-1)?.args;
  let command: string[] = [];
  try {
    command = cmd ? (JSON.parse(cmd) as string[]) : [];
  } catch {
    problems.push('Dockerfile: CMD is not in exec form (signals would go to a shell)');
  }
  if (command.join(' ') !== pkg.scripts.serve) {
    problems.push(`Dockerfile: CMD "${command.join(' ')}" is not "${pkg.scripts.serve}"`);
  }
  if (ops('ENTRYPOINT').length > 0) problems.push('Dockerfile: an ENTRYPOINT wraps the CMD');
  if (!ops('HEALTHCHECK').some((i) => i.args.includes('/api/v1/ready'))) {
    problems.push('Dockerfile: no HEALTHCHECK on /api/v1/ready');
  }

  // What the runtime stage holds: dist from the build stage, node_modules from a stage that
  // installed without devDependencies, and sources from the build context.
  const copies = ops('COPY').map((i) => copyParts(i.args));
  const stageByName = new Map(stages.map((s) => [s.name, s]));
  const fromStage = (source: string) =>
    copies.find((c) => c.from && c.sources.some((s) => s.replace(/\/$/, '').endsWith(source)));
  const dist = fromStage('/dist');
  if (
    !dist ||
    !stageByName.get(dist.from)?.instructions.some((i) => /npm run build/.test(i.args))
  ) {
    problems.push('Dockerfile: dist/ is not copied from the stage that runs npm run build');
  }
  const modules = fromStage('/node_modules');
  const modulesStage = modules ? stageByName.get(modules.from) : undefined;
  if (!modulesStage?.instructions.some((i) => /npm ci\b.*--omit=dev/.test(i.args))) {
    problems.push('Dockerfile: node_modules does not come from `npm ci --omit=dev`');
  }
  // The runtime runs through tsx: without devDependencies it must be a dependency.
  const runner = command[2];
  if (runner && !pkg.dependencies[runner]) {
    problems.push(`package.json: ${runner} (the CMD's --import) is not in dependencies`);
  }
  const ignore = files.dockerignore
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  for (const needed of ['node_modules', '.env', '.git']) {
    if (!ignore.includes(needed)) problems.push(`.dockerignore does not leave out ${needed}`);
  }
  const contextSources = copies.filter((c) => !c.from).flatMap((c) => c.sources);
  for (const source of contextSources) {
    if (!fs.existsSync(path.join(REPO_ROOT, source))) {
      problems.push(`Dockerfile: copies ${source}, which does not exist`);
    }
    if (ignoredByDockerignore(ignore, source)) {
      problems.push(`Dockerfile: copies ${source}, which .dockerignore leaves out`);
    }
  }
  // The build stage sends the whole context (COPY . .): nothing the build needs may be left out.
  for (const needed of ['src', 'sw', 'scripts', 'index.html', 'vite.config.ts', 'CHANGELOG.md']) {
    if (ignoredByDockerignore(ignore, needed)) {
      problems.push(`.dockerignore leaves out ${needed}, which npm run build needs`);
    }
  }

  // Everything the server imports is in the image: relative imports stay inside the copied
  // folders, packages are dependencies (not devDependencies) or Node's own.
  const copiedTop = new Set(contextSources.map((s) => s.replace(/^\.\//, '').split('/')[0]!));
  const entry = command.at(-1) ?? 'server/index.ts';
  const roots = [...copiedTop].filter((top) => {
    const full = path.join(REPO_ROOT, top);
    return fs.existsSync(full) && fs.statSync(full).isDirectory();
  });
  if (!copiedTop.has(entry.split('/')[0]!)) {
    problems.push(`Dockerfile: the CMD's ${entry} is not copied`);
  }
  const missingPackages = new Set<string>();
  const outside = new Set<string>();
  for (const root of roots) {
    for (const file of sourceFiles(path.join(REPO_ROOT, root))) {
      for (const specifier of importsOf(fs.readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('.')) {
          const target = path.relative(REPO_ROOT, path.resolve(path.dirname(file), specifier));
          if (!copiedTop.has(target.split(path.sep)[0]!)) {
            outside.add(`${path.relative(REPO_ROOT, file)} -> ${specifier}`);
          }
          continue;
        }
        const name = packageOf(specifier);
        if (specifier.startsWith('node:') || BUILTINS.has(name)) continue;
        if (!pkg.dependencies[name]) missingPackages.add(name);
      }
    }
  }
  for (const name of missingPackages) {
    problems.push(`the server imports ${name}, which is not in package.json's dependencies`);
  }
  for (const edge of outside) problems.push(`the image lacks what ${edge} imports`);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Docs: the names they use are settings, and what they quote is what the files say.

/** The names in the first column of the first table at or after `heading`. */
function tableNames(markdown: string, heading: RegExp): string[] {
  const start = markdown.search(heading);
  if (start < 0) return [];
  const lines = markdown.slice(start).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  if (first < 0) return [];
  const end = lines.findIndex((l, i) => i > first && !l.startsWith('|'));
  return lines
    .slice(first, end < 0 ? undefined : end)
    .filter((l) => l.startsWith('| `'))
    .flatMap((l) => [...l.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

function codeBlocks(markdown: string, language: string): string[] {
  return [...markdown.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map(
    (m) => m[1]!,
  );
}

function checkDocs(files: DeployFiles): string[] {
  const problems: string[] = [];
  const known = settingNames(files.envTs);
  const { all: composeVars } = composeVariables(files.compose);
  let otherImages = new Set<string>();
  try {
    const compose = loadCompose(files.compose, filledComposeEnv(files));
    const apis = new Set(apiServiceNames(compose));
    otherImages = new Set(
      Object.entries(compose.services ?? {})
        .filter(([name]) => !apis.has(name))
        .flatMap(([, s]) => Object.keys(environmentOf(s))),
    );
  } catch {
    // checkCompose reports it
  }
  const doc = files.doc;
  if (!/cannot pull or build/i.test(doc)) {
    problems.push('docs/deploy.md does not say that images cannot be pulled or built here');
  }
  // The settings table names settings; the .env table names what compose.yaml interpolates.
  const settingsTable = tableNames(doc, /^## Settings$/m);
  if (settingsTable.length < 10) problems.push('docs/deploy.md: no settings table');
  for (const name of settingsTable) {
    if (!known.has(name)) problems.push(`docs/deploy.md: ${name} is not a setting`);
  }
  const envTable = tableNames(doc, /^What `compose.yaml` reads/m);
  if (envTable.length < 5) problems.push('docs/deploy.md: no table of what compose.yaml reads');
  for (const name of envTable) {
    if (!composeVars.has(name)) problems.push(`docs/deploy.md: compose.yaml does not read ${name}`);
  }
  // Every NAME_WITH_UNDERSCORES, and every NAME= in a code block, is a setting, a variable of
  // compose.yaml or a setting of one of its other images.
  const allowed = new Set([...known, ...composeVars, ...otherImages]);
  const named = new Set([
    ...[...doc.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)].map((m) => m[0]),
    ...codeBlocks(doc, '(?:sh|ini)?')
      .flatMap((block) => [...block.matchAll(/^\s*(?:export\s+)?([A-Z][A-Z0-9_]*)=/gm)])
      .map((m) => m[1]!),
  ]);
  for (const name of named) {
    if (!allowed.has(name)) problems.push(`docs/deploy.md names ${name}, which nothing reads`);
  }
  // The unit and its settings, quoted as they are in deploy/.
  if (!codeBlocks(doc, 'ini').includes(files.unit)) {
    problems.push('docs/deploy.md does not quote deploy/volunteerly.service as it is');
  }
  if (!codeBlocks(doc, 'sh').includes(files.unitEnv)) {
    problems.push('docs/deploy.md does not quote deploy/volunteerly.env.example as it is');
  }
  // The README's settings table, and its pointer to the deployment.
  for (const name of tableNames(files.readme, /^## Settings$/m)) {
    if (!known.has(name)) problems.push(`README.md: ${name} is not a setting`);
  }
  for (const name of ['S3_URL', 'S3_BUCKET', 'S3_REGION', 'S3_FORCE_PATH_STYLE']) {
    if (!tableNames(files.readme, /^## Settings$/m).includes(name)) {
      problems.push(`README.md's settings table lacks ${name}`);
    }
  }
  if (
    !/^### Deploying and scaling$/m.test(files.readme) ||
    !files.readme.includes('docs/deploy.md')
  ) {
    problems.push('README.md has no "Deploying and scaling" pointing at docs/deploy.md');
  }
  return problems;
}

function checkUnit(files: DeployFiles): string[] {
  const problems: string[] = [];
  const known = settingNames(files.envTs);
  const directive = (name: string) =>
    new RegExp(`^${name}=(.*)$`, 'm').exec(files.unit)?.[1]?.trim() ?? null;
  const user = directive('User');
  if (!user || user === 'root' || user === '0') problems.push(`unit: User=${user}`);
  if (!directive('EnvironmentFile')) problems.push('unit: no EnvironmentFile=');
  if (!/^(on-failure|always|on-abnormal)$/.test(directive('Restart') ?? '')) {
    problems.push('unit: no Restart=');
  }
  const pkg = JSON.parse(files.packageJson) as { scripts: Record<string, string> };
  const [node, ...args] = (directive('ExecStart') ?? '').split(/\s+/);
  if (!node?.endsWith('/node') || `node ${args.join(' ')}` !== pkg.scripts.serve) {
    problems.push(`unit: ExecStart is not "${pkg.scripts.serve}"`);
  }
  const env = parseEnvFile(files.unitEnv);
  for (const name of env.keys()) {
    if (!known.has(name)) problems.push(`volunteerly.env.example: ${name} is not a setting`);
  }
  try {
    const settings = loadSettings(Object.fromEntries(env));
    if (settings.seedDemo) problems.push('volunteerly.env.example seeds the demo data');
    if (!settings.trustProxy) problems.push('volunteerly.env.example trusts no proxy');
  } catch (error) {
    problems.push(`volunteerly.env.example: ${(error as Error).message}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

describe('the deployment files', () => {
  const files = readDeployFiles();

  it('reads the settings server/env.ts reads', () => {
    const names = settingNames(files.envTs);
    expect(names.size).toBeGreaterThan(30);
    for (const name of ['DATABASE_URL', 'TRUST_PROXY', 'S3_URL', 'S3_SECRET_ACCESS_KEY', 'PORT']) {
      expect(names).toContain(name);
    }
  });

  it('compose.yaml: PostgreSQL, two API instances on it, the balancer over them, the S3 store', () => {
    expect(checkCompose(files)).toEqual([]);
    // Every secret is required: Compose stops while one is empty.
    for (const secret of ['POSTGRES_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'GARAGE_RPC_SECRET']) {
      const withoutIt = filledComposeEnv(files);
      withoutIt.set(secret, '');
      expect(() => loadCompose(files.compose, withoutIt)).toThrow(secret);
    }
  });

  it('Dockerfile: multi-stage, not root, the command of npm run serve, all the server needs', () => {
    expect(checkDockerfile(files)).toEqual([]);
  });

  it('docs/deploy.md and README.md name only settings the server reads, and quote the unit', () => {
    expect(checkDocs(files)).toEqual([]);
  });

  it('the systemd unit: a user, the settings file, restarts, the command of npm run serve', () => {
    expect(checkUnit(files)).toEqual([]);
  });

  it('the checks catch broken files', () => {
    const broken = (patch: Partial<DeployFiles>) => ({ ...files, ...patch });
    const replace = (text: string, from: string | RegExp, to: string) => {
      const changed = text.replace(from, to);
      expect(changed, `the files no longer contain ${from}`).not.toBe(text);
      return changed;
    };
    const expectProblem = (problems: string[], pattern: RegExp) =>
      expect(
        problems.some((p) => pattern.test(p)),
        `${pattern} not among:\n${problems.join('\n')}`,
      ).toBe(true);

    const compose = files.compose;
    expectProblem(
      checkCompose(broken({ compose: replace(compose, /^ {4}TRUST_PROXY:.*\n/m, '') })),
      /no TRUST_PROXY/,
    );
    expectProblem(
      checkCompose(broken({ compose: replace(compose, 'SEED_DEMO:-false', 'SEED_DEMO:-true') })),
      /SEED_DEMO defaults to "true"/,
    );
    expectProblem(
      checkCompose(broken({ compose: replace(compose, '@postgres:5432', '@db:5432') })),
      /DATABASE_URL points at db:5432/,
    );
    expectProblem(
      checkCompose(broken({ compose: replace(compose, 'S3_URL:', 'S3_ENDPOINT:') })),
      /S3_ENDPOINT is not a setting/,
    );
    expectProblem(
      checkCompose(broken({ compose: replace(compose, /TRUST_PROXY: .*/, 'TRUST_PROXY: true') })),
      /TRUST_PROXY/,
    );
    expectProblem(
      checkCompose(broken({ compose: replace(compose, /^ {2}api-2:\n {4}<<: \*api\n/m, '') })),
      /1 API instance/,
    );
    expectProblem(
      checkCompose(broken({ caddyfile: replace(files.caddyfile, ' api-2:8080', '') })),
      /Caddyfile: upstreams api-1:8080, expected/,
    );
    expectProblem(
      checkCompose(broken({ compose: replace(compose, '/api/v1/ready', '/api/v1/health') })),
      /healthcheck does not ask \/api\/v1\/ready/,
    );

    const dockerfile = files.dockerfile;
    expectProblem(
      checkDockerfile(broken({ dockerfile: replace(dockerfile, /^USER .*$/m, '') })),
      /no USER/,
    );
    expectProblem(
      checkDockerfile(broken({ dockerfile: replace(dockerfile, /^USER .*$/m, 'USER root') })),
      /runs as root/,
    );
    expectProblem(
      checkDockerfile(
        broken({ dockerfile: replace(dockerfile, /^CMD .*$/m, 'CMD ["npm", "start"]') }),
      ),
      /CMD "npm start"/,
    );
    expectProblem(
      checkDockerfile(broken({ dockerfile: replace(dockerfile, /^COPY i18n .*$/m, '') })),
      /lacks what server\/.* imports/,
    );
    expectProblem(
      checkDockerfile(broken({ dockerfile: replace(dockerfile, /^COPY --from=build .*$/m, '') })),
      /dist\/ is not copied/,
    );
    expectProblem(
      checkDockerfile(
        broken({
          dockerfile: replace(
            dockerfile,
            /^FROM \$\{NODE_IMAGE\} AS runtime$/m,
            'FROM node:20-alpine AS runtime',
          ),
        }),
      ),
      /different images/,
    );
    expectProblem(
      checkDockerfile(broken({ dockerignore: `${files.dockerignore}\ncommon\n` })),
      /copies common, which \.dockerignore leaves out/,
    );
    expectProblem(
      checkDockerfile(broken({ packageJson: replace(files.packageJson, /"tsx": "[^"]+",\n/, '') })),
      /tsx .* is not in dependencies/,
    );
    expectProblem(
      checkDockerfile(
        broken({ packageJson: replace(files.packageJson, /"sharp": "[^"]+",\n/, '') }),
      ),
      /the server imports sharp, which is not in package.json's dependencies/,
    );

    expectProblem(
      checkDocs(broken({ doc: `${files.doc}\nSet \`REDIS_URL\` too.\n` })),
      /REDIS_URL, which nothing reads/,
    );
    expectProblem(
      checkDocs(broken({ doc: replace(files.doc, '| `SEED_DEMO`   ', '| `DEMO_SEED`   ') })),
      /DEMO_SEED is not a setting/,
    );
    expectProblem(
      checkDocs(broken({ unit: replace(files.unit, 'Restart=on-failure', 'Restart=always') })),
      /does not quote deploy\/volunteerly.service/,
    );
    expectProblem(
      checkUnit(broken({ unit: replace(files.unit, 'User=volunteerly', 'User=root') })),
      /User=root/,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The image's command, started as compose.yaml starts it.

const which = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** Runs a health check command (exec form, without "CMD") with `env`; its exit code. */
function runHealthcheck(command: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  const [program, ...args] = command;
  const child = spawn(program === 'node' ? process.execPath : program!, args, {
    env,
    stdio: 'ignore',
  });
  return waitForExit(child);
}

describe("the image's command with compose.yaml's settings", () => {
  it('migrates a fresh database, answers /api/v1/ready and stops on SIGTERM', async () => {
    const files = readDeployFiles();
    const compose = loadCompose(files.compose, filledComposeEnv(files));
    const [api] = apiServiceNames(compose);
    const env = environmentOf(compose.services![api!]!);

    // The postgres and s3 services are not here: a fresh database (PostgreSQL when the suite
    // runs on one, else the embedded one) and a local S3 server stand in for them.
    const s3 = await startFakeS3();
    cleanups.push(() => s3.close());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteerly-deploy-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    if (TEST_DATABASE_URL) {
      const database = await createTestDatabase({ prepare: false });
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url!;
    } else {
      delete env.DATABASE_URL;
    }
    const port = await findFreePort();
    const metricsToken = randomBytes(16).toString('hex');
    const serverEnv: NodeJS.ProcessEnv = {
      // Only what the container would have besides compose.yaml's settings.
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      ...env,
      ...s3.env,
      S3_REGION: 'us-east-1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: 'warn',
    };

    const [program, ...args] = JSON.parse(
      parseDockerfile(files.dockerfile)
        .stages.at(-1)!
        .instructions.filter((i) => i.op === 'CMD')
        .at(-1)!.args,
    ) as string[];
    expect(program).toBe('node');
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await waitForExit(child);
      process.off('exit', killOnExit);
    });

    const base = `http://127.0.0.1:${port}`;
    // The first start migrates an empty database: generous on a busy machine.
    const deadline = Date.now() + 150_000;
    for (;;) {
      expect(child.exitCode, `the server exited:\n${output}`).toBeNull();
      const ready = await fetch(`${base}/api/v1/ready`).catch(() => null);
      if (ready?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`not ready in time:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
    const metrics = await fetch(`${base}/api/v1/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.status).toBe(200);
    // Production: no development mail reader, no test routes.
    expect((await fetch(`${base}/api/v1/dev/emails`)).status).toBe(404);
    expect((await fetch(`${base}/api/v1/test/boom`)).status).toBe(404);
    // Uploads are read from the bucket: a file that is not there is a 404, not an error.
    const upload = await fetch(`${base}/uploads/demo/files/nothing/here/640.webp`, {
      headers: { host: 'demo.localhost' },
    });
    expect(upload.status).toBe(404);

    // The health checks of the Dockerfile and of compose.yaml, run against it.
    const dockerHealthcheck = parseDockerfile(files.dockerfile)
      .stages.at(-1)!
      .instructions.find((i) => i.op === 'HEALTHCHECK')!;
    const dockerCommand = JSON.parse(
      dockerHealthcheck.args.slice(dockerHealthcheck.args.indexOf('CMD') + 3).trim(),
    ) as string[];
    expect(await runHealthcheck(dockerCommand, { PORT: String(port) })).toBe(0);
    const composeTest = compose.services![api!]!.healthcheck!.test as string[];
    expect(composeTest[0]).toBe('CMD');
    const composeCommand = composeTest
      .slice(1)
      .map((part) => part.replace('127.0.0.1:8080', `127.0.0.1:${port}`));
    expect(await runHealthcheck(composeCommand, {})).toBe(0);

    // docker compose stop sends SIGTERM: the server finishes and exits 0.
    child.kill('SIGTERM');
    expect(await waitForExit(child), output).toBe(0);
    // A stopped instance fails the health check.
    expect(await runHealthcheck(dockerCommand, { PORT: String(port) })).toBe(1);
  }, 240_000);
});

// ---------------------------------------------------------------------------------------------
// The tools' own checks, where they are installed.

describe('the tools agree, where they are installed', () => {
  const files = readDeployFiles();
  const hasCompose = which('docker') && spawnSync('docker', ['compose', 'version']).status === 0;

  it.skipIf(!hasCompose)('docker compose config accepts compose.yaml', () => {
    const envFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'volunteerly-env-')), '.env');
    const vars = filledComposeEnv(files);
    fs.writeFileSync(envFile, [...vars].map(([k, v]) => `${k}=${v}`).join('\n'));
    const result = spawnSync('docker', ['compose', '--env-file', envFile, 'config', '--quiet'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    fs.rmSync(path.dirname(envFile), { recursive: true, force: true });
    expect(result.status, result.stderr).toBe(0);
  });

  it.skipIf(!which('caddy'))('caddy adapts deploy/Caddyfile to both API instances', () => {
    const result = spawnSync(
      'caddy',
      ['adapt', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    const config = JSON.stringify(JSON.parse(result.stdout));
    const compose = loadCompose(files.compose, filledComposeEnv(files));
    for (const name of apiServiceNames(compose)) expect(config).toContain(`"dial":"${name}:8080"`);
    expect(config).toContain('"uri":"/api/v1/ready"');
  });

  it.skipIf(!which('systemd-analyze'))('systemd-analyze verifies the unit', () => {
    const result = spawnSync('systemd-analyze', ['verify', 'deploy/volunteerly.service'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    // Where node is not /usr/bin/node the unit says to change ExecStart=; anything else counts.
    const complaints = `${result.stdout}${result.stderr}`
      .split('\n')
      .filter((line) => line.trim() && !/is not executable/.test(line));
    expect(complaints).toEqual([]);
  });
});
