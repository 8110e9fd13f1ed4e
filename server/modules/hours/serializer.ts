// What leaves the server for volunteer hours (docs/hours-api.md).
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { HourEntryAttributes, HourSubject } from '../../../common/schemas/hours';
import { formatUserName } from '../../lib/current-user';
import { buildPageLinks } from '../../lib/paging';
import type { HourEntryView } from './hours-repo';
import type { HourListing } from './hours-service';

export const HOUR_ENTRY_TYPE = 'hour_entries';

export function serializeHourEntry(view: HourEntryView): Resource {
  const e = view.entry;
  const attributes: HourEntryAttributes = {
    workedOn: e.workedOn,
    hours: Number(e.hours),
    originalHours: e.originalHours === null ? null : Number(e.originalHours),
    note: e.note,
    status: e.status,
    reviewNote: e.reviewNote,
    reviewedAt: e.reviewedAt?.toISOString() ?? null,
    subjectType: e.activityId ? 'activity' : 'application',
    subjectId: (e.activityId ?? e.applicationId)!,
    subjectTitleNl: view.titleNl,
    subjectTitleEn: view.titleEn,
    organizationName: view.organizationName,
    volunteerName: formatUserName({
      firstName: view.volunteerFirstName,
      lastName: view.volunteerLastName,
      email: '',
    }),
    createdAt: e.createdAt.toISOString(),
  };
  return {
    type: HOUR_ENTRY_TYPE,
    id: e.id,
    attributes: snakeizeKeys<Record<string, unknown>>(attributes),
  };
}

export function buildHourEntryDocument(view: HourEntryView): JsonApiDocument {
  return { data: serializeHourEntry(view) };
}

export function buildHourEntriesDocument(
  listing: HourListing,
  query: Record<string, unknown>,
): JsonApiDocument {
  return {
    data: listing.rows.map(serializeHourEntry),
    meta: snakeizeKeys<Record<string, unknown>>({
      total: listing.total,
      ...(listing.totals ? { totals: listing.totals } : {}),
    }),
    links: buildPageLinks(
      `${API_BASE_PATH}/hour_entries`,
      query,
      { number: listing.pageNumber, size: listing.pageSize },
      listing.total,
    ),
  };
}

export function buildHourSubjectsDocument(subjects: HourSubject[]): JsonApiDocument {
  return {
    data: subjects.map((s) => ({
      type: 'hour_subjects',
      id: `${s.type}-${s.id}`,
      attributes: snakeizeKeys<Record<string, unknown>>(s),
    })),
    meta: { total: subjects.length },
  };
}
