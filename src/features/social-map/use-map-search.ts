// The social map's search held in the URL: read with wouter's useSearch, written with navigate
// (a new history entry for a filter, the same one while typing).
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatMapSearch, parseMapSearch, type MapSearch } from './map-search';

export type SetMapSearch = (next: MapSearch, options?: { replace?: boolean }) => void;

export function useMapSearch(): [MapSearch, SetMapSearch] {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const state = useMemo(() => parseMapSearch(search), [search]);
  const setState = useCallback<SetMapSearch>(
    (next, options) => {
      const query = formatMapSearch(next);
      if (query === formatMapSearch(parseMapSearch(window.location.search))) return;
      navigate(query ? `${pathname}?${query}` : pathname, { replace: options?.replace ?? false });
    },
    [navigate, pathname],
  );
  return [state, setState];
}
