// Who hears about an application and what they are told: a new one goes to the organization's
// admins, a status change to the volunteer, a withdrawal to the organization's admins, an
// escalation to the center admins. In-app and by mail, in each recipient's language.
import { pickLocalized, type ApplicationStatus } from '../../../common/matching';
import type { Tx } from '../../db/connection';
import type { ApplicationRow } from '../../db/schema/applications';
import { notifyRecipients } from '../notifications/notify';
import type { ApplicationView } from './repo';

/** What every application notification carries. */
export interface ApplicationFacts {
  application: ApplicationRow;
  conversationId: string | null;
  vacancyTitleNl: string | null;
  vacancyTitleEn: string | null;
  organizationName: string;
  volunteerName: string;
}

/** The facts of an inbox view; `application` stands in for the view's after a change. */
export function toFacts(view: ApplicationView, application: ApplicationRow = view.application) {
  return {
    application,
    conversationId: view.conversationId,
    vacancyTitleNl: view.vacancyTitleNl,
    vacancyTitleEn: view.vacancyTitleEn,
    organizationName: view.organizationName,
    volunteerName: view.volunteerName,
  } satisfies ApplicationFacts;
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
function describeStatus(status: string, locale: 'nl' | 'en'): string {
  return STATUS_LABELS[locale][status] ?? status;
}

function buildPayload(facts: ApplicationFacts, extra: Record<string, unknown> = {}) {
  const a = facts.application;
  return {
    application_id: a.id,
    conversation_id: facts.conversationId,
    vacancy_id: a.vacancyId,
    vacancy_title_nl: facts.vacancyTitleNl,
    vacancy_title_en: facts.vacancyTitleEn,
    organization_id: a.organizationId,
    organization_name: facts.organizationName,
    volunteer_name: facts.volunteerName,
    status: a.status,
    ...extra,
  };
}

function linkTo(origin: string, facts: ApplicationFacts) {
  return `${origin}/applications/${facts.application.id}`;
}

export async function notifyApplicationReceived(
  tx: Tx,
  input: { facts: ApplicationFacts; origin: string; actorId: string },
): Promise<void> {
  const { facts } = input;
  const a = facts.application;
  await notifyRecipients(tx, {
    tenantId: a.tenantId,
    centerId: a.centerId,
    audience: [{ organizationAdmins: [a.organizationId] }],
    actorId: input.actorId,
    kind: 'application_received',
    payload: buildPayload(facts),
    mail: {
      eventKey: 'application.received',
      variables: (r) => ({
        vacancy: pickLocalized(facts.vacancyTitleNl, facts.vacancyTitleEn, r.locale),
        volunteer: facts.volunteerName,
        link: linkTo(input.origin, facts),
      }),
      preference: 'applicationUpdates',
    },
  });
}

/** A status change: the volunteer hears about it, or (a withdrawal) the organization's admins. */
export async function notifyStatusChanged(
  tx: Tx,
  input: {
    facts: ApplicationFacts;
    from: ApplicationStatus;
    note: string | null;
    origin: string;
    actorId: string;
  },
): Promise<void> {
  const { facts } = input;
  const a = facts.application;
  await notifyRecipients(tx, {
    tenantId: a.tenantId,
    centerId: a.centerId,
    audience: [
      a.status === 'withdrawn'
        ? { organizationAdmins: [a.organizationId] }
        : { users: [a.volunteerId] },
    ],
    actorId: input.actorId,
    kind: 'application_status_changed',
    payload: buildPayload(facts, { from_status: input.from, note: input.note }),
    mail: {
      eventKey: 'application.status_changed',
      variables: (r) => ({
        vacancy: pickLocalized(facts.vacancyTitleNl, facts.vacancyTitleEn, r.locale),
        volunteer: facts.volunteerName,
        status: describeStatus(a.status, r.locale),
        link: linkTo(input.origin, facts),
      }),
      preference: 'applicationUpdates',
    },
  });
}

export async function notifyEscalated(
  tx: Tx,
  input: { facts: ApplicationFacts; origin: string; days: number },
): Promise<number> {
  const { facts } = input;
  const a = facts.application;
  return notifyRecipients(tx, {
    tenantId: a.tenantId,
    centerId: a.centerId,
    audience: [{ centerAdmins: a.centerId }],
    kind: 'application_escalated',
    payload: buildPayload(facts, { days: input.days }),
    mail: {
      eventKey: 'application.escalated',
      variables: (r) => ({
        vacancy: pickLocalized(facts.vacancyTitleNl, facts.vacancyTitleEn, r.locale),
        volunteer: facts.volunteerName,
        organization: facts.organizationName,
        days: String(input.days),
        link: linkTo(input.origin, facts),
      }),
    },
  });
}
