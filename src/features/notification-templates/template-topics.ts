import type { EmailEventKey } from '../../../common/schemas/notification-templates';

// The topics a coordinator looks for a mail under, in the order of a volunteer's way through the
// site; every event key belongs to exactly one (template-topics.test.ts checks it).
export const TEMPLATE_TOPICS = [
  ['account', ['user.']],
  ['organizations', ['organization.']],
  ['vacancies', ['application.', 'invitation.', 'vacancy.']],
  ['messages', ['message.']],
  ['help', ['help_request.', 'help_match.']],
  ['activities', ['activity.']],
  ['forms', ['form.']],
  ['digest', ['digest.']],
] as const;
export type TemplateTopic = (typeof TEMPLATE_TOPICS)[number][0];

export function topicOf(key: EmailEventKey): TemplateTopic | null {
  const found = TEMPLATE_TOPICS.find(([, prefixes]) => prefixes.some((p) => key.startsWith(p)));
  return found ? found[0] : null;
}
