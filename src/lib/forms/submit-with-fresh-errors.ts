// Submitting a form that validates on blur only, with the values as they are now.
import type { FormApi } from 'final-form';
import type { SettlingForm } from './use-failed-submit';

/** Resolves as soon as no validation of `form` runs (in a microtask, not after a timer). */
export function whenValidated(form: SettlingForm): Promise<void> {
  if (!form.getState().validating) return Promise.resolve();
  return new Promise((resolve) => {
    let waiting = true;
    const stop = form.subscribe(
      ({ validating }) => {
        if (!waiting || validating) return;
        waiting = false;
        queueMicrotask(() => stop());
        resolve();
      },
      { validating: true },
    );
  });
}

/**
 * Submits after validating the values as they are now. The forms validate on blur only (SPEC
 * section 5) and final-form judges a submit by the last validation. Enter in a TextField starts
 * that validation itself (src/lib/forms/fields.tsx); this is for values set by code (generated
 * shades, pickers) that never see a blur: validate now, wait, then submit. The submit follows the
 * validation without a timer between them, so whoever judges the attempt afterwards (the error
 * summary) never sees the gap.
 */
export async function submitWithFreshErrors<T>(
  form: FormApi<T>,
  event?: { preventDefault(): void },
): Promise<void> {
  event?.preventDefault();
  const name = form.getState().active ?? form.getRegisteredFields()[0];
  if (name) form.blur(name as keyof T);
  await whenValidated(form);
  await form.submit();
}
