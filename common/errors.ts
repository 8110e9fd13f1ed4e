// The error catalogue: codes both ends use, and the message the client recognises for a
// sign-in on another partner center's website (SPEC section 8).

export const ERROR_CODE = {
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  validationFailed: 'validation_failed',
  invalidTransition: 'invalid_transition',
  wrongCenter: 'wrong_center',
  duplicateId: 'duplicate_id',
  idempotencyMismatch: 'idempotency_key_mismatch',
  /** The first request with this Idempotency-Key is still running: retry after Retry-After. */
  idempotencyInProgress: 'idempotency_key_in_progress',
  rateLimited: 'rate_limited',
  badRequest: 'bad_request',
  invalidCredentials: 'invalid_credentials',
  unconfirmed: 'unconfirmed',
  inactiveAccount: 'inactive_account',
  invalidToken: 'invalid_token',
  resetCredentialsMissing: 'reset_credentials_missing',
  alreadyExists: 'already_exists',
  /** A volunteer applied to this vacancy already (a real conflict, shown to the user). */
  alreadyApplied: 'already_applied',
  /** The geocoder could not be reached: a distance search cannot run right now. */
  geocoderUnavailable: 'geocoder_unavailable',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** The detail the server sends for a user of another partner center; the client matches 'wrong center'. */
export const WRONG_CENTER_DETAIL =
  'This account belongs to another partner in the collaboration (wrong center).';

export function isWrongCenterMessage(message: unknown): boolean {
  return typeof message === 'string' && message.toLowerCase().includes('wrong center');
}
