// The apply form's rules: the motivation as the API checks it (common/schemas/applications.ts)
// and one answer per question of the vacancy, required where the organization asks it.
import { object, string, tuple, type AnySchema } from 'yup';
import '../../lib/forms/validation';
import {
  ANSWER_MAX_LENGTH,
  MOTIVATION_MAX_LENGTH,
  MOTIVATION_MIN_LENGTH,
} from '../../../common/schemas/applications';
import type { FormAnswer } from '../../../common/schemas/forms';
import type { VacancyQuestion } from '../../../common/schemas/vacancies';

export interface ApplyValues {
  motivation: string;
  /** One answer per question, in the vacancy's order. */
  answers?: (string | undefined)[];
  /** The answers to the vacancy's form by field key, as its fields keep them while typing. */
  formAnswers?: Record<string, FormAnswer | undefined>;
}

export function buildApplySchema(questions: readonly VacancyQuestion[]): AnySchema {
  // The labels are questions ('Waarom wil je dit doen?'): '{field} is verplicht' read oddly.
  const motivation = string()
    .trim()
    .required(() => ({ id: 'vacancies.apply.motivationRequired' }))
    .min(MOTIVATION_MIN_LENGTH, ({ min }: { min: number }) => ({
      id: 'vacancies.apply.motivationMin',
      values: { min },
    }))
    .max(MOTIVATION_MAX_LENGTH);
  if (questions.length === 0) return object({ motivation });
  const answers = questions.map((q) => {
    const answer = string().trim().max(ANSWER_MAX_LENGTH);
    return q.required
      ? answer.required(() => ({ id: 'vacancies.apply.answerRequired' }))
      : answer.optional();
  });
  return object({
    motivation,
    answers: tuple(answers as unknown as [AnySchema]),
  });
}

/** Fields never touched are missing from final-form's values: check them as empty. */
export function withAllAnswers(
  questions: readonly VacancyQuestion[],
  values: ApplyValues,
): ApplyValues {
  return { ...values, answers: questions.map((_, i) => values.answers?.[i]) };
}

/** The request's answers: every question, in order, with what was typed ('' for none). */
export function toAnswers(
  questions: readonly VacancyQuestion[],
  values: ApplyValues,
): { questionId: string; answer: string }[] {
  return questions.map((q, i) => ({
    questionId: q.id,
    answer: (values.answers?.[i] ?? '').trim(),
  }));
}
