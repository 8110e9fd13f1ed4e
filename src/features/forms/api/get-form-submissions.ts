// GET /api/v1/form_submissions?filter[form_id]=…: one page of a form's submissions, newest first,
// searched in the answers and filtered by version, dates and handled.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { submissionKeys } from '../submission-keys';
import type { FormSubmission } from '../submission-types';

export interface SubmissionParams {
  page: number;
  pageSize: number;
  search?: string;
  version?: string;
  /** yyyy-mm-dd, both days included. */
  from?: string;
  to?: string;
  handled?: 'true' | 'false';
}

export function useFormSubmissions(formId: string, params: SubmissionParams) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: submissionKeys.list(api.context().tenant, formId, params),
    queryFn: async ({ signal }) => {
      const result = await api.get<FormSubmission[]>('/form_submissions', {
        query: {
          'filter[form_id]': formId,
          'filter[search]': params.search || undefined,
          'filter[version]': params.version || undefined,
          'filter[from]': params.from || undefined,
          'filter[to]': params.to || undefined,
          'filter[handled]': params.handled,
          'page[number]': params.page,
          'page[size]': params.pageSize,
        },
        signal,
      });
      const rows = Array.isArray(result.data) ? result.data : [];
      const total = typeof result.meta.total === 'number' ? result.meta.total : rows.length;
      return { rows, total };
    },
    placeholderData: keepPreviousData,
  });
}
