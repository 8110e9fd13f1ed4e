// React access to the toast store: the current toasts and position, plus its actions.
import { useSyncExternalStore } from 'react';
import { toastStore, type ToastState, type ToastStore } from './toast-store';

export function useToasts(): ToastState & Omit<ToastStore, 'subscribe' | 'getSnapshot'> {
  const state = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return {
    ...state,
    add: toastStore.add,
    remove: toastStore.remove,
    removeAll: toastStore.removeAll,
    pause: toastStore.pause,
    resume: toastStore.resume,
    setPosition: toastStore.setPosition,
  };
}
