// What an applicant answers besides the motivation, as the server will judge it: the vacancy's
// own questions, or (when it names one of its center's forms) that form's fields. While the form
// loads, or when it cannot (offline and never read on this device), nothing can be sent: the
// server would ask for answers the applicant never saw. A 404 means the form takes no answers any
// more (closed meanwhile): the server then takes the application without them, and so do we.
import { useMemo } from 'react';
import type { FormField } from '../../../../common/schemas/forms';
import type { VacancyQuestion } from '../../../../common/schemas/vacancies';
import { isApiError } from '../../../lib/api-client';
import { useVacancyForm } from '../api/get-vacancy-form';
import type { Vacancy } from '../types';

export type ApplyQuestions =
  | { kind: 'own'; questions: VacancyQuestion[] }
  | { kind: 'form'; fields: FormField[]; title: string; description: string | null }
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown; retry: () => void };

const NO_QUESTIONS: VacancyQuestion[] = [];

export function useApplyQuestions(vacancy: Vacancy, locale: 'nl' | 'en'): ApplyQuestions {
  const formId = vacancy.formId ?? null;
  const form = useVacancyForm(vacancy.id, locale, formId !== null);
  const own = vacancy.questions ?? NO_QUESTIONS;
  const { data, error, isPending, refetch } = form;
  return useMemo((): ApplyQuestions => {
    if (formId === null) return { kind: 'own', questions: own };
    if (data) {
      return {
        kind: 'form',
        fields: data.fields,
        title: data.title,
        description: data.description,
      };
    }
    if (error) {
      if (isApiError(error) && error.status === 404) return { kind: 'none' };
      return { kind: 'failed', error, retry: () => void refetch() };
    }
    return isPending ? { kind: 'loading' } : { kind: 'none' };
  }, [formId, own, data, error, isPending, refetch]);
}
