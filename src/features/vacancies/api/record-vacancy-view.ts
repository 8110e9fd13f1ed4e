// POST /api/v1/vacancies/{id}/views: the page tells the server once that someone looked at the
// vacancy (a counter per day, nothing about the reader). Offline or failed, the look is not
// counted: a view is not worth a queued write or an error on screen.
import { useEffect } from 'react';
import { useAppContext } from '../../../lib/app-context';

export function useVacancyView(id: string, shown: boolean) {
  const { api } = useAppContext();
  useEffect(() => {
    if (!id || !shown || !navigator.onLine) return;
    api.post(`/vacancies/${encodeURIComponent(id)}/views`).catch(() => undefined);
  }, [api, id, shown]);
}
