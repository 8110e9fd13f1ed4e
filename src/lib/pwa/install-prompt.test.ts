// The install offer's store: kept from beforeinstallprompt, prompted once, dropped after the
// choice or an install, and never offered while the app runs installed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as InstallPrompt from './install-prompt';

function fireOffer(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  let choose: () => void = () => {};
  const userChoice = new Promise((resolve) => {
    choose = () => resolve({ outcome, platform: 'web' });
  });
  Object.assign(event, { prompt, userChoice });
  window.dispatchEvent(event);
  return { event, prompt, choose: () => choose() };
}

let mod: typeof InstallPrompt;
let standalone = false;

beforeEach(async () => {
  standalone = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: standalone && query.includes('standalone'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
  vi.resetModules();
  // Every import gets fresh state and its own listeners; older copies stay subscribed but no
  // test reads them.
  mod = await import('./install-prompt');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('install offer', () => {
  it('is hidden until the browser offers, and cancels the browser’s own infobar', () => {
    expect(mod.getInstallOffer()).toBe('hidden');
    const { event } = fireOffer();
    expect(event.defaultPrevented).toBe(true);
    expect(mod.getInstallOffer()).toBe('available');
  });

  it('ignores an event without prompt()', () => {
    window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    expect(mod.getInstallOffer()).toBe('hidden');
  });

  it('prompts once, waits for the choice, then hides whatever the choice was', async () => {
    const { prompt, choose } = fireOffer('dismissed');
    const first = mod.promptInstall();
    expect(mod.getInstallOffer()).toBe('prompting');
    // A second click while the dialog is open does nothing.
    expect(await mod.promptInstall()).toBe('unavailable');
    choose();
    expect(await first).toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(mod.getInstallOffer()).toBe('hidden');
    // The browser may offer again later.
    fireOffer();
    expect(mod.getInstallOffer()).toBe('available');
  });

  it('stays hidden after the app was installed', async () => {
    const { choose } = fireOffer('accepted');
    const result = mod.promptInstall();
    choose();
    expect(await result).toBe('accepted');
    fireOffer();
    expect(mod.getInstallOffer()).toBe('hidden');
  });

  it('hides on appinstalled', () => {
    fireOffer();
    window.dispatchEvent(new Event('appinstalled'));
    expect(mod.getInstallOffer()).toBe('hidden');
  });

  it('never offers while running installed (standalone display mode)', () => {
    standalone = true;
    fireOffer();
    expect(mod.isRunningInstalled()).toBe(true);
    expect(mod.getInstallOffer()).toBe('hidden');
  });
});
