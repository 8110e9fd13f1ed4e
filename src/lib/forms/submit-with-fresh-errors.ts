// Submitting a form that validates on blur only, with the values as they are now.
import type { FormApi } from 'final-form';

/**
 * Submits after validating the values as they are now. The forms validate on blur only (SPEC
 * section 5) and final-form judges a submit by the last validation. Enter in a TextField starts
 * that validation itself (src/lib/forms/fields.tsx); this is for values set by code (generated
 * shades, pickers) that never see a blur: validate now, wait, then submit.
 */
export async function submitWithFreshErrors<T>(
  form: FormApi<T>,
  event?: { preventDefault(): void },
): Promise<void> {
  event?.preventDefault();
  const name = form.getState().active ?? form.getRegisteredFields()[0];
  if (name) form.blur(name as keyof T);
  for (let i = 0; i < 100 && form.getState().validating; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await form.submit();
}
