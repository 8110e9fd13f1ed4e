// What leaves the server for an invitation (docs/matching-api.md "Profile replies"). The
// volunteer is named as the pool names people (first name and initial) until they say yes; from
// then on the organization side sees the full name, e-mail address and phone number. A volunteer
// who hid from the pool is not included as a pool volunteer any more (include=volunteer), unless
// they said yes.
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import { formatPoolName, lastNameInitial } from '../../../common/person-name';
import {
  INVITATION_EXPIRES_AFTER_DAYS,
  PROFILE_REPLY_TYPE,
  type ProfileReplyAttributes,
} from '../../../common/schemas/profile-replies';
import { formatUserName } from '../../lib/current-user';
import type { ProfileReplyView } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProfileReplyReading {
  view: ProfileReplyView;
  /** The reader is on the organization side. */
  organizationSide: boolean;
  /** The reader is the volunteer invited. */
  isVolunteer: boolean;
}

function contactShown(reading: ProfileReplyReading): boolean {
  return reading.organizationSide && reading.view.reply.status === 'accepted';
}

export function serializeProfileReply(reading: ProfileReplyReading): Resource {
  const { view } = reading;
  const r = view.reply;
  const shown = contactShown(reading) || reading.isVolunteer;
  const volunteerName = shown
    ? formatUserName({
        firstName: view.volunteerFirstName,
        lastName: view.volunteerLastName,
        email: view.volunteerEmail,
      })
    : formatPoolName(view.volunteerFirstName, view.volunteerLastName);
  return {
    type: PROFILE_REPLY_TYPE,
    id: r.id,
    attributes: snakeizeKeys<Record<string, unknown>>({
      status: r.status,
      message: r.message,
      matchScore: r.matchScore,
      matchReasons: r.matchReasons,
      answerMessage: r.answerMessage,
      answeredAt: r.answeredAt?.toISOString() ?? null,
      remindedAt: r.remindedAt?.toISOString() ?? null,
      expiresAt:
        r.status === 'open'
          ? new Date(r.createdAt.getTime() + INVITATION_EXPIRES_AFTER_DAYS * DAY_MS).toISOString()
          : null,
      applicationId: r.applicationId,
      vacancyId: r.vacancyId,
      organizationId: r.organizationId,
      centerId: r.centerId,
      volunteerId: r.volunteerId,
      vacancyTitleNl: view.vacancyTitleNl,
      vacancyTitleEn: view.vacancyTitleEn,
      vacancyRequiresVog: view.vacancyRequiresVog,
      vacancyCity: view.vacancyCity,
      organizationName: view.organizationName,
      volunteerName,
      ...(contactShown(reading)
        ? { volunteerEmail: view.volunteerEmail, volunteerPhone: view.volunteerPhone }
        : {}),
      volunteerVogIssuedOn: view.volunteerVogIssuedOn,
      volunteerVogChecked: view.volunteerVogCheckedAt !== null,
      invitedByName: view.inviterEmail
        ? formatUserName({
            firstName: view.inviterFirstName,
            lastName: view.inviterLastName,
            email: view.inviterEmail,
          })
        : null,
      canAnswer: reading.isVolunteer && r.status === 'open',
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    } satisfies ProfileReplyAttributes),
    relationships: {
      vacancy: { data: { type: 'vacancies', id: r.vacancyId } },
      volunteer: { data: { type: 'pool_volunteers', id: r.volunteerId } },
      application: { data: r.applicationId ? { type: 'applications', id: r.applicationId } : null },
    },
    links: { self: `${API_BASE_PATH}/profile_replies/${r.id}` },
  };
}

/** A short vacancy resource (the vacancies module serves the whole one). */
function serializeVacancy(view: ProfileReplyView): Resource {
  return {
    type: 'vacancies',
    id: view.reply.vacancyId,
    attributes: snakeizeKeys({
      titleNl: view.vacancyTitleNl,
      titleEn: view.vacancyTitleEn,
      city: view.vacancyCity,
      requiresVog: view.vacancyRequiresVog,
      organizationId: view.reply.organizationId,
    }),
    links: { self: `${API_BASE_PATH}/vacancies/${view.reply.vacancyId}` },
  };
}

/**
 * The volunteer as the pool shows them, only while they are findable or after they said yes (the
 * volunteer reading their own invitation sees themselves).
 */
function serializeVolunteer(reading: ProfileReplyReading): Resource | null {
  const { view } = reading;
  const accepted = view.reply.status === 'accepted';
  if (!view.volunteerVisibleInPool && !accepted && !reading.isVolunteer) return null;
  return {
    type: 'pool_volunteers',
    id: view.reply.volunteerId,
    attributes: snakeizeKeys<Record<string, unknown>>({
      firstName: (view.volunteerFirstName ?? '').trim(),
      lastInitial: lastNameInitial(view.volunteerLastName),
      displayName: formatPoolName(view.volunteerFirstName, view.volunteerLastName),
      vogIssuedOn: view.volunteerVogIssuedOn,
      vogChecked: view.volunteerVogCheckedAt !== null,
      ...(contactShown(reading) ? { email: view.volunteerEmail, phone: view.volunteerPhone } : {}),
    }),
  };
}

function collectIncluded(readings: ProfileReplyReading[], include: Set<string>): Resource[] {
  const out: Resource[] = [];
  const seen = new Set<string>();
  const push = (r: Resource | null) => {
    if (!r) return;
    const key = `${r.type}:${r.id}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(r);
    }
  };
  for (const reading of readings) {
    if (include.has('vacancy')) push(serializeVacancy(reading.view));
    if (include.has('volunteer')) push(serializeVolunteer(reading));
  }
  return out;
}

export function buildProfileReplyDocument(
  reading: ProfileReplyReading,
  include: Set<string>,
): JsonApiDocument {
  return {
    data: serializeProfileReply(reading),
    ...(include.size > 0 ? { included: collectIncluded([reading], include) } : {}),
  };
}

export function buildProfileRepliesDocument(
  readings: ProfileReplyReading[],
  include: Set<string>,
  extra: { meta?: Record<string, unknown>; links?: Record<string, string | null> } = {},
): JsonApiDocument {
  return {
    data: readings.map(serializeProfileReply),
    ...(include.size > 0 ? { included: collectIncluded(readings, include) } : {}),
    meta: { total: readings.length, ...extra.meta },
    ...(extra.links ? { links: extra.links } : {}),
  };
}
