// What the page knows about new versions (DESIGN.md section 8): whether a service worker controls
// it, whether a new worker waits, and the newest build id the server announced. The prompt reads
// it through useSyncExternalStore; register.ts feeds it (production builds only).
import { useSyncExternalStore } from 'react';
import { guardedReload } from './reload';

export interface UpdateState {
  /** A service worker controls this page (it works offline). */
  controlled: boolean;
  /** A new service worker is installed and waits for SKIP_WAITING. */
  waiting: boolean;
  /** The id /builds/latest.json answered last (null before the first answer). */
  latestBuildId: string | null;
  /** The visitor accepted: the reload is under way. */
  accepting: boolean;
  /** What the visitor put aside with 'Not now' (see updateSignature). */
  dismissedSignature: string | null;
  /** The reload guard held the last reload back (the same page was reloaded moments ago). */
  reloadSkipped: boolean;
}

const initialState: UpdateState = {
  controlled: false,
  waiting: false,
  latestBuildId: null,
  accepting: false,
  dismissedSignature: null,
  reloadSkipped: false,
};

let state = initialState;
const listeners = new Set<() => void>();
/** Answers false when the reload guard skipped the reload. */
let acceptHandler: () => Promise<boolean> = guardedReload;

function emit(): void {
  for (const listener of listeners) listener();
}

export function getUpdateState(): UpdateState {
  return state;
}

export function setUpdateState(patch: Partial<UpdateState>): void {
  const next = { ...state, ...patch };
  if ((Object.keys(patch) as (keyof UpdateState)[]).every((k) => next[k] === state[k])) return;
  state = next;
  emit();
}

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A newer build was announced, or a new worker waits. */
export function isUpdateAvailable(s: UpdateState, ownBuildId: string = __BUILD_ID__): boolean {
  return s.waiting || (s.latestBuildId !== null && s.latestBuildId !== ownBuildId);
}

/** Identifies one offer: 'Not now' hides it until another build or worker comes along. */
function updateSignature(s: UpdateState): string {
  return `${s.latestBuildId ?? ''}|${s.waiting ? 'waiting' : ''}`;
}

export function shouldShowPrompt(s: UpdateState, ownBuildId: string = __BUILD_ID__): boolean {
  return isUpdateAvailable(s, ownBuildId) && s.dismissedSignature !== updateSignature(s);
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribeToUpdates, getUpdateState, getUpdateState);
}

export function dismissUpdate(): void {
  setUpdateState({ dismissedSignature: updateSignature(state) });
}

/** register.ts replaces the plain reload with 'activate the waiting worker, then reload'. */
export function setAcceptHandler(handler: () => Promise<boolean>): void {
  acceptHandler = handler;
}

export async function acceptUpdate(): Promise<void> {
  if (state.accepting) return;
  setUpdateState({ accepting: true, reloadSkipped: false });
  let reloaded = false;
  try {
    reloaded = await acceptHandler();
  } finally {
    // A skipped reload (the guard) leaves the page as it is: the prompt says so and stays usable.
    setUpdateState({ accepting: false, reloadSkipped: !reloaded });
  }
}

/** For tests. */
export function resetUpdateState(): void {
  state = initialState;
  acceptHandler = guardedReload;
  emit();
}
