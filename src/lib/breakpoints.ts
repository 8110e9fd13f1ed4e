// SPEC section 9's breakpoints (mobile first) as media-query hooks.
import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../common/constants';

export type Breakpoint = keyof typeof BREAKPOINTS;
/** Mobile first: 'base' below sm, then the largest breakpoint whose min-width matches. */
export type ActiveBreakpoint = Breakpoint | 'base';

const ORDER: Breakpoint[] = ['2xl', 'xl', 'lg', 'md', 'sm'];

export function getMinWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

export function getActiveBreakpoint(): ActiveBreakpoint {
  return ORDER.find((b) => matches(getMinWidthQuery(b))) ?? 'base';
}

/** The active breakpoint; re-renders when the viewport crosses one. */
export function useBreakpoint(): ActiveBreakpoint {
  const subscribe = useCallback((listener: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => {};
    const lists = ORDER.map((b) => window.matchMedia(getMinWidthQuery(b)));
    for (const list of lists) list.addEventListener('change', listener);
    return () => {
      for (const list of lists) list.removeEventListener('change', listener);
    };
  }, []);
  return useSyncExternalStore(subscribe, getActiveBreakpoint, () => 'base');
}

/** True from the given breakpoint up (e.g. `useMinWidth('md')`: tables instead of lists). */
export function useMinWidth(breakpoint: Breakpoint): boolean {
  return useMediaQuery(getMinWidthQuery(breakpoint));
}
