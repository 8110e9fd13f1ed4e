// Submitting the design form after validating the values as they are now (the form validates on
// blur only, and code sets values too: generated shades). See the users feature's form-parts.
import type { FormApi } from 'final-form';

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
