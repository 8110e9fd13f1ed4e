// POST /api/v1/vacancies/{id}/freshness {token, answer}: the answer to a 'still current?' mail.
// Sent when the person presses a button, never on page load: mail scanners open links.
import { useMutation } from '@tanstack/react-query';
import type { VacancyFreshnessAnswer } from '../../../../common/schemas/vacancies';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';

export interface FreshnessAnswered {
  answer: VacancyFreshnessAnswer;
  titleNl: string | null;
  titleEn: string | null;
}

export async function answerFreshness(
  api: ApiClient,
  input: { id: string; token: string; answer: VacancyFreshnessAnswer },
): Promise<FreshnessAnswered> {
  const result = await api.post<FreshnessAnswered>(
    `/vacancies/${encodeURIComponent(input.id)}/freshness`,
    {
      data: { type: 'vacancy_freshness', attributes: { token: input.token, answer: input.answer } },
    },
  );
  return result.data;
}

export function useAnswerFreshness() {
  const { api } = useAppContext();
  return useMutation({
    mutationFn: (input: { id: string; token: string; answer: VacancyFreshnessAnswer }) =>
      answerFreshness(api, input),
  });
}
