// (c) Lighthouse scores of the home page, first visit (Lighthouse resets storage: no service
// worker, no cache, the cookie question shown): performance, accessibility and best practices
// with Lighthouse's default config, i.e. mobile (Moto G Power emulation, simulated slow 4G and
// 4x CPU slowdown). Chromium runs headless with a DevTools port Lighthouse connects to.
// Target >= 90 each; below that, the audits that cost the most points are printed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS } from '../../tests/support/browser-path';
import { chromiumPath } from './browser';
import { record, type Figure } from './report';
import type { BenchServer } from './server';

const TENANT = 'demo';
const TARGET = 90;
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
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
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
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
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

export async function benchLighthouse(
  server: BenchServer,
  categories: readonly string[],
  figures: Figure[],
): Promise<void> {
  const chromium = await launchDebuggableChromium();
  try {
    const url = server.url(TENANT, '/');
    const started = Date.now();
    const result = await lighthouse(url, {
      port: chromium.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(
      `lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} (${
        lhr.configSettings.throttlingMethod
      } throttling), ${url}, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    for (const warning of lhr.runWarnings) console.log(`  lighthouse warning: ${warning}`);
    for (const id of categories) {
      const category = lhr.categories[id];
      if (!category || category.score === null) throw new Error(`no ${id} score`);
      const score = Math.round(category.score * 100);
      record(figures, {
        name: `lighthouse ${id}`,
        value: score,
        unit: '',
        target: `>= ${TARGET}`,
        met: score >= TARGET,
      });
      if (id === 'performance') {
        for (const metric of METRICS) {
          const audit = lhr.audits[metric];
          if (audit?.displayValue)
            console.log(
              `  ${metric}: ${audit.displayValue} (score ${Math.round((audit.score ?? 0) * 100)})`,
            );
        }
      }
      if (score < TARGET) {
        console.log(`  costliest audits of ${id}:`);
        for (const line of costliestAudits(lhr, id)) console.log(`    - ${line}`);
      }
    }
  } finally {
    await chromium.stop();
  }
}
