// Every error leaves the server as a JSON:API error document (DESIGN.md section 7): a proper 4xx
// for bad input with a pointer, parameter or header naming the culprit, and a 500 that tells the
// client nothing about the internals (the log gets the stack).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSONAPI_MEDIA_TYPE } from '../../common/constants';
import { ERROR_CODE, type ErrorCode } from '../../common/errors';
import type { JsonApiErrorObject } from '../../common/jsonapi';
import { AppError, getStatusTitle, type ErrorSource } from '../lib/app-error';
import { formatCatalogueMessage } from '../lib/error-messages';
import { chooseRequestLocale, type RequestLocale } from '../lib/request-locale';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODE.badRequest,
  401: ERROR_CODE.unauthorized,
  403: ERROR_CODE.forbidden,
  404: ERROR_CODE.notFound,
  413: ERROR_CODE.payloadTooLarge,
  415: ERROR_CODE.unsupportedMediaType,
  422: ERROR_CODE.validationFailed,
  429: ERROR_CODE.rateLimited,
};

function describeValidationSource(error: FastifyError): ErrorSource | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = [first.instancePath, missing ? `/${missing}` : ''].join('');
  switch (error.validationContext) {
    case 'querystring':
      return { parameter: path.replace(/^\//, '') || 'query' };
    case 'headers':
      return { header: path.replace(/^\//, '') };
    case 'params':
      return { parameter: path.replace(/^\//, '') };
    default:
      return { pointer: path };
  }
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapping (`cause`). */
export function findSqlState(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The net under input validation: PostgreSQL's data exceptions (class 22: text it cannot take,
 * such as a NUL byte; a number or date out of its range; a malformed UUID or time) mean the
 * request carried a value the validation let through. That is the request's fault, so a 400
 * rather than a 500; the validation should have named the field (the log says which SQLSTATE).
 */
export function isDataException(error: unknown): boolean {
  return findSqlState(error)?.startsWith('22') ?? false;
}

export interface ErrorDescription {
  status: number;
  /** The first error object (the one the log and the idempotency store talk about). */
  object: JsonApiErrorObject;
  /** Every error object to answer (several when several fields failed). */
  objects: JsonApiErrorObject[];
}

/**
 * Builds the status and error objects for any thrown value; with a locale, the details of
 * errors that carry a catalogue message are in that language.
 */
export function describeError(error: unknown, locale?: RequestLocale): ErrorDescription {
  const single = (status: number, object: JsonApiErrorObject): ErrorDescription => ({
    status,
    object,
    objects: [object],
  });
  if (error instanceof AppError) {
    const objects = error.toErrorObjects(locale);
    return { status: error.status, object: objects[0]!, objects };
  }
  if (isDataException(error)) {
    return single(400, {
      status: '400',
      code: ERROR_CODE.badRequest,
      title: getStatusTitle(400),
      detail:
        'The request holds a value that cannot be stored or compared (a text with a NUL character, a number or date out of range, a malformed id).',
    });
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    const object = new AppError({
      status: 400,
      code: ERROR_CODE.validationFailed,
      detail: fastifyError.message ?? 'The request is not valid.',
      source: describeValidationSource(fastifyError as FastifyError),
    }).toErrorObject();
    return single(400, object);
  }
  if (
    fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error instanceof SyntaxError
  ) {
    const detail =
      fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is empty; send a JSON:API document.'
        : 'The request body is not valid JSON.';
    const object = new AppError({
      status: 400,
      code: ERROR_CODE.badRequest,
      detail,
      source: { pointer: '' },
    }).toErrorObject();
    return single(400, object);
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's and its plugins' 4xx messages describe the request, never the internals. A body
    // over the limit is one people meet (an upload too large), so it reads in their language.
    const detail =
      status === 413 && locale
        ? formatCatalogueMessage(locale, { id: 'files.error.bodyTooLarge' })
        : (fastifyError.message ?? getStatusTitle(status));
    return single(status, {
      status: String(status),
      code: CODE_BY_STATUS[status] ?? ERROR_CODE.badRequest,
      title: getStatusTitle(status),
      detail,
    });
  }
  return single(500, {
    status: '500',
    code: ERROR_CODE.internal,
    title: getStatusTitle(500),
    detail: 'Something went wrong on our side. Please try again later.',
  });
}

export function sendError(reply: FastifyReply, error: unknown) {
  const { status, objects } = describeError(error, chooseRequestLocale(reply.request));
  return reply
    .code(status)
    .type(JSONAPI_MEDIA_TYPE)
    .header('cache-control', 'no-store')
    .send({ errors: objects });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status } = describeError(error);
    // An AppError is a failure we foresaw (a 503 while the geocoder is down, say): the service
    // logged its cause already, so it is a warning without a stack trace.
    if (status >= 500 && error instanceof AppError) {
      request.log.warn({ status, code: error.code }, 'request failed: ' + error.detail);
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else if (isDataException(error)) {
      // The validation let a value through that PostgreSQL refused: answered as a 400, but
      // worth a warning, since the client got no pointer to the field.
      request.log.warn(
        { err: error, sqlState: findSqlState(error) },
        'request refused by the database',
      );
    } else request.log.info({ status, code: (error as FastifyError).code }, 'request rejected');
    return sendError(reply, error);
  });
}

export function createPathNotFoundError(method: string, path: string): AppError {
  return new AppError({
    status: 404,
    code: ERROR_CODE.notFound,
    detail: `There is nothing at ${method} ${path}.`,
  });
}
