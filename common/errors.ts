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
  /** Password right; the second factor's code is needed (the error's meta carries a challenge). */
  twoFactorRequired: 'two_factor_required',
  /** Password right; this account must set up a second factor first (meta carries a challenge). */
  twoFactorSetupRequired: 'two_factor_setup_required',
  /** A wrong (or already used) authenticator or recovery code. */
  invalidTwoFactorCode: 'invalid_two_factor_code',
  /** The sign-in challenge is unknown, used, expired or of another tenant or center: start over. */
  invalidTwoFactorChallenge: 'invalid_two_factor_challenge',
  /** Two-factor sign-in cannot be turned off here: it is required for this account. */
  twoFactorMandatory: 'two_factor_mandatory',
  unconfirmed: 'unconfirmed',
  inactiveAccount: 'inactive_account',
  invalidToken: 'invalid_token',
  resetCredentialsMissing: 'reset_credentials_missing',
  alreadyExists: 'already_exists',
  /** A volunteer applied to this vacancy already (a real conflict, shown to the user). */
  alreadyApplied: 'already_applied',
  /** An organization invited this volunteer to this vacancy already, and the invitation is open. */
  alreadyInvited: 'already_invited',
  /** The volunteer holds a place at the same time already (another activity or shift). */
  overlappingRegistration: 'overlapping_registration',
  /** The volunteer is registered (or waiting) for this activity or shift already. */
  alreadyRegistered: 'already_registered',
  /** Registration is closed: by the organizer, because it started, or it was cancelled. */
  registrationClosed: 'registration_closed',
  /** The geocoder could not be reached: a distance search cannot run right now. */
  geocoderUnavailable: 'geocoder_unavailable',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  /** The resource is still used elsewhere (a file a page or news item shows): a 409. */
  inUse: 'in_use',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** The detail the server sends for a user of another partner center; the client matches 'wrong center'. */
export const WRONG_CENTER_DETAIL =
  'This account belongs to another partner in the collaboration (wrong center).';

export function isWrongCenterMessage(message: unknown): boolean {
  return typeof message === 'string' && message.toLowerCase().includes('wrong center');
}
