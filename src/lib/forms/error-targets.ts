// What a form's error summary needs from the page: the errors of a final-form state as one list
// of field paths, the element each path belongs to, the words shown beside it, and how to bring
// that element to the user (focus, and scrolled to the middle so the sticky header hides nothing).
import { FORM_ERROR } from 'final-form';
import { isValidationMessage } from './validation';

/** A field path (final-form's `a.b`, `list[0].c`) with its error as the state holds it. */
export interface PathError {
  path: string;
  error: unknown;
}

function isEmptyError(error: unknown) {
  return error === undefined || error === null || error === false || error === '';
}

/** Every field error of a final-form errors object, as paths in the object's own order. */
export function flattenErrors(errors: unknown, prefix = ''): PathError[] {
  if (isEmptyError(errors)) return [];
  if (typeof errors !== 'object' || isValidationMessage(errors)) {
    return prefix ? [{ path: prefix, error: errors }] : [];
  }
  if (Array.isArray(errors)) {
    return errors.flatMap((item, i) => flattenErrors(item, `${prefix}[${i}]`));
  }
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, value]) =>
    key === FORM_ERROR ? [] : flattenErrors(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** `a.b[2].c` -> `a.b[2]` -> `a.b` -> `a` -> '' */
export function parentPath(path: string): string {
  const cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
  return cut > 0 ? path.slice(0, cut) : '';
}

function quote(value: string) {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * The element of a field path inside `root`: the control named after it (Fluent passes `name` to
 * its input, select and textarea), else an element marked `data-field` (a group, or the wrapper
 * of a control that is named otherwise); a list item's error falls back to its list. The control
 * comes first even where its marked wrapper precedes it: its label names the field.
 */
export function findFieldElement(root: ParentNode, path: string): HTMLElement | null {
  for (let p = path; p; p = parentPath(p)) {
    const el =
      root.querySelector<HTMLElement>(`[name=${quote(p)}]`) ??
      root.querySelector<HTMLElement>(`[data-field=${quote(p)}]`);
    if (el) return el.getAttribute('type') === 'hidden' ? el.parentElement : el;
  }
  return null;
}

/** Visible text of an element, without what is hidden from assistive technology (a '*'). */
function spokenText(el: Element): string {
  let text = '';
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') {
      text += spokenText(node);
    }
  }
  return text;
}

function byIds(el: Element, attribute: string): Element[] {
  const ids = el.getAttribute(attribute)?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => el.ownerDocument.getElementById(id))
    .filter((found): found is HTMLElement => found !== null);
}

/**
 * The name a screen reader gives the field: its label(s), else aria-label, else the label of the
 * Fluent Field it is, else its legend.
 */
export function fieldLabel(el: HTMLElement): string | undefined {
  const labelled = byIds(el, 'aria-labelledby');
  const labels = labelled.length > 0 ? labelled : Array.from((el as HTMLInputElement).labels ?? []);
  const text = labels
    .map((l) => spokenText(l).trim())
    .filter(Boolean)
    .join(' ');
  if (text) return text;
  const aria = el.getAttribute('aria-label')?.trim();
  if (aria) return aria;
  // A Fluent Field marked as a whole (a choice group, whose inputs each carry an option's name).
  const own = el.matches('.fui-Field') ? el.querySelector(':scope > .fui-Field__label') : null;
  const ownText = own ? spokenText(own).trim() : '';
  if (ownText) return ownText;
  const legend = el.closest('fieldset')?.querySelector('legend');
  return legend ? spokenText(legend).trim() || undefined : undefined;
}

/** The error text shown beside the field (Fluent's validation message), when it shows one. */
export function shownFieldError(el: HTMLElement): string | undefined {
  const described = byIds(el, 'aria-describedby').find((d) => d.id.endsWith('__validationMessage'));
  const message =
    described ??
    el.closest('.fui-Field')?.querySelector(':scope > .fui-Field__validationMessage') ??
    null;
  const text = message ? spokenText(message).trim() : '';
  return text || undefined;
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Focuses the field (or the first control inside a group) and scrolls it, label and all, into view. */
export function focusField(el: HTMLElement): void {
  const target = el.matches(FOCUSABLE)
    ? el
    : (el.querySelector<HTMLElement>('input:checked') ?? el.querySelector<HTMLElement>(FOCUSABLE));
  (target ?? el).focus({ preventScroll: true });
  const shown = el.closest('.fui-Field') ?? el.closest('fieldset') ?? el;
  shown.scrollIntoView?.({ block: 'center' });
}

/** The first field of `root` that says it is invalid, in page order. */
export function firstInvalidField(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>('[aria-invalid="true"]');
}

/** Sorts items by where their element sits in the page; items without one go last. */
export function byPageOrder<T extends { element: HTMLElement | null }>(items: T[]): T[] {
  return [...items].sort((a, b) => {
    if (!a.element || !b.element) return a.element ? -1 : b.element ? 1 : 0;
    if (a.element === b.element) return 0;
    return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}
