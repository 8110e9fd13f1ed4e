// Tells a form's error summary that a submit just ended in failure, once per attempt. final-form
// only reports changes of state, so a second submit with the same errors would pass unseen: the
// attempt is taken from the form element's submit event instead, and judged once the form has
// settled (no validation running, not submitting).
import { useEffect, useRef, type RefObject } from 'react';

interface SubmitState {
  validating?: boolean;
  submitting?: boolean;
  submitFailed?: boolean;
}

/** The part of final-form's FormApi these helpers use (any FormApi<T> fits). */
export interface SettlingForm {
  getState(): SubmitState;
  subscribe(
    listener: (state: SubmitState) => void,
    subscription: { validating?: boolean; submitting?: boolean },
  ): () => void;
}

/** Resolves on the first task after `form` neither validates nor submits. */
export function waitUntilSettled(form: SettlingForm): Promise<void> {
  return new Promise((resolve) => {
    // Judged in a macrotask: the submit's own microtasks (validation done -> submit) run first.
    const check = () => {
      const state = form.getState();
      if (!state.validating && !state.submitting) {
        resolve();
        return;
      }
      let waiting = true;
      const stop = form.subscribe(
        (next) => {
          if (!waiting || next.validating || next.submitting) return;
          waiting = false;
          // The listener also runs inside subscribe: stop once subscribe has returned.
          queueMicrotask(() => stop());
          setTimeout(check, 0);
        },
        { validating: true, submitting: true },
      );
    };
    setTimeout(check, 0);
  });
}

/**
 * Calls `onFailed` after each submit of the `<form>` holding `anchor` that final-form judged a
 * failure (client errors or errors the submit handler returned).
 */
export function useFailedSubmit(
  anchor: RefObject<HTMLElement | null>,
  form: SettlingForm,
  onFailed: () => void,
): void {
  const latest = useRef(onFailed);
  useEffect(() => {
    latest.current = onFailed;
  });
  useEffect(() => {
    const element = anchor.current?.closest('form');
    if (!element) return;
    let live = true;
    let attempt = 0;
    const onSubmit = () => {
      const mine = ++attempt;
      void waitUntilSettled(form).then(() => {
        if (!live || mine !== attempt) return;
        if (form.getState().submitFailed) latest.current();
      });
    };
    element.addEventListener('submit', onSubmit);
    return () => {
      live = false;
      element.removeEventListener('submit', onSubmit);
    };
  }, [anchor, form]);
}
