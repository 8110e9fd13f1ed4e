// What a notification says, in the reader's language, built from its kind and payload (the
// server stores facts, not sentences, so a reader who switches language reads it in theirs).
import { ESCALATION_AFTER_DAYS, pickLocalized } from '../../../common/matching';
import type { AppNotification } from './types';

export interface NotificationText {
  /** The message id of the headline, and its values. */
  id: string;
  values: Record<string, string | number>;
  /** A second line in the sender's own words (a message preview), when there is one. */
  detail: string | null;
}

const STATUS_TEXT: Record<string, string> = {
  in_progress: 'notifications.text.statusInProgress',
  accepted: 'notifications.text.statusAccepted',
  rejected: 'notifications.text.statusRejected',
  withdrawn: 'notifications.text.statusWithdrawn',
};

/** `unnamedVacancy`: the reader's words for a vacancy without a title ('een vacature'). */
export function describeNotification(
  n: AppNotification,
  locale: string,
  unnamedVacancy = '',
): NotificationText {
  const p = n.payload ?? {};
  const vacancy = pickLocalized(p.vacancyTitleNl, p.vacancyTitleEn, locale) || unnamedVacancy;
  const name = (p.volunteerName || p.authorName || '').trim();
  switch (n.kind) {
    case 'application_received':
      return { id: 'notifications.text.received', values: { vacancy }, detail: name || null };
    case 'application_status_changed':
      return {
        id: STATUS_TEXT[p.status ?? ''] ?? 'notifications.text.statusOther',
        values: { vacancy, name: name || '—' },
        detail: null,
      };
    case 'message_received':
      return {
        id: name ? 'notifications.text.message' : 'notifications.text.messageAnonymous',
        values: { name },
        detail: p.preview?.trim() || null,
      };
    case 'application_escalated':
      return {
        id: 'notifications.text.escalated',
        values: { vacancy, days: ESCALATION_AFTER_DAYS },
        detail: name || null,
      };
    case 'invitation_received':
      return {
        id: 'notifications.text.invitationReceived',
        values: { vacancy, organization: String(p.organizationName ?? '') },
        detail: null,
      };
    case 'invitation_reminder':
      return {
        id: 'notifications.text.invitationReminder',
        values: { vacancy, organization: String(p.organizationName ?? '') },
        detail: null,
      };
    case 'invitation_answered':
      return {
        id:
          p.answer === 'accepted'
            ? 'notifications.text.invitationAccepted'
            : 'notifications.text.invitationDeclined',
        values: { vacancy, name: name || '—' },
        detail: null,
      };
    case 'help_matched':
      return {
        id: 'notifications.text.helpMatched',
        values: {
          category: pickLocalized(
            p.categoryNameNl as string | null,
            p.categoryNameEn as string | null,
            locale,
          ),
        },
        detail: null,
      };
    case 'activity_cancelled':
    case 'activity_place_offered':
      return {
        id:
          n.kind === 'activity_cancelled'
            ? 'notifications.text.activityCancelled'
            : 'notifications.text.activityPlaceOffered',
        values: {
          activity:
            pickLocalized(
              p.activityTitleNl as string | null,
              p.activityTitleEn as string | null,
              locale,
            ) || '—',
        },
        detail: null,
      };
    case 'vacancy_freshness_check':
      return { id: 'notifications.text.freshnessCheck', values: { vacancy }, detail: null };
    case 'hours_reviewed': {
      const title = pickLocalized(p.titleNl as string | null, p.titleEn as string | null, locale);
      const id =
        p.status === 'rejected'
          ? 'notifications.text.hoursRejected'
          : p.corrected
            ? 'notifications.text.hoursCorrected'
            : 'notifications.text.hoursApproved';
      return { id, values: { title, hours: Number(p.hours ?? 0) }, detail: null };
    }
    default:
      return { id: 'notifications.text.other', values: {}, detail: null };
  }
}

/** Where a notification leads: the server's link, else what its payload points at. */
export function linkOf(n: AppNotification): string {
  if (n.link && n.link.startsWith('/')) return n.link;
  if (n.payload?.conversationId && n.kind === 'message_received') {
    return `/conversations?id=${encodeURIComponent(n.payload.conversationId)}`;
  }
  if (n.payload?.applicationId)
    return `/applications/${encodeURIComponent(n.payload.applicationId)}`;
  return '/notificaties';
}
