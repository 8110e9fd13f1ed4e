// Installing the app ("Install"): Chromium's own installability check on a tenant
// host, the header's 'Install app' button driven by beforeinstallprompt, its accessibility in
// both languages and widths, and the title bar rules of window-controls-overlay mode.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chooseChromiumExecutable } from '../support/browser-path';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';

/** What the stubbed beforeinstallprompt records in the page. */
interface InstallStub {
  prompts: number;
  prevented: boolean | null;
  /** True when the event came before the header existed (captured at startup). */
  beforeHeader: boolean | null;
  choose: (outcome: 'accepted' | 'dismissed') => void;
}
type StubWindow = Window & { __install: InstallStub };

/**
 * Fires a synthetic beforeinstallprompt as soon as the entry module has run (DOMContentLoaded,
 * while the app still loads its configuration), with a prompt() that counts its calls and a
 * userChoice the test settles through __install.choose().
 */
async function offerInstallAtStartup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as StubWindow;
    w.__install = { prompts: 0, prevented: null, beforeHeader: null, choose: () => {} };
    document.addEventListener('DOMContentLoaded', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      const userChoice = new Promise((resolve) => {
        w.__install.choose = (outcome) => resolve({ outcome, platform: 'web' });
      });
      Object.assign(event, {
        prompt: () => {
          w.__install.prompts += 1;
          return Promise.resolve();
        },
        userChoice,
      });
      w.__install.beforeHeader = document.querySelector('[data-app-titlebar]') === null;
      window.dispatchEvent(event);
      w.__install.prevented = event.defaultPrevented;
    });
  });
}

const readStub = (page: Page) =>
  page.evaluate(() => {
    const { prompts, prevented, beforeHeader } = (window as unknown as StubWindow).__install;
    return { prompts, prevented, beforeHeader };
  });

const installButton = (page: Page) => page.getByTestId('install-app');

/** True when two elements sit on one row (their vertical centres within the other's box). */
async function onOneRow(page: Page, a: string, b: string): Promise<boolean> {
  const [boxA, boxB] = await Promise.all([
    page.locator(a).first().boundingBox(),
    page.locator(b).first().boundingBox(),
  ]);
  if (!boxA || !boxB) return false;
  const centreA = boxA.y + boxA.height / 2;
  return centreA >= boxB.y && centreA <= boxB.y + boxB.height;
}

test('Chromium finds the app installable on a tenant host and offers to install it', async () => {
  // A persistent profile: Playwright's usual contexts are incognito, where Chromium never
  // installs ('in-incognito').
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chooseChromiumExecutable(),
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    // The suite blocks workers by default (playwright.config.ts); here the real app is checked.
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(tenantUrl('oldebroek'));
    await waitForApp(page);
    const cdp = await context.newCDPSession(page);

    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(tenantUrl('oldebroek', '/manifest.webmanifest'));
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as { name: string; theme_color: string };
    expect(parsed.name).toBe('Vrijwilligerswerk Oldebroek');
    // The installed window's colour is the one the page gives the browser chrome.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      parsed.theme_color,
    );

    // With the app's service worker registered and active (production build).
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(worker).toBe(tenantUrl('oldebroek', '/sw.js'));
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);

    // Chromium's own beforeinstallprompt reaches the header's button.
    await expect(installButton(page)).toBeVisible();
    await expect(installButton(page)).toHaveAccessibleName('App installeren');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the offer is kept from startup; a click prompts once and the button goes after the choice', async ({
  page,
}) => {
  await offerInstallAtStartup(page);
  await page.goto(tenantUrl('demo'));
  await waitForApp(page);
  const button = installButton(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName('App installeren');
  // Dispatched before React drew the header, and the browser's own infobar was cancelled.
  expect(await readStub(page)).toEqual({ prompts: 0, prevented: true, beforeHeader: true });

  await button.click();
  await expect.poll(async () => (await readStub(page)).prompts).toBe(1);
  // While the browser's dialog is open the button stays, but does nothing.
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.click({ force: true });
  await page.evaluate(() => (window as unknown as StubWindow).__install.choose('dismissed'));
  await expect(button).toHaveCount(0);
  expect((await readStub(page)).prompts).toBe(1);
});

test('on a phone: an icon button inside the width, reachable by keyboard, gone once the app is installed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await offerInstallAtStartup(page);
  await page.goto(tenantUrl('demo'));
  await waitForApp(page);
  const button = installButton(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName('App installeren');
  const box = await button.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(40);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  // Inside the phone's width, on the header's one row.
  // (Polled: the page settles while its fonts arrive.)
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);

  // From the search icon beside it (the phone row: logo, install, search, menu), one Shift+Tab
  // back, Enter.
  await page.getByTestId('header-search').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await readStub(page)).prompts).toBe(1);
  await page.evaluate(() => {
    (window as unknown as StubWindow).__install.choose('accepted');
    window.dispatchEvent(new Event('appinstalled'));
  });
  await expect(button).toHaveCount(0);
});

test('without the browser’s offer there is no install button', async ({ page }) => {
  await page.goto(tenantUrl('demo'));
  await waitForApp(page);
  await expect(page.getByTestId('language-toggle')).toBeVisible();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  await expect(installButton(page)).toHaveCount(0);
});

for (const locale of ['nl', 'en'] as const) {
  test(`the header with the install button (${locale}): accessible at phone and desktop width`, async ({
    page,
    context,
  }, testInfo) => {
    await context.addCookies([{ name: 'locale', value: locale, url: tenantUrl('demo') }]);
    await offerInstallAtStartup(page);
    await page.goto(tenantUrl('demo'));
    await waitForApp(page);
    const name = locale === 'nl' ? 'App installeren' : 'Install app';
    await expect(installButton(page)).toHaveAccessibleName(name);
    // On a desktop the whole header stays one row, menu and actions beside the name.
    expect(await onOneRow(page, '[data-testid="install-app"]', '[data-testid="brand"]')).toBe(true);
    await expectNoSeriousAxeViolations(page, testInfo, `install-${locale}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(installButton(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `install-${locale}-390`);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(installButton(page)).toBeVisible();
      await testInfo.attach(`header-install-${locale}-${width}px.png`, {
        body: await page.locator('[data-app-titlebar]').screenshot(),
        contentType: 'image/png',
      });
    }
    await attachScreenshots(page, testInfo, `install-${locale}`);
  });
}

test('window-controls-overlay: the header drags the window, its controls stay clickable', async ({
  page,
}) => {
  await offerInstallAtStartup(page);
  await page.goto(tenantUrl('demo'));
  await waitForApp(page);
  await expect(installButton(page)).toBeVisible();
  // Headless Chromium cannot enter the mode: switch the mode's rules on in place and read what
  // they do to the header.
  const result = await page.evaluate(() => {
    let found = 0;
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSMediaRule) {
          if (rule.media.mediaText.includes('window-controls-overlay')) {
            rule.media.mediaText = 'all';
            found += 1;
          } else visit(rule.cssRules);
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    const header = document.querySelector<HTMLElement>('[data-app-titlebar]')!;
    const interactive = Array.from(
      header.querySelectorAll<HTMLElement>('a, button, [role="button"], input'),
    );
    const regionOf = (el: Element) => getComputedStyle(el).getPropertyValue('app-region');
    return {
      found,
      header: regionOf(header),
      interactive: interactive.length,
      draggable: interactive
        .filter((el) => regionOf(el) !== 'no-drag')
        .map((el) => el.outerHTML.slice(0, 80)),
    };
  });
  expect(result.found).toBeGreaterThan(0);
  expect(result.header).toBe('drag');
  expect(result.interactive).toBeGreaterThan(3);
  expect(result.draggable).toEqual([]);
});
