import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS } from '../../../common/constants';
import { createToastStore, type ToastStore } from './toast-store';

let store: ToastStore;
const find = (id: string) => store.getSnapshot().toasts.find((t) => t.id === id);

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});

afterEach(() => {
  store.removeAll();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('adds a toast with progress 0 and the SPEC defaults', () => {
    const id = store.add({ message: 'Opgeslagen', intent: 'success' });
    expect(find(id)).toMatchObject({
      message: 'Opgeslagen',
      intent: 'success',
      color: 'success',
      closable: true,
      duration: TOAST_DEFAULT_DURATION_MS,
      progress: 0,
      paused: false,
    });
    expect(typeof find(id)!.createdAt).toBe('number');
    expect(store.getSnapshot().position).toBe('bottom-right');
  });

  it('raises progress on the tick and removes the toast at the end', () => {
    const id = store.add({ message: 'x', intent: 'info', duration: 1000 });
    vi.advanceTimersByTime(496);
    expect(find(id)!.progress).toBeCloseTo(0.5, 1);
    vi.advanceTimersByTime(400);
    expect(find(id)!.progress).toBeGreaterThan(0.85);
    vi.advanceTimersByTime(120);
    expect(find(id)).toBeUndefined();
  });

  it('uses the default duration of 5000 ms', () => {
    const id = store.add({ message: 'x', intent: 'info' });
    vi.advanceTimersByTime(4900);
    expect(find(id)).toBeDefined();
    vi.advanceTimersByTime(200);
    expect(find(id)).toBeUndefined();
  });

  it('keeps the remaining time while paused and resumes from there', () => {
    const id = store.add({ message: 'x', intent: 'warning', duration: 1000 });
    vi.advanceTimersByTime(600);
    store.pause(id);
    const pausedAt = find(id)!.progress;
    expect(find(id)!.paused).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(find(id)!.progress).toBe(pausedAt);
    store.resume(id);
    vi.advanceTimersByTime(300);
    expect(find(id)).toBeDefined();
    expect(find(id)!.progress).toBeGreaterThan(0.85);
    vi.advanceTimersByTime(150);
    expect(find(id)).toBeUndefined();
  });

  it('ignores a double pause or a resume without a pause', () => {
    const id = store.add({ message: 'x', intent: 'info', duration: 1000 });
    store.resume(id);
    vi.advanceTimersByTime(400);
    store.pause(id);
    store.pause(id);
    vi.advanceTimersByTime(1000);
    store.resume(id);
    vi.advanceTimersByTime(550);
    expect(find(id)).toBeDefined();
    vi.advanceTimersByTime(100);
    expect(find(id)).toBeUndefined();
  });

  it('keeps a toast with duration 0 or less until it is closed', () => {
    const zero = store.add({ message: 'blijft', intent: 'error', duration: 0 });
    const negative = store.add({ message: 'blijft ook', intent: 'notification', duration: -1 });
    vi.advanceTimersByTime(60_000);
    expect(find(zero)!.progress).toBe(0);
    expect(find(negative)).toBeDefined();
    store.remove(zero);
    expect(find(zero)).toBeUndefined();
    expect(find(negative)).toBeDefined();
  });

  it('removes one toast or all of them', () => {
    const a = store.add({ message: 'a', intent: 'info' });
    const b = store.add({ message: 'b', intent: 'info' });
    const c = store.add({ message: 'c', intent: 'info', duration: 0 });
    store.remove(b);
    expect(store.getSnapshot().toasts.map((t) => t.id)).toEqual([a, c]);
    store.removeAll();
    expect(store.getSnapshot().toasts).toEqual([]);
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.add({ message: 'x', intent: 'info', duration: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.removeAll();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('moves to any of the six positions', () => {
    store.setPosition('top-center');
    expect(store.getSnapshot().position).toBe('top-center');
  });

  it('stops ticking when nothing runs', () => {
    store.add({ message: 'x', intent: 'info', duration: 100 });
    vi.advanceTimersByTime(200);
    expect(vi.getTimerCount()).toBe(0);
  });
});
