// Tells users about something in-app (a notifications row) and by mail (the outbox, in each
// recipient's own language), inside the caller's transaction: a notification exists exactly when
// the change that caused it is committed.
import type { NotificationKind } from '../../../common/matching';
import type { Tx } from '../../db/connection';
import { notifications } from '../../db/schema/notifications';
import type { NotificationPreferences } from '../../../common/schemas/users';
import { formatUserName } from '../../lib/current-user';
import type { EmailEventKey } from '../email/default-templates';
import { enqueueEmail } from '../email/enqueue-email';
import type { Recipient } from './recipients';

export interface NotifyInput {
  tenantId: string;
  recipients: Recipient[];
  /** Left out of the recipients: whoever caused the change does not hear about it. */
  actorId?: string | null;
  kind: NotificationKind;
  /** Stored as it is (snake_case keys: it goes to the wire unchanged). */
  payload: Record<string, unknown>;
  mail: {
    eventKey: EmailEventKey;
    /** The mail's placeholders for one recipient (name is added). */
    variables: (recipient: Recipient) => Record<string, string>;
    /** A preference that, when false, turns this mail off (the in-app notification stays). */
    preference?: keyof NotificationPreferences;
  } | null;
}

/** Writes the notifications and mails; answers how many users were notified. */
export async function notifyRecipients(tx: Tx, input: NotifyInput): Promise<number> {
  const seen = new Set<string>();
  const recipients = input.recipients.filter((r) => {
    if (r.id === input.actorId || seen.has(r.id)) return false;
    seen.add(r.id);
    return true;
  });
  if (recipients.length === 0) return 0;
  await tx.insert(notifications).values(
    recipients.map((r) => ({
      tenantId: input.tenantId,
      userId: r.id,
      kind: input.kind,
      payload: input.payload,
    })),
  );
  const mail = input.mail;
  if (mail) {
    for (const recipient of recipients) {
      if (mail.preference && recipient.notificationPreferences?.[mail.preference] === false) {
        continue;
      }
      await enqueueEmail(tx, {
        tenantId: input.tenantId,
        to: recipient.email,
        locale: recipient.locale,
        eventKey: mail.eventKey,
        variables: { name: formatUserName(recipient), ...mail.variables(recipient) },
      });
    }
  }
  return recipients.length;
}

const STATUS_LABELS: Record<'nl' | 'en', Record<string, string>> = {
  nl: {
    new: 'nieuw',
    in_progress: 'in behandeling',
    accepted: 'aangenomen',
    rejected: 'afgewezen',
    withdrawn: 'ingetrokken',
  },
  en: {
    new: 'new',
    in_progress: 'in progress',
    accepted: 'accepted',
    rejected: 'not accepted',
    withdrawn: 'withdrawn',
  },
};

/** An application status as a mail says it, in the recipient's language. */
export function describeStatus(status: string, locale: 'nl' | 'en'): string {
  return STATUS_LABELS[locale][status] ?? status;
}

/** The app path a notification opens (also the `link` attribute). */
export function buildNotificationPath(
  kind: NotificationKind,
  payload: Record<string, unknown>,
): string | null {
  const conversationId =
    typeof payload.conversation_id === 'string' ? payload.conversation_id : null;
  const applicationId = typeof payload.application_id === 'string' ? payload.application_id : null;
  if (kind === 'message_received' && conversationId) return `/conversations?id=${conversationId}`;
  if (applicationId) return `/applications/${applicationId}`;
  return conversationId ? `/conversations?id=${conversationId}` : null;
}
