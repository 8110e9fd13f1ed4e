// A press on a form's submit button that the button moved away from still submits. The forms
// validate on blur (SPEC section 5) and the blur comes with the press: a field's message that
// goes then moves the button up, the release lands beside it and the browser sends no click to
// the button. When the pointer itself stayed put, the user meant the button: submit with it.
import { useEffect, type RefObject } from 'react';

/** How far (CSS px) a pointer may travel between press and release and still be a click. */
export const STEADY_POINTER_SLOP = 4;

const SUBMITTER = 'button[type="submit"], button:not([type]), input[type="submit"]';
const INTERACTIVE = 'a[href], button, input, select, textarea, [role="button"], [role="link"]';

interface Press {
  button: HTMLButtonElement | HTMLInputElement;
  x: number;
  y: number;
  handled: boolean;
}

/** Watches the `<form>` holding `anchor` for presses on its submit buttons that lost their click. */
export function useSteadySubmit(anchor: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return undefined;
    let press: Press | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onDown = (event: PointerEvent) => {
      press = null;
      if (event.button !== 0 || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLButtonElement | HTMLInputElement>(SUBMITTER);
      if (!button || button.form !== form) return;
      press = { button, x: event.clientX, y: event.clientY, handled: false };
    };
    // The click, if the browser sends one, comes after the release: on the button (all is well)
    // or on another control now under the pointer (that one acts; we do not add a submit).
    const onClick = (event: MouseEvent) => {
      if (!press || !(event.target instanceof Element)) return;
      if (press.button.contains(event.target) || event.target.closest(INTERACTIVE)) {
        press.handled = true;
      }
    };
    const onUp = (event: PointerEvent) => {
      const current = press;
      press = null;
      if (!current) return;
      const moved =
        Math.abs(event.clientX - current.x) > STEADY_POINTER_SLOP ||
        Math.abs(event.clientY - current.y) > STEADY_POINTER_SLOP;
      if (moved) return;
      press = current;
      clearTimeout(timer);
      timer = setTimeout(() => {
        press = null;
        const { button } = current;
        if (current.handled || !button.isConnected || button.disabled) return;
        form.requestSubmit(button);
      }, 0);
    };

    form.addEventListener('pointerdown', onDown);
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerup', onUp, true);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('pointerdown', onDown);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerup', onUp, true);
    };
  }, [anchor]);
}
