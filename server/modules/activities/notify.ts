// Who hears about activities and what they are told: everyone registered (or waiting, or with
// an open offer) when an activity is cancelled, and the volunteer a freed place is offered to.
// An in-app notification and a mail in each recipient's own language, with the date and time in
// the Netherlands.
import { pickLocalized } from '../../../common/matching';
import { AMSTERDAM_TIME_ZONE } from '../../../common/amsterdam-time';
import type { Tx } from '../../db/connection';
import type { ActivityRegistrationRow, ActivityRow } from '../../db/schema/activities';
import { notifyRecipients } from '../notifications/notify';

export function formatActivityDate(date: Date, locale: 'nl' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: AMSTERDAM_TIME_ZONE,
  }).format(date);
}

function titlePayload(activity: ActivityRow) {
  return {
    activity_id: activity.id,
    activity_title_nl: activity.titleNl,
    activity_title_en: activity.titleEn,
    starts_at: activity.startsAt.toISOString(),
  };
}

export async function notifyCancelled(
  tx: Tx,
  input: { activity: ActivityRow; userIds: string[]; origin: string; actorId: string | null },
): Promise<number> {
  const { activity } = input;
  if (input.userIds.length === 0) return 0;
  return notifyRecipients(tx, {
    tenantId: activity.tenantId,
    centerId: activity.centerId,
    audience: [{ users: input.userIds }],
    actorId: input.actorId,
    kind: 'activity_cancelled',
    payload: titlePayload(activity),
    mail: {
      eventKey: 'activity.cancelled',
      variables: (r) => ({
        activity: pickLocalized(activity.titleNl, activity.titleEn, r.locale) ?? '',
        date: formatActivityDate(activity.startsAt, r.locale),
        link: `${input.origin}/activiteitenkalender`,
      }),
    },
  });
}

export async function notifyPlaceOffered(
  tx: Tx,
  input: {
    activity: ActivityRow;
    registration: ActivityRegistrationRow;
    shiftName: string | null;
    startsAt: Date;
    origin: string;
  },
): Promise<void> {
  const { activity, registration } = input;
  await notifyRecipients(tx, {
    tenantId: activity.tenantId,
    centerId: activity.centerId,
    audience: [{ users: [registration.userId] }],
    kind: 'activity_place_offered',
    payload: {
      ...titlePayload(activity),
      starts_at: input.startsAt.toISOString(),
      registration_id: registration.id,
      shift_name: input.shiftName,
      offer_expires_at: registration.offerExpiresAt?.toISOString() ?? null,
    },
    mail: {
      eventKey: 'activity.place_offered',
      variables: (r) => ({
        activity: pickLocalized(activity.titleNl, activity.titleEn, r.locale) ?? '',
        date: formatActivityDate(input.startsAt, r.locale),
        expires: registration.offerExpiresAt
          ? formatActivityDate(registration.offerExpiresAt, r.locale)
          : '',
        link: `${input.origin}/activiteitenkalender/${activity.id}`,
      }),
    },
  });
}
