// The browser's offer to install the app (DESIGN.md section 8, "Install"). Chromium fires
// `beforeinstallprompt` once the page is installable, often before React has rendered: this
// module listens from the moment it is evaluated (it is part of the entry chunk through the
// header), cancels the browser's own mini-infobar and keeps the event, so the header's
// 'Install app' button can show the prompt later, from a click.
import { useSyncExternalStore } from 'react';

/** Chromium's event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** Display modes in which the app already runs installed. */
const INSTALLED_MEDIA = '(display-mode: standalone), (display-mode: window-controls-overlay)';

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let started = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function isBeforeInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

/** True when this page runs as the installed app (or iOS's home-screen web app). */
export function isRunningInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (window.matchMedia?.(INSTALLED_MEDIA).matches ?? false);
}

/** Starts listening (idempotent); runs when this module is first imported. */
export function captureInstallPrompt(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isBeforeInstallPrompt(event)) return;
    event.preventDefault();
    deferred = event;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
  // Opening the installed app from this tab (or the other way round) changes the display mode.
  window.matchMedia?.(INSTALLED_MEDIA).addEventListener?.('change', notify);
}

captureInstallPrompt();

/**
 * What the header shows: nothing ('hidden'), the 'Install app' button ('available'), or the
 * button waiting for the browser's dialog to close ('prompting').
 */
export type InstallOffer = 'hidden' | 'available' | 'prompting';
let prompting = false;

export function getInstallOffer(): InstallOffer {
  if (!deferred || installed || isRunningInstalled()) return 'hidden';
  return prompting ? 'prompting' : 'available';
}

/**
 * Shows the browser's install dialog. The event can prompt only once, so it is dropped after
 * the visitor's choice whichever it was (the browser fires a fresh one if it offers again).
 */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event || prompting) return 'unavailable';
  prompting = true;
  notify();
  try {
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'accepted') installed = true;
    return choice.outcome;
  } catch {
    return 'unavailable';
  } finally {
    prompting = false;
    if (deferred === event) deferred = null;
    notify();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribe, getInstallOffer, () => 'hidden');
}
