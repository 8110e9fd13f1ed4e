// Client-generated ids (DESIGN.md section 7): a create may name its resource's UUID in data.id,
// so that a replay which lost its Idempotency-Key answer still cannot create a second copy. Every
// module with creates reads the id and reports the duplicate the same way.
import { ERROR_CODE } from '../../common/errors';
import { isUuid } from '../../common/schemas/uuid';
import { AppError, createValidationError } from './app-error';
import { isRecord } from './request-validation';

/** `data.id` of a create document: undefined when absent, a 400 with pointer when not a UUID. */
export function readClientId(body: unknown): string | undefined {
  if (!isRecord(body) || !isRecord(body.data)) return undefined;
  const id = body.data.id;
  if (id === undefined || id === null) return undefined;
  if (!isUuid(id)) {
    throw createValidationError('data.id must be a UUID (or left out to let the server choose).', {
      pointer: '/data/id',
    });
  }
  return id.toLowerCase();
}

/** The 409 for a create whose client-generated id exists already in this tenant. */
export function createDuplicateIdError(resource: string, id: string): AppError {
  return new AppError({
    status: 409,
    code: ERROR_CODE.duplicateId,
    title: 'Already created',
    detail: `A ${resource} with id ${id} exists already, so this create was applied before.`,
    source: { pointer: '/data/id' },
  });
}

/** Whether `error` (or its cause: Drizzle wraps driver errors) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505' && candidate.constraint === constraint) return true;
    e = candidate.cause;
  }
  return false;
}
