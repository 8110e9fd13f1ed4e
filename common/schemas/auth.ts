// yup schemas for the devise_token_auth endpoints (DESIGN.md section 6): sign-in, sign-up,
// password reset, confirmation. Keys are camelCase (forms); the wire is snake_case. Messages:
// see the header of ./users.ts.
import { object, ref, string, type InferType } from 'yup';
import { emailSchema, INVALID_MESSAGE, localeSchema, personNameSchema } from './users';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The exact message of SPEC section 5 for PUT /auth/password without credentials. */
export const RESET_CREDENTIALS_MISSING_MESSAGE =
  'You must provide either the uid, client and accessToken or the resetPasswordToken';

export const passwordSchema = string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

function confirmationOf(field: string) {
  return string()
    .required()
    .oneOf([ref(field)], INVALID_MESSAGE);
}

/** POST /auth/sign_in. The password is not checked for length: old passwords stay valid. */
export const signInSchema = object({
  email: emailSchema.required(),
  password: string().required().max(PASSWORD_MAX_LENGTH),
});
export type SignIn = InferType<typeof signInSchema>;

/** POST /auth (sign-up of a volunteer). */
export const signUpSchema = object({
  email: emailSchema.required(),
  password: passwordSchema.required(),
  passwordConfirmation: confirmationOf('password'),
  firstName: personNameSchema.required(),
  lastName: personNameSchema.required(),
  locale: localeSchema.default('nl'),
});
export type SignUp = InferType<typeof signUpSchema>;

/** POST /auth/password: ask for a reset mail. */
export const passwordResetRequestSchema = object({
  email: emailSchema.required(),
});
export type PasswordResetRequest = InferType<typeof passwordResetRequestSchema>;

/**
 * PUT /auth/password: a new password with either a resetPasswordToken (from the mail) or, when
 * signed in (uid, client and access-token headers), the current password.
 */
export const passwordResetSchema = object({
  password: passwordSchema.required(),
  passwordConfirmation: confirmationOf('password'),
  resetPasswordToken: string().trim().max(200).optional(),
  currentPassword: string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type PasswordReset = InferType<typeof passwordResetSchema>;

/** POST /api/v1/confirm. */
export const confirmationSchema = object({
  confirmationToken: string().trim().required().max(200),
});
export type Confirmation = InferType<typeof confirmationSchema>;
