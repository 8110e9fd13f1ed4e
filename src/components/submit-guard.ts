// A Fluent Button with `disabledFocusable` renders a native <button> with aria-disabled only and
// drops its onClick, but a type="submit" one keeps the browser's own behaviour: a click on it,
// or Enter in one of the form's fields (which clicks the form's first submit button), still
// submits the form. Spread this on such a button to cancel that click while it is disabled.
import type { MouseEvent } from 'react';

function cancel(event: MouseEvent): void {
  event.preventDefault();
  event.stopPropagation();
}

export function submitGuard(disabled: boolean | undefined): {
  onClickCapture?: (event: MouseEvent) => void;
} {
  return disabled ? { onClickCapture: cancel } : {};
}
