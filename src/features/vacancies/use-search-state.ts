// The search held in the URL: read with wouter's useSearch, written back with navigate (a new
// history entry for a filter, the same entry while typing), plus a debounced value for typing.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatSearch, parseSearch, type SearchState } from './search-state';

export type SetSearch = (next: SearchState, options?: { replace?: boolean }) => void;

export function useSearchState(): [SearchState, SetSearch] {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const state = useMemo(() => parseSearch(search), [search]);
  const setState = useCallback<SetSearch>(
    (next, options) => {
      const query = formatSearch(next);
      const target = query ? `${pathname}?${query}` : pathname;
      if (query === formatSearch(parseSearch(window.location.search))) return;
      navigate(target, { replace: options?.replace ?? false });
    },
    [navigate, pathname],
  );
  return [state, setState];
}

/** The value once it has stopped changing for `delayMs` (typing: one request, not one per key). */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
