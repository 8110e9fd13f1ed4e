// GET /api/v1/public_forms/{token}: the form's latest published version, in the visitor's
// language. Persisted with the query cache like every answer, so a form once opened still reads
// offline; an unknown, draft or closed form is a 404 (not retried).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useLocale } from '../../../lib/intl';
import { publicFormKeys } from '../keys';
import type { PublicForm } from '../types';

export function usePublicForm(token: string) {
  const { api } = useAppContext();
  const { locale } = useLocale();
  return useQuery({
    queryKey: publicFormKeys.form(api.context().tenant, token, locale),
    queryFn: async ({ signal }) => {
      const result = await api.get<PublicForm>(`/public_forms/${encodeURIComponent(token)}`, {
        headers: { 'Accept-Language': locale },
        signal,
      });
      return result.data;
    },
    enabled: token !== '',
    // Switching the language keeps the form on screen while it comes in the other one.
    placeholderData: keepPreviousData,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
