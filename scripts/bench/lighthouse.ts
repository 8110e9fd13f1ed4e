// (c) Lighthouse scores of the home page, first visit (Lighthouse resets storage: no service
// worker, no cache, the cookie question shown): performance, accessibility and best practices
// with Lighthouse's default config, i.e. mobile (Moto G Power emulation, simulated slow 4G and
// 4x CPU slowdown). Chromium runs headless with a DevTools port Lighthouse connects to.
// Target >= 90 each; below that, the audits that cost the most points are printed.
// One file: starting Chromium, running Lighthouse with retries and reporting are one measurement.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS } from '../../tests/support/browser-path';
import { chromiumPath } from './browser';
import { record, type Figure } from './report';
import { removeQuietly, type BenchServer } from './server';

const TENANT = 'demo';
const TARGET = 90;
/**
 * DESIGN.md section 11: accessibility 100 on the home page and a vacancy page. Unlike the other
 * targets this one is enforced (the smoke run in CI too): a page below it fails the benchmark.
 */
export const ACCESSIBILITY_GATE = 100;
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

interface DebuggableChromium {
  port: number;
  stop(): Promise<void>;
}

/** Headless Chromium with --remote-debugging-port=0; the port is read from its stderr. */
async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'volunteerly-bench-chromium-'));
  const child = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: stopping it stops its helper processes too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const killGroupOnExit = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killGroupOnExit);
  let stderr = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Chromium gave no DevTools port:\n${stderr}`)),
      30_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${stderr}`));
    });
  });
  return {
    port,
    async stop() {
      const signalGroup = (signal: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, signal);
        } catch {
          // already gone
        }
      };
      if (child.exitCode === null) {
        signalGroup('SIGTERM');
        const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      signalGroup('SIGKILL');
      process.off('exit', killGroupOnExit);
      removeQuietly(profile);
    },
  };
}

/**
 * The path of the newest public vacancy of the demo tenant (its page is the one measured). Node
 * does not resolve *.localhost: the request goes to 127.0.0.1 with the tenant's Host header.
 */
export async function findVacancyPath(server: BenchServer): Promise<string> {
  const body = await new Promise<string>((resolve, reject) => {
    const request = get(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/v1/vacancies?page[size]=1',
        headers: { host: new URL(server.url(TENANT)).host },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(text)
            : reject(new Error(`GET /api/v1/vacancies: ${response.statusCode} ${text}`)),
        );
      },
    );
    request.on('error', reject);
  });
  const id = (JSON.parse(body) as { data?: { id: string }[] }).data?.[0]?.id;
  if (!id) throw new Error('the demo tenant has no public vacancy to measure');
  return `/vacancies/${id}`;
}

/** The audits of a category that cost the most points: weighted ones first, then diagnostics. */
function costliestAudits(lhr: Result, categoryId: string, limit = 6): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  const failing = category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .sort(
      (a, b) =>
        b.ref.weight * (1 - b.audit!.score!) - a.ref.weight * (1 - a.audit!.score!) ||
        a.audit!.score! - b.audit!.score!,
    );
  return failing.slice(0, limit).map(({ ref, audit }) => {
    const value = audit!.displayValue ? `, ${audit!.displayValue}` : '';
    return `${ref.id} (score ${Math.round(audit!.score! * 100)}, weight ${ref.weight}${value}): ${audit!.title}`;
  });
}

interface LayoutShiftItem {
  score?: number;
  node?: { selector?: string; snippet?: string; nodeLabel?: string };
}

/** The elements that moved most (when layout shift costs points). */
function layoutShifts(lhr: Result, limit = 4): string[] {
  const audit = lhr.audits['layout-shifts'];
  const cls = lhr.audits['cumulative-layout-shift'];
  if (!audit || !cls || (cls.score ?? 1) >= 0.9) return [];
  const details = audit.details as { items?: LayoutShiftItem[] } | undefined;
  const items = [...(details?.items ?? [])].sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  return [
    '  largest layout shifts:',
    ...items.slice(0, limit).map((item) => {
      const node = item.node;
      const what = node?.selector ?? node?.snippet ?? 'unknown element';
      const text = node?.nodeLabel?.replace(/\s+/g, ' ').slice(0, 60);
      const label = text ? ` ('${text}')` : '';
      return `    - ${(item.score ?? 0).toFixed(3)}: ${what}${label}`;
    }),
  ];
}

interface ListDetails {
  items?: { items?: { node?: LayoutShiftItem['node']; phase?: string; timing?: number }[] }[];
}

/** The largest contentful paint's element and where its time went (TTFB, delays, load). */
function lcpElement(lhr: Result): string[] {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    ListDetails | undefined;
  const [elements, phases] = details?.items ?? [];
  const node = elements?.items?.[0]?.node;
  if (!node) return [];
  const label = node.nodeLabel?.replace(/\s+/g, ' ').slice(0, 60);
  const phaseText = (phases?.items ?? [])
    .map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`)
    .join(', ');
  return [
    `  largest contentful paint: ${node.selector ?? node.snippet ?? 'unknown'}${label ? ` ('${label}')` : ''}`,
    ...(phaseText ? [`    ${phaseText}`] : []),
  ];
}

interface TableDetails {
  items?: Record<string, unknown>[];
}

/** The main thread's long tasks (what Total Blocking Time counts) and the scripts' costs. */
function mainThread(lhr: Result, origin: string): string[] {
  const short = (url: unknown) => String(url).replace(origin, '');
  const tasks = (lhr.audits['long-tasks']?.details as TableDetails | undefined)?.items ?? [];
  const bootup = (lhr.audits['bootup-time']?.details as TableDetails | undefined)?.items ?? [];
  const taskText = tasks
    .slice(0, 8)
    .map(
      (t) =>
        `${Math.round(Number(t.duration))} ms at ${Math.round(Number(t.startTime))} (${short(t.url)})`,
    )
    .join('; ');
  const bootupText = bootup
    .slice(0, 5)
    .map(
      (b) =>
        `${short(b.url)} ${Math.round(Number(b.scripting))} / ${Math.round(Number(b.scriptParseCompile))} ms`,
    )
    .join('; ');
  return [
    `  long tasks: ${taskText || 'none'}`,
    `  script cost (scripting / parse+compile): ${bootupText}`,
  ];
}

function scoreOf(lhr: Result, id: string): number {
  const score = lhr.categories[id]?.score;
  if (score === null || score === undefined) throw new Error(`no ${id} score`);
  return Math.round(score * 100);
}

/** One Lighthouse run in a fresh Chromium (a clean profile each time). */
async function runOnce(url: string, categories: readonly string[]): Promise<Result> {
  const chromium = await launchDebuggableChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    return lhr;
  } finally {
    await chromium.stop();
  }
}

/**
 * Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP,
 * PROTOCOL_TIMEOUT: it failed CI once); such a run is tried again in a fresh Chromium, up to
 * three times, before the benchmark counts as failed.
 */
async function runWithRetries(url: string, categories: readonly string[]): Promise<Result> {
  const attempts = 3;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, categories);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  attempt ${attempt} of ${attempts} failed (${String(error)}); trying again`);
    }
  }
}

/** With LIGHTHOUSE_REPORT_DIR set, each run's full report is written there (for a closer look). */
async function saveReport(lhr: Result, path: string, run: number): Promise<void> {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const name = `${path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '-')}-${run}.json`;
  await writeFile(join(dir, name), JSON.stringify(lhr));
  console.log(`  report: ${join(dir, name)}`);
}

/**
 * Runs Lighthouse `runs` times (scores move from run to run on a busy machine) and reports the
 * median score of each category; metrics and costliest audits are those of the run with the
 * median performance score (or of the median run of the category).
 */
export async function benchLighthouse(
  server: BenchServer,
  categories: readonly string[],
  runs: number,
  figures: Figure[],
  path = '/',
  options: { gateAccessibility?: boolean } = {},
): Promise<void> {
  const url = server.url(TENANT, path);
  const page = path === '/' ? '' : ` of ${path}`;
  const results: Result[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = Date.now();
    const lhr = await runWithRetries(url, categories);
    results.push(lhr);
    await saveReport(lhr, path, i + 1);
    if (i === 0) {
      console.log(
        `lighthouse ${lhr.lighthouseVersion}, default config: ${lhr.configSettings.formFactor}, ${
          lhr.configSettings.throttlingMethod
        } throttling (${lhr.configSettings.throttling.rttMs} ms RTT, ${
          lhr.configSettings.throttling.throughputKbps
        } kbps, CPU x${lhr.configSettings.throttling.cpuSlowdownMultiplier}), ${url}`,
      );
    }
    for (const warning of lhr.runWarnings) console.log(`  lighthouse warning: ${warning}`);
    console.log(
      `  run ${i + 1} of ${runs} (${((Date.now() - started) / 1000).toFixed(0)} s): ${categories
        .map((id) => `${id} ${scoreOf(lhr, id)}`)
        .join(', ')}`,
    );
  }
  const missedGates: string[] = [];
  for (const id of categories) {
    const byScore = [...results].sort((a, b) => scoreOf(a, id) - scoreOf(b, id));
    const medianRun = byScore[Math.floor((byScore.length - 1) / 2)]!;
    const score = scoreOf(medianRun, id);
    const gated = options.gateAccessibility === true && id === 'accessibility';
    const target = gated ? ACCESSIBILITY_GATE : TARGET;
    record(figures, {
      name: runs > 1 ? `lighthouse ${id}${page}, median of ${runs}` : `lighthouse ${id}${page}`,
      value: score,
      unit: '',
      target: `>= ${target}`,
      met: score >= target,
    });
    if (gated && score < ACCESSIBILITY_GATE) missedGates.push(`${id} ${score}`);
    if (id === 'performance') {
      for (const metric of METRICS) {
        const audit = medianRun.audits[metric];
        if (audit?.displayValue) {
          console.log(
            `  ${metric}: ${audit.displayValue} (score ${Math.round((audit.score ?? 0) * 100)})`,
          );
        }
      }
    }
    if (score < target) {
      console.log(`  costliest audits of ${id}:`);
      for (const line of costliestAudits(medianRun, id)) console.log(`    - ${line}`);
      if (id === 'performance') {
        const origin = new URL(url).origin;
        const lines = [
          ...lcpElement(medianRun),
          ...mainThread(medianRun, origin),
          ...layoutShifts(medianRun),
        ];
        for (const line of lines) console.log(line);
      }
    }
  }
  if (missedGates.length > 0) {
    throw new Error(
      `Lighthouse${page}: ${missedGates.join(', ')}, below the enforced ${ACCESSIBILITY_GATE}`,
    );
  }
}
