// How many of the header's menu entries fit the row: measured, not guessed by breakpoint. A
// hidden copy of every entry (same font, padding and gap) gives each one's width; the row's own
// width is what the brand and the actions leave over. When not all fit, room is kept for the
// 'More' button. Measured again when the row resizes, the entries change (locale, sign-in) or
// the fonts arrive (the copy's width changes with them).
import { useLayoutEffect, useState, type RefObject } from 'react';

export function countFitting(
  widths: readonly number[],
  available: number,
  more: number,
  gap: number,
) {
  const total = widths.reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = more;
  let count = 0;
  for (const width of widths) {
    const next = used + gap + width;
    if (next > available) break;
    used = next;
    count += 1;
  }
  return count;
}

export function useFitCount(
  rowRef: RefObject<HTMLElement | null>,
  measureRef: RefObject<HTMLElement | null>,
  key: string,
): number {
  const [count, setCount] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return undefined;
    const update = () => {
      const children = Array.from(measure.children) as HTMLElement[];
      const moreEl = children.pop();
      const widths = children.map((el) => el.getBoundingClientRect().width);
      const gap = parseFloat(getComputedStyle(measure).columnGap) || 0;
      const more = moreEl ? moreEl.getBoundingClientRect().width : 0;
      // A hidden row (phone width) measures 0: leave the count as it is.
      const available = row.getBoundingClientRect().width;
      if (available === 0) return;
      setCount(countFitting(widths, Math.floor(available), more, gap));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(row);
    observer.observe(measure);
    document.fonts?.addEventListener('loadingdone', update);
    return () => {
      observer.disconnect();
      document.fonts?.removeEventListener('loadingdone', update);
    };
  }, [rowRef, measureRef, key]);
  return count;
}
