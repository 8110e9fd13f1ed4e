// What leaves the server for an application (docs/matching-api.md "Applications"): the
// application with the titles and names the inbox shows, the statuses the reader may choose, and
// on request its vacancy, volunteer, history and conversation. The volunteer's e-mail address is
// for the organization side only.
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { ApplicationStatus } from '../../../common/matching';
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
}

export function serializeApplication(reading: ApplicationReading, include: Set<string>): Resource {
  const { view, allowedStatuses, organizationSide } = reading;
  const a = view.application;
  return {
    type: APPLICATION_TYPE,
    id: a.id,
    attributes: {
      status: a.status,
      motivation: a.motivation,
      answers: a.answers.map((x) => ({ question_id: x.questionId, answer: x.answer })),
      escalated_at: a.escalatedAt?.toISOString() ?? null,
      vacancy_id: a.vacancyId,
      organization_id: a.organizationId,
      center_id: a.centerId,
      volunteer_id: a.volunteerId,
      conversation_id: view.conversationId,
      vacancy_title_nl: view.vacancyTitleNl,
      vacancy_title_en: view.vacancyTitleEn,
      organization_name: view.organizationName,
      volunteer_name: view.volunteerName,
      ...(organizationSide ? { volunteer_email: view.volunteerEmail } : {}),
      allowed_statuses: allowedStatuses,
      created_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
    },
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
    }),
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
    }),
    links: { self: `${API_BASE_PATH}/vacancies/${v.id}` },
  };
}

function serializeVolunteer(reading: ApplicationReading): Resource {
  const { view } = reading;
  return {
    type: 'users',
    id: view.application.volunteerId,
    attributes: {
      first_name: view.volunteerFirstName,
      last_name: view.volunteerLastName,
      ...(reading.organizationSide ? { email: view.volunteerEmail } : {}),
    },
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
        attributes: { kind: 'application', application_id: reading.view.application.id },
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
