// Tells users about something in-app (a notifications row) and by mail (the outbox, in each
// recipient's own language), inside the caller's transaction: a notification exists exactly when
// the change that caused it is committed. Other modules call this with an audience and their own
// payload; notifications knows nothing of applications or conversations.
import type { NotificationKind } from '../../../common/matching';
import type { Tx } from '../../db/connection';
import type { NotificationPreferences } from '../../../common/schemas/users';
import { formatUserName } from '../../lib/current-user';
import { publishLiveEvent } from '../../lib/live-events';
import type { LiveEvent } from '../../../common/schemas/live';
import type { EmailEventKey } from '../email/default-templates';
import { enqueueEmail } from '../email/enqueue-email';
import {
  listCenterAdmins,
  listOrganizationAdmins,
  listUsersByIds,
  type Recipient,
} from './recipients-repo';
import { insertNotifications } from './repo';

export type { Recipient };

/** Who hears: named users, the admins of organizations, or the center admins of one center. */
export type Audience =
  { users: string[] } | { organizationAdmins: string[] } | { centerAdmins: string };

export interface NotifyInput {
  tenantId: string;
  /** Resolved in order (the first mention of a user counts). */
  audience: Audience[];
  /** Left out of the recipients: whoever caused the change does not hear about it. */
  actorId?: string | null;
  /**
   * The center the change belongs to: its own mail wording wins (enqueue-email.ts). Required, so
   * a new caller cannot forget it and quietly send the tenant's wording instead.
   */
  centerId: string | null;
  /** Null: a mail only, nothing in-app (a choice the recipient made for mail alone). */
  kind: NotificationKind | null;
  /** Stored as it is (snake_case keys: it goes to the wire unchanged). */
  payload: Record<string, unknown>;
  /**
   * What open pages of the recipients hear (GET /api/v1/stream): by default that their
   * notifications changed (with the application's id when the payload names one).
   */
  live?: LiveEvent;
  mail: {
    eventKey: EmailEventKey;
    /** The mail's placeholders for one recipient (name is added). */
    variables: (recipient: Recipient) => Record<string, string>;
    /** A preference that, when false, turns this mail off (the in-app notification stays). */
    preference?: keyof NotificationPreferences;
  } | null;
}

async function listAudience(tx: Tx, tenantId: string, audience: Audience[]) {
  const out: Recipient[] = [];
  for (const part of audience) {
    if ('users' in part) out.push(...(await listUsersByIds(tx, tenantId, part.users)));
    else if ('organizationAdmins' in part) {
      out.push(...(await listOrganizationAdmins(tx, tenantId, part.organizationAdmins)));
    } else out.push(...(await listCenterAdmins(tx, tenantId, part.centerAdmins)));
  }
  return out;
}

/** Writes the notifications and mails; answers how many users were notified. */
export async function notifyRecipients(tx: Tx, input: NotifyInput): Promise<number> {
  const seen = new Set<string>();
  const audience = await listAudience(tx, input.tenantId, input.audience);
  const recipients = audience.filter((r) => {
    if (r.id === input.actorId || seen.has(r.id)) return false;
    seen.add(r.id);
    return true;
  });
  if (recipients.length === 0) return 0;
  const kind = input.kind;
  if (kind !== null) {
    await insertNotifications(
      tx,
      recipients.map((r) => ({
        tenantId: input.tenantId,
        userId: r.id,
        kind,
        payload: input.payload,
      })),
    );
  }
  if (kind !== null || input.live) {
    const applicationId = input.payload.application_id;
    await publishLiveEvent(
      tx,
      input.tenantId,
      recipients.map((r) => r.id),
      input.live ??
        (typeof applicationId === 'string'
          ? { topic: 'notifications', applicationId }
          : { topic: 'notifications' }),
    );
  }
  const mail = input.mail;
  if (mail) {
    for (const recipient of recipients) {
      if (mail.preference && recipient.notificationPreferences?.[mail.preference] === false) {
        continue;
      }
      await enqueueEmail(tx, {
        tenantId: input.tenantId,
        centerId: input.centerId ?? centerOfAudience(input.audience),
        to: recipient.email,
        locale: recipient.locale,
        eventKey: mail.eventKey,
        variables: { name: formatUserName(recipient), ...mail.variables(recipient) },
      });
    }
  }
  return recipients.length;
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
  // The volunteer's invitations live on their replies page; the answer leads the organization to
  // the application a yes created, else to its invitations.
  if (kind === 'invitation_received' || kind === 'invitation_reminder') return '/profile-replies';
  if (kind === 'invitation_answered' && !applicationId) return '/applications?view=invitations';
  // The volunteer's side of the help page lists their matches with the address.
  if (kind === 'help_matched') return '/een-op-een-hulp?stap=helpen';
  // An offered place is accepted on the activity's page; a cancelled one is explained there.
  const activityId = typeof payload.activity_id === 'string' ? payload.activity_id : null;
  if ((kind === 'activity_place_offered' || kind === 'activity_cancelled') && activityId) {
    return `/activiteitenkalender/${activityId}`;
  }
  if (kind === 'hours_reviewed') return '/uren';
  const vacancyId = typeof payload.vacancy_id === 'string' ? payload.vacancy_id : null;
  if (kind === 'vacancy_freshness_check' && vacancyId) return `/vacancies/${vacancyId}/edit`;
  if (applicationId) return `/applications/${applicationId}`;
  return conversationId ? `/conversations?id=${conversationId}` : null;
}

/** A mail to the center admins of a center is sent for that center. */
function centerOfAudience(audience: Audience[]): string | null {
  for (const part of audience) if ('centerAdmins' in part) return part.centerAdmins;
  return null;
}
