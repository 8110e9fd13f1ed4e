// How often an open conversation asks for new messages: quickly while the reader is active or a
// message just came, slower when idle. Shared by the list and the thread queries.
import { useEffect } from 'react';

export const POLL_ACTIVE_MS = 3_000;
export const POLL_IDLE_MS = 10_000;
export const IDLE_AFTER_MS = 120_000;

let lastActivity = Date.now();
let activityWatchers = 0;
const noteActivity = () => {
  lastActivity = Date.now();
};
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'focus', 'visibilitychange'] as const;

/** When the reader last did something while a polling view was mounted. */
export function getLastActivity(): number {
  return lastActivity;
}

/** Keeps the last activity fresh while a polling view is mounted. */
export function useActivityWatch(): void {
  useEffect(() => {
    activityWatchers += 1;
    if (activityWatchers === 1) {
      noteActivity();
      for (const e of ACTIVITY_EVENTS) window.addEventListener(e, noteActivity, { passive: true });
    }
    return () => {
      activityWatchers -= 1;
      if (activityWatchers === 0) {
        for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, noteActivity);
      }
    };
  }, []);
}

/** The interval for a thread whose newest message is `newest` (an ISO time or null). */
export function choosePollInterval(now: number, activityAt: number, newest: string | null) {
  const newestAt = newest ? Date.parse(newest) : 0;
  const recent = now - activityAt < IDLE_AFTER_MS || now - newestAt < IDLE_AFTER_MS;
  return recent ? POLL_ACTIVE_MS : POLL_IDLE_MS;
}
