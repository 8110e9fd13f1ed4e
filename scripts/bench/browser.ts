// Headless Chromium for the benchmarks: Playwright's own download where it exists, else the
// system's (tests/support/browser-path.ts), with the flags this machine needs.
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chooseChromiumExecutable } from '../../tests/support/browser-path';

/** The Chromium binary: CHROME_PATH, else what the e2e suite would use. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || chooseChromiumExecutable() || chromium.executablePath();
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

/** Waits until a service worker controls the page and is `activated` (NOTES.md). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    undefined,
    { timeout: 30_000 },
  );
}

/** Answers the cookie question (only necessary cookies): a returning visitor did so. */
export function consentCookie(tenant: string) {
  return { name: 'cookie_consent', value: 'necessary', domain: `${tenant}.localhost`, path: '/' };
}
