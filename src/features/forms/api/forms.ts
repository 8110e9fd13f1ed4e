// GET, POST, PATCH and DELETE /api/v1/forms (docs/forms-api.md): the center's forms for the
// builder. Online only: the builder waits for the server's answer (its 422s go to the fields).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { formKeys } from '../keys';
import type { CenterForm, FormInput } from '../types';

export function useFormList(search: string) {
  const { api } = useAppContext();
  const { tenant, centerId } = api.context();
  return useQuery({
    queryKey: formKeys.list(tenant, centerId, search),
    queryFn: async ({ signal }) => {
      const result = await api.get<CenterForm[]>('/forms', {
        query: { 'filter[search]': search || undefined, 'page[size]': '100' },
        signal,
      });
      return { forms: result.data, total: Number(result.meta.total ?? result.data.length) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useForm(id: string | undefined) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: formKeys.one(api.context().tenant, id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<CenterForm>(`/forms/${encodeURIComponent(id!)}`, { signal })).data,
    enabled: Boolean(id),
    retry: false,
  });
}

export function useInvalidateForms() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: formKeys.all(api.context().tenant) });
}

export function useCreateForm() {
  const { api } = useAppContext();
  const invalidate = useInvalidateForms();
  return useMutation({
    mutationFn: async (attributes: FormInput) =>
      (await api.post<CenterForm>('/forms', { data: { type: 'forms', attributes } })).data,
    onSettled: invalidate,
  });
}

export function useUpdateForm() {
  const { api } = useAppContext();
  const invalidate = useInvalidateForms();
  return useMutation({
    mutationFn: async ({ id, attributes }: { id: string; attributes: FormInput }) =>
      (
        await api.patch<CenterForm>(`/forms/${encodeURIComponent(id)}`, {
          data: { type: 'forms', id, attributes },
        })
      ).data,
    onSettled: invalidate,
  });
}

export function useDeleteForm() {
  const { api } = useAppContext();
  const invalidate = useInvalidateForms();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`/forms/${encodeURIComponent(id)}`);
    },
    onSettled: invalidate,
  });
}
