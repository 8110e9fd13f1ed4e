// Every error leaves the server as a JSON:API error document (DESIGN.md section 7): a proper 4xx
// for bad input with a pointer, parameter or header naming the culprit, and a 500 that tells the
// client nothing about the internals (the log gets the stack).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSONAPI_MEDIA_TYPE } from '../../common/constants';
import { ERROR_CODE, type ErrorCode } from '../../common/errors';
import type { JsonApiErrorObject } from '../../common/jsonapi';
import { AppError, getStatusTitle, type ErrorSource } from '../lib/app-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODE.badRequest,
  401: ERROR_CODE.unauthorized,
  403: ERROR_CODE.forbidden,
  404: ERROR_CODE.notFound,
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

/** Builds the status and error object for any thrown value. */
export function describeError(error: unknown): { status: number; object: JsonApiErrorObject } {
  if (error instanceof AppError) return { status: error.status, object: error.toErrorObject() };
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    const object = new AppError({
      status: 400,
      code: ERROR_CODE.validationFailed,
      detail: fastifyError.message ?? 'The request is not valid.',
      source: describeValidationSource(fastifyError as FastifyError),
    }).toErrorObject();
    return { status: 400, object };
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
    return { status: 400, object };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's and its plugins' 4xx messages describe the request, never the internals.
    return {
      status,
      object: {
        status: String(status),
        code: CODE_BY_STATUS[status] ?? ERROR_CODE.badRequest,
        title: getStatusTitle(status),
        detail: fastifyError.message ?? getStatusTitle(status),
      },
    };
  }
  return {
    status: 500,
    object: {
      status: '500',
      code: ERROR_CODE.internal,
      title: getStatusTitle(500),
      detail: 'Something went wrong on our side. Please try again later.',
    },
  };
}

export function sendError(reply: FastifyReply, error: unknown) {
  const { status, object } = describeError(error);
  return reply
    .code(status)
    .type(JSONAPI_MEDIA_TYPE)
    .header('cache-control', 'no-store')
    .send({ errors: [object] });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status } = describeError(error);
    // An AppError is a failure we foresaw (a 503 while the geocoder is down, say): the service
    // logged its cause already, so it is a warning without a stack trace.
    if (status >= 500 && error instanceof AppError) {
      request.log.warn({ status, code: error.code }, 'request failed: ' + error.detail);
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: (error as FastifyError).code }, 'request rejected');
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
