// The editor's field checks: required, within length and only the event's placeholders, by the
// same rule the server applies (common/schemas/notification-templates.ts), said in the app's words.
import {
  findUnknownPlaceholders,
  listEventPlaceholders,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_SUBJECT_MAX_LENGTH,
  type EmailEventKey,
} from '../../../common/schemas/notification-templates';
import type { ValidationMessage } from '../../lib/forms/validation';

export interface TemplateValues {
  subject: string;
  body: string;
  scope: 'tenant' | 'center';
}

function check(
  eventKey: EmailEventKey,
  value: string | undefined,
  max: number,
): ValidationMessage | undefined {
  const text = value ?? '';
  if (text.trim() === '') return { id: 'validation.required' };
  if (text.trim().length > max) return { id: 'validation.max', values: { max } };
  const unknown = findUnknownPlaceholders(eventKey, text);
  if (unknown.length === 0) return undefined;
  return {
    id: 'notificationTemplates.unknownPlaceholder',
    values: {
      unknown: unknown.map((n) => `{${n}}`).join(', '),
      known: listEventPlaceholders(eventKey)
        .map((n) => `{${n}}`)
        .join(', '),
    },
  };
}

export function validateTemplate(eventKey: EmailEventKey) {
  return (values: TemplateValues) => {
    const errors: Partial<Record<keyof TemplateValues, ValidationMessage>> = {};
    const subject = check(eventKey, values.subject, TEMPLATE_SUBJECT_MAX_LENGTH);
    const body = check(eventKey, values.body, TEMPLATE_BODY_MAX_LENGTH);
    if (subject) errors.subject = subject;
    if (body) errors.body = body;
    return errors;
  };
}
