// The one error type the server's own code throws: it carries everything a JSON:API error object
// needs, so the error handler never has to guess a status or leak an internal message.
import { ERROR_CODE, type ErrorCode } from '../../common/errors';
import type { JsonApiErrorObject } from '../../common/jsonapi';
import { formatCatalogueMessage, type CatalogueMessage } from './error-messages';
import type { RequestLocale } from './request-locale';
import { findRuleMessage } from './rule-messages';

export type ErrorSource = NonNullable<JsonApiErrorObject['source']>;

const TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authorized',
  403: 'Access forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Unprocessable entity',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

export function getStatusTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Server error' : 'Request error');
}

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly title: string;
  readonly detail: string;
  readonly source?: ErrorSource;
  /** The detail for people, rendered in the request's language (`detail` is its English). */
  readonly catalogueMessage?: CatalogueMessage;

  constructor(options: {
    status: number;
    code: ErrorCode;
    detail: string;
    title?: string;
    source?: ErrorSource;
    message?: CatalogueMessage;
  }) {
    super(options.detail);
    this.name = 'AppError';
    this.status = options.status;
    this.code = options.code;
    this.title = options.title ?? getStatusTitle(options.status);
    this.detail = options.detail;
    this.source = options.source;
    this.catalogueMessage = options.message;
  }

  /** Every error object of this failure (one, or one per failing field). */
  toErrorObjects(locale?: RequestLocale): JsonApiErrorObject[] {
    return [this.toErrorObject(locale)];
  }

  /**
   * The error object; with a locale, a detail from the catalogue (the error's own message, else
   * one known for its code and pointer: rule-messages.ts) is in that language.
   */
  toErrorObject(locale?: RequestLocale): JsonApiErrorObject {
    const message = this.catalogueMessage ?? findRuleMessage(this.code, this.source?.pointer);
    return {
      status: String(this.status),
      code: this.code,
      title: this.title,
      detail: message && locale ? formatCatalogueMessage(locale, message) : this.detail,
      ...(this.source ? { source: this.source } : {}),
    };
  }
}

export function createNotFoundError(detail: string, source?: ErrorSource): AppError {
  return new AppError({ status: 404, code: ERROR_CODE.notFound, detail, source });
}

export function createBadRequestError(detail: string, source?: ErrorSource): AppError {
  return new AppError({ status: 400, code: ERROR_CODE.badRequest, detail, source });
}

/**
 * A 400: the request's shape is wrong (no JSON:API document, a wrong `data.type` or `data.id`) or
 * a query parameter is (DESIGN.md section 7; JSON:API answers bad query parameters with a 400).
 */
export function createValidationError(detail: string, source?: ErrorSource): AppError {
  return new AppError({ status: 400, code: ERROR_CODE.validationFailed, detail, source });
}

/**
 * A 422: the document is well formed but an attribute's value is not valid. `message` gives the
 * detail for people in the request's language (`detail` stays its English text).
 */
export function createInvalidAttributeError(
  detail: string,
  pointer: string,
  message?: CatalogueMessage,
): AppError {
  return new AppError({
    status: 422,
    code: ERROR_CODE.validationFailed,
    detail,
    source: { pointer },
    message,
  });
}

/**
 * Several refusals answered at once (every failing field of a write, every bad query parameter),
 * so a form can mark all its fields in one round trip. Status and code are the first one's.
 */
export class AppErrorList extends AppError {
  readonly errors: AppError[];

  constructor(errors: AppError[]) {
    const first = errors[0]!;
    super({
      status: first.status,
      code: first.code,
      title: first.title,
      detail: first.detail,
      source: first.source,
      message: first.catalogueMessage,
    });
    this.errors = errors;
  }

  override toErrorObjects(locale?: RequestLocale): JsonApiErrorObject[] {
    return this.errors.map((error) => error.toErrorObject(locale));
  }
}

/** One error as it is, several as an AppErrorList. */
export function combineErrors(errors: AppError[]): AppError {
  return errors.length === 1 ? errors[0]! : new AppErrorList(errors);
}
