// Finds a Chromium for the e2e suite: Playwright's own download where it exists, else Debian's
// `chromium` package. Shared by playwright.config.ts and the ensure-browser check.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Chromium flags this machine needs (DESIGN.md section 4). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findPlaywrightChromium(): string | null {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export function findSystemChromium(): string | null {
  return SYSTEM_CHROMIUM_PATHS.find((p) => existsSync(p)) ?? null;
}

/** undefined = let Playwright use its own browser. */
export function chooseChromiumExecutable(): string | undefined {
  if (findPlaywrightChromium()) return undefined;
  return findSystemChromium() ?? undefined;
}
