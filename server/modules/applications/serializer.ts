// What leaves the server for an application (docs/matching-api.md "Applications"): the
// application with the titles and names the inbox shows, the statuses the reader may choose, and
// on request its vacancy, volunteer, history and conversation. The volunteer's e-mail address is
// for the organization side only (and so is the phone number: applying shares both).
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { ApplicationStatus } from '../../../common/matching';
import type {
  ApplicationAttributes,
  ApplicationEventAttributes,
} from '../../../common/schemas/applications';
import type { ConversationAttributes } from '../../../common/schemas/conversations';
import type { UserAttributes } from '../../../common/schemas/users';
import type { VacancyAttributes } from '../../../common/schemas/vacancies';
import type { VacancyRow } from '../../db/schema/vacancies';
import type { ApplicationEventView, ApplicationView } from './repo';

export const APPLICATION_TYPE = 'applications';
export const APPLICATION_EVENT_TYPE = 'application_events';

export interface ApplicationReading {
  view: ApplicationView;
  allowedStatuses: ApplicationStatus[];
  /** The reader is on the organization side (sees the volunteer's e-mail address). */
  organizationSide: boolean;
  events?: ApplicationEventView[];
  vacancy?: VacancyRow | null;
  /** The conversation's newest message and unread count: only for the volunteer's own list. */
  conversation?: Pick<
    ConversationAttributes,
    'lastMessageAt' | 'lastMessagePreview' | 'unreadCount'
  > | null;
}

export function serializeApplication(reading: ApplicationReading, include: Set<string>): Resource {
  const { view, allowedStatuses, organizationSide } = reading;
  const a = view.application;
  return {
    type: APPLICATION_TYPE,
    id: a.id,
    attributes: snakeizeKeys<Record<string, unknown>>({
      status: a.status,
      motivation: a.motivation,
      answers: a.answers.map((x) => ({ questionId: x.questionId, answer: x.answer })),
      formAnswers: a.formAnswers ?? null,
      formFields: a.formAnswers ? view.formFields : null,
      escalatedAt: a.escalatedAt?.toISOString() ?? null,
      vacancyId: a.vacancyId,
      organizationId: a.organizationId,
      centerId: a.centerId,
      volunteerId: a.volunteerId,
      conversationId: view.conversationId,
      vacancyTitleNl: view.vacancyTitleNl,
      vacancyTitleEn: view.vacancyTitleEn,
      organizationName: view.organizationName,
      volunteerName: view.volunteerName,
      ...(organizationSide
        ? { volunteerEmail: view.volunteerEmail, volunteerPhone: view.volunteerPhone }
        : {}),
      allowedStatuses,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    } satisfies ApplicationAttributes),
    relationships: {
      vacancy: { data: { type: 'vacancies', id: a.vacancyId } },
      volunteer: { data: { type: 'users', id: a.volunteerId } },
      conversation: {
        data: view.conversationId ? { type: 'conversations', id: view.conversationId } : null,
      },
      ...(include.has('events') && reading.events
        ? {
            events: {
              data: reading.events.map((e) => ({ type: APPLICATION_EVENT_TYPE, id: e.event.id })),
            },
          }
        : {}),
    },
    links: { self: `${API_BASE_PATH}/applications/${a.id}` },
  };
}

function serializeEvent({ event, actorName }: ApplicationEventView): Resource {
  return {
    type: APPLICATION_EVENT_TYPE,
    id: event.id,
    attributes: snakeizeKeys({
      applicationId: event.applicationId,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      actorId: event.actorId,
      actorName,
      createdAt: event.createdAt.toISOString(),
    } satisfies ApplicationEventAttributes),
  };
}

/** A short vacancy resource (the vacancies module serves the whole one). */
function serializeVacancySummary(v: VacancyRow): Resource {
  return {
    type: 'vacancies',
    id: v.id,
    attributes: snakeizeKeys({
      titleNl: v.titleNl,
      titleEn: v.titleEn,
      status: v.status,
      organizationId: v.organizationId,
      centerId: v.centerId,
      city: v.city,
      remote: v.remote,
      questions: v.questions.map((q) => ({ id: q.id, text: q.text, required: q.required })),
    } satisfies Pick<
      VacancyAttributes,
      | 'titleNl'
      | 'titleEn'
      | 'status'
      | 'organizationId'
      | 'centerId'
      | 'city'
      | 'remote'
      | 'questions'
    >),
    links: { self: `${API_BASE_PATH}/vacancies/${v.id}` },
  };
}

function serializeVolunteer(reading: ApplicationReading): Resource {
  const { view } = reading;
  return {
    type: 'users',
    id: view.application.volunteerId,
    attributes: snakeizeKeys<Record<string, unknown>>({
      firstName: view.volunteerFirstName,
      lastName: view.volunteerLastName,
      ...(reading.organizationSide ? { email: view.volunteerEmail } : {}),
    } satisfies Pick<UserAttributes, 'firstName' | 'lastName'> &
      Partial<Pick<UserAttributes, 'email'>>),
  };
}

function collectIncluded(readings: ApplicationReading[], include: Set<string>): Resource[] {
  const out: Resource[] = [];
  const seen = new Set<string>();
  const push = (r: Resource) => {
    const key = `${r.type}:${r.id}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(r);
    }
  };
  for (const reading of readings) {
    if (include.has('vacancy') && reading.vacancy) push(serializeVacancySummary(reading.vacancy));
    if (include.has('volunteer')) push(serializeVolunteer(reading));
    if (include.has('events')) for (const e of reading.events ?? []) push(serializeEvent(e));
    if (include.has('conversation') && reading.view.conversationId) {
      push({
        type: 'conversations',
        id: reading.view.conversationId,
        attributes: snakeizeKeys<Record<string, unknown>>({
          kind: 'application',
          applicationId: reading.view.application.id,
          ...(reading.conversation ?? {}),
        } satisfies Partial<ConversationAttributes>),
        links: { self: `${API_BASE_PATH}/conversations/${reading.view.conversationId}` },
      });
    }
  }
  return out;
}

export function buildApplicationDocument(
  reading: ApplicationReading,
  include: Set<string>,
): JsonApiDocument {
  return {
    data: serializeApplication(reading, include),
    ...(include.size > 0 ? { included: collectIncluded([reading], include) } : {}),
  };
}

export function buildApplicationsDocument(
  readings: ApplicationReading[],
  include: Set<string>,
  extra: { meta?: Record<string, unknown>; links?: Record<string, string | null> } = {},
): JsonApiDocument {
  return {
    data: readings.map((r) => serializeApplication(r, include)),
    ...(include.size > 0 ? { included: collectIncluded(readings, include) } : {}),
    meta: { total: readings.length, ...extra.meta },
    ...(extra.links ? { links: extra.links } : {}),
  };
}
