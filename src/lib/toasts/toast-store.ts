// Toast timing of our own (SPEC section 4): a 16 ms tick, pause keeping the remaining time, <= 0
// stays. Fluent only draws: its timers run on CSS animations that fake timers cannot drive.
import {
  DEFAULT_TOAST_POSITION,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_TICK_MS,
  type ToastPosition,
} from '../../../common/constants';

export type ToastIntent = 'success' | 'error' | 'warning' | 'info' | 'notification';

export interface ToastInput {
  title?: string;
  message: string;
  intent: ToastIntent;
  /** An icon name the host knows, or none for the intent's own icon. */
  icon?: string;
  closable?: boolean;
  /** Milliseconds until removal; 0 or less stays until closed. */
  duration?: number;
}

export interface Toast {
  id: string;
  title?: string;
  message: string;
  intent: ToastIntent;
  /** SPEC names the intent the toast's colour. */
  color: ToastIntent;
  icon?: string;
  closable: boolean;
  duration: number;
  /** 0 .. 1 */
  progress: number;
  createdAt: number;
  paused: boolean;
}

export interface ToastState {
  toasts: readonly Toast[];
  position: ToastPosition;
}

interface Timing {
  /** Time already run before the current stretch (ms). */
  elapsed: number;
  /** When the current running stretch began, or null while paused. */
  startedAt: number | null;
}

export interface ToastStore {
  add(input: ToastInput): string;
  remove(id: string): void;
  removeAll(): void;
  pause(id: string): void;
  resume(id: string): void;
  setPosition(position: ToastPosition): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ToastState;
}

export function createToastStore(now: () => number = () => Date.now()): ToastStore {
  let state: ToastState = { toasts: [], position: DEFAULT_TOAST_POSITION };
  const timings = new Map<string, Timing>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let counter = 0;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const setToasts = (toasts: readonly Toast[]) => {
    state = { ...state, toasts };
    emit();
  };

  const elapsedOf = (timing: Timing) =>
    timing.elapsed + (timing.startedAt === null ? 0 : now() - timing.startedAt);

  const stopTimerWhenIdle = () => {
    const running = state.toasts.some((t) => t.duration > 0 && !t.paused);
    if (!running && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };

  const tick = () => {
    let changed = false;
    const next: Toast[] = [];
    for (const toast of state.toasts) {
      const timing = timings.get(toast.id);
      if (!timing || toast.duration <= 0 || toast.paused) {
        next.push(toast);
        continue;
      }
      const progress = Math.min(1, elapsedOf(timing) / toast.duration);
      if (progress >= 1) {
        timings.delete(toast.id);
        changed = true;
        continue;
      }
      if (progress !== toast.progress) {
        next.push({ ...toast, progress });
        changed = true;
      } else {
        next.push(toast);
      }
    }
    if (changed) setToasts(next);
    stopTimerWhenIdle();
  };

  const ensureTimer = () => {
    if (timer === null) timer = setInterval(tick, TOAST_TICK_MS);
  };

  const update = (id: string, change: (toast: Toast) => Toast) => {
    setToasts(state.toasts.map((t) => (t.id === id ? change(t) : t)));
  };

  return {
    add(input) {
      counter += 1;
      const id = `toast-${now().toString(36)}-${counter}`;
      const duration = input.duration ?? TOAST_DEFAULT_DURATION_MS;
      const toast: Toast = {
        id,
        title: input.title,
        message: input.message,
        intent: input.intent,
        color: input.intent,
        icon: input.icon,
        closable: input.closable ?? true,
        duration,
        progress: 0,
        createdAt: now(),
        paused: false,
      };
      timings.set(id, { elapsed: 0, startedAt: now() });
      setToasts([...state.toasts, toast]);
      if (duration > 0) ensureTimer();
      return id;
    },
    remove(id) {
      if (!state.toasts.some((t) => t.id === id)) return;
      timings.delete(id);
      setToasts(state.toasts.filter((t) => t.id !== id));
      stopTimerWhenIdle();
    },
    removeAll() {
      timings.clear();
      if (state.toasts.length > 0) setToasts([]);
      stopTimerWhenIdle();
    },
    pause(id) {
      const timing = timings.get(id);
      if (!timing || timing.startedAt === null) return;
      timings.set(id, { elapsed: elapsedOf(timing), startedAt: null });
      update(id, (t) => ({ ...t, paused: true }));
      stopTimerWhenIdle();
    },
    resume(id) {
      const timing = timings.get(id);
      if (!timing || timing.startedAt !== null) return;
      timings.set(id, { elapsed: timing.elapsed, startedAt: now() });
      update(id, (t) => ({ ...t, paused: false }));
      if (state.toasts.some((t) => t.id === id && t.duration > 0)) ensureTimer();
    },
    setPosition(position) {
      if (position === state.position) return;
      state = { ...state, position };
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      return state;
    },
  };
}

/** The app's one toast store. */
export const toastStore = createToastStore();
