// Short helpers for raising a toast from anywhere (event handlers, mutations, non-React code).
import { toastStore, type ToastInput, type ToastIntent } from './toast-store';

type ToastOptions = Omit<ToastInput, 'message' | 'intent'>;
type ToastHelper = (message: string, options?: ToastOptions) => string;

function createHelper(intent: ToastIntent): ToastHelper {
  return (message, options) => toastStore.add({ ...options, message, intent });
}

export const toast = {
  success: createHelper('success'),
  error: createHelper('error'),
  warning: createHelper('warning'),
  info: createHelper('info'),
  notification: createHelper('notification'),
  remove: (id: string) => toastStore.remove(id),
  removeAll: () => toastStore.removeAll(),
};
