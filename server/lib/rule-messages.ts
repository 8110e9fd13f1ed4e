// Words for people for the refusals services raise themselves (a taken address, a wrong or
// missing current password, a closed vacancy), found by their machine-readable code and pointer so
// the services keep their English detail for logs and the error handler answers in the request's
// language. Schema failures carry their catalogue message already (attribute-errors.ts).
import type { CatalogueMessage } from './error-messages';

interface RuleMessage {
  code: string;
  pointer: RegExp;
  id: string;
}

const RULE_MESSAGES: readonly RuleMessage[] = [
  {
    code: 'already_exists',
    pointer: /^\/data\/attributes\/(email|user_email)$/,
    id: 'validation.emailTaken',
  },
  {
    code: 'invalid_credentials',
    pointer: /^\/data\/attributes\/current_password$/,
    id: 'profile.error.currentPassword',
  },
  {
    code: 'validation_failed',
    pointer: /^\/data\/attributes\/current_password$/,
    id: 'profile.error.currentPasswordRequired',
  },
  {
    code: 'validation_failed',
    pointer: /^\/data\/attributes\/otp_code$/,
    id: 'twoFactor.error.codeRequired',
  },
  {
    code: 'validation_failed',
    pointer: /^\/data\/attributes\/answers\/\d+$/,
    id: 'vacancies.apply.answerRequired',
  },
  {
    code: 'validation_failed',
    pointer: /^\/data\/attributes\/vacancy_id$/,
    id: 'vacancies.apply.closed',
  },
];

/** The catalogue message of a service's refusal, when one is known for its code and pointer. */
export function findRuleMessage(
  code: string,
  pointer: string | undefined,
): CatalogueMessage | undefined {
  if (pointer === undefined) return undefined;
  const rule = RULE_MESSAGES.find((r) => r.code === code && r.pointer.test(pointer));
  return rule ? { id: rule.id } : undefined;
}
