// The 422s of vacancy writes: bad data with its pointer, and a refused status change naming the
// statuses allowed from where the vacancy is.
import { ERROR_CODE } from '../../../common/errors';
import { VACANCY_TRANSITIONS, type VacancyStatus } from '../../../common/matching';
import { AppError } from '../../lib/app-error';

export function createInvalidError(
  detail: string,
  pointer: string,
  code: 'validationFailed' | 'invalidTransition' = 'validationFailed',
) {
  return new AppError({ status: 422, code: ERROR_CODE[code], detail, source: { pointer } });
}

export function createTransitionError(from: VacancyStatus, to: VacancyStatus, pointer: string) {
  const allowed = VACANCY_TRANSITIONS[from];
  return createInvalidError(
    `A vacancy cannot go from ${from} to ${to}. Allowed from ${from}: ${allowed.join(', ')}.`,
    pointer,
    'invalidTransition',
  );
}
