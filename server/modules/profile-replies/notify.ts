// Who hears about an invitation and what they are told, in-app and by mail in each recipient's
// language: the volunteer gets it (and, after INVITATION_REMINDER_AFTER_DAYS, one reminder); the
// organization's admins and whoever sent it hear the answer.
import { pickLocalized } from '../../../common/matching';
import { formatPoolName } from '../../../common/person-name';
import type { Tx } from '../../db/connection';
import { formatUserName } from '../../lib/current-user';
import { notifyRecipients, type Audience } from '../notifications/notify';
import type { ProfileReplyView } from './repo';

const VOG_SENTENCE = {
  nl: '\nVoor deze vacature is een Verklaring Omtrent het Gedrag (VOG) nodig.\n',
  en: '\nThis vacancy asks for a certificate of conduct (VOG).\n',
};

const ANSWER_WORDS = {
  nl: { accepted: 'zegt ja', declined: 'zegt nee' },
  en: { accepted: 'accepted', declined: 'declined' },
};

function buildPayload(
  view: ProfileReplyView,
  volunteerName: string,
  extra: Record<string, unknown> = {},
) {
  const r = view.reply;
  return {
    profile_reply_id: r.id,
    vacancy_id: r.vacancyId,
    vacancy_title_nl: view.vacancyTitleNl,
    vacancy_title_en: view.vacancyTitleEn,
    organization_id: r.organizationId,
    organization_name: view.organizationName,
    volunteer_name: volunteerName,
    requires_vog: view.vacancyRequiresVog,
    ...extra,
  };
}

/** The invitation reaches the volunteer. */
export async function notifyInvitation(
  tx: Tx,
  input: { view: ProfileReplyView; origin: string; actorId: string | null; reminder: boolean },
): Promise<number> {
  const { view } = input;
  const r = view.reply;
  return notifyRecipients(tx, {
    tenantId: r.tenantId,
    centerId: r.centerId,
    audience: [{ users: [r.volunteerId] }],
    actorId: input.actorId,
    kind: input.reminder ? 'invitation_reminder' : 'invitation_received',
    payload: buildPayload(view, formatPoolName(view.volunteerFirstName, view.volunteerLastName)),
    mail: {
      eventKey: input.reminder ? 'invitation.reminder' : 'invitation.received',
      variables: (recipient) => ({
        vacancy: pickLocalized(view.vacancyTitleNl, view.vacancyTitleEn, recipient.locale),
        organization: view.organizationName,
        message: r.message,
        vog: view.vacancyRequiresVog ? VOG_SENTENCE[recipient.locale] : '',
        link: `${input.origin}/profile-replies`,
      }),
    },
  });
}

/** The volunteer's answer reaches the organization's admins and whoever sent the invitation. */
export async function notifyAnswer(
  tx: Tx,
  input: { view: ProfileReplyView; origin: string; actorId: string },
): Promise<number> {
  const { view } = input;
  const r = view.reply;
  const accepted = r.status === 'accepted';
  // After a yes the organization knows the volunteer by name.
  const volunteerName = accepted
    ? formatUserName({
        firstName: view.volunteerFirstName,
        lastName: view.volunteerLastName,
        email: view.volunteerEmail,
      })
    : formatPoolName(view.volunteerFirstName, view.volunteerLastName);
  const audience: Audience[] = [{ organizationAdmins: [r.organizationId] }];
  if (r.invitedById) audience.push({ users: [r.invitedById] });
  const link = r.applicationId
    ? `${input.origin}/applications/${r.applicationId}`
    : `${input.origin}/applications?view=invitations`;
  return notifyRecipients(tx, {
    tenantId: r.tenantId,
    centerId: r.centerId,
    audience,
    actorId: input.actorId,
    kind: 'invitation_answered',
    payload: buildPayload(view, volunteerName, {
      answer: r.status,
      application_id: r.applicationId,
    }),
    mail: {
      eventKey: 'invitation.answered',
      variables: (recipient) => ({
        vacancy: pickLocalized(view.vacancyTitleNl, view.vacancyTitleEn, recipient.locale),
        volunteer: volunteerName,
        answer: ANSWER_WORDS[recipient.locale][accepted ? 'accepted' : 'declined'],
        message: r.answerMessage ? `\n${r.answerMessage}\n` : '',
        link,
      }),
    },
  });
}
