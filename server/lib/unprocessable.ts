// The errors of the matching modules (applications, conversations, notifications): bad input is
// a 422 with a pointer (docs/matching-api.md), whether the schema or a rule of the service
// refused it.
import type { AnyObjectSchema, InferType } from 'yup';
import { ERROR_CODE } from '../../common/errors';
import { AppError, createNotFoundError } from './app-error';
import { validateBody } from './request-validation';

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

/** validateBody, with its refusals as a 422 (same code, detail and pointer). */
export function validateAttributes<S extends AnyObjectSchema>(
  schema: S,
  attributes: unknown,
): InferType<S> {
  try {
    return validateBody(schema, attributes);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) {
      throw new AppError({
        status: 422,
        code: error.code,
        detail: error.detail,
        source: error.source,
      });
    }
    throw error;
  }
}

/** data.type of a write must be `type` (400 otherwise: the document itself is wrong). */
export function assertDocumentType(body: unknown, type: string): void {
  const data = (body as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new AppError({
      status: 400,
      code: ERROR_CODE.badRequest,
      detail: `Send a JSON:API document: {"data": {"type": "${type}", "attributes": {...}}}.`,
      source: { pointer: '/data' },
    });
  }
  if ((data as { type?: unknown }).type !== type) {
    throw new AppError({
      status: 400,
      code: ERROR_CODE.validationFailed,
      detail: `data.type must be ${type}.`,
      source: { pointer: '/data/type' },
    });
  }
}

export function createMissingError(kind: string, id: string): AppError {
  return createNotFoundError(`${kind} ${id} was not found.`);
}
