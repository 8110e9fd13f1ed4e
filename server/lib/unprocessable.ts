// The errors of the matching modules' own rules (applications, conversations, notifications): a
// value the schema let through but a rule refuses is a 422 with a pointer (docs/matching-api.md).
import { ERROR_CODE } from '../../common/errors';
import { AppError, createNotFoundError } from './app-error';

export function createUnprocessableError(
  detail: string,
  pointer: string,
  code: 'validationFailed' | 'invalidTransition' = 'validationFailed',
): AppError {
  return new AppError({
    status: 422,
    code: ERROR_CODE[code],
    detail,
    source: { pointer },
  });
}

export function createMissingError(kind: string, id: string): AppError {
  return createNotFoundError(`${kind} ${id} was not found.`);
}
