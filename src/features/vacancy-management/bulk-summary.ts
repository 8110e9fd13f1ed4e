// The bulk edit's confirmation in words ('3 vacancies: status to Closed, tag Sport added') and
// which selected vacancy a refusal is about (pure, tested).
import type { IntlShape } from 'react-intl';
import type { VacancyStatus } from '../../../common/matching';
import type { JsonApiErrorObject } from '../../../common/jsonapi';
import { createTranslate } from '../../lib/use-t';
import type { BulkEdit } from './api/bulk-edit-vacancies';

export function hasBulkChanges(edit: BulkEdit): boolean {
  return Boolean(
    edit.status ||
    edit.addTagIds?.length ||
    edit.removeTagIds?.length ||
    edit.startsOn ||
    edit.endsOn,
  );
}

export function summarizeBulkEdit(
  intl: IntlShape,
  edit: BulkEdit,
  tagName: (id: string) => string,
): string {
  const t = createTranslate(intl);
  const date = (d: string) =>
    intl.formatDate(d, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' });
  const parts: string[] = [];
  if (edit.status) {
    parts.push(
      t('vacancyManage.bulk.sumStatus', { status: t(`vacancyManage.status.${edit.status}`) }),
    );
  }
  for (const id of edit.addTagIds ?? [])
    parts.push(t('vacancyManage.bulk.sumTagAdded', { tag: tagName(id) }));
  for (const id of edit.removeTagIds ?? []) {
    parts.push(t('vacancyManage.bulk.sumTagRemoved', { tag: tagName(id) }));
  }
  if (edit.startsOn) parts.push(t('vacancyManage.bulk.sumStartsOn', { date: date(edit.startsOn) }));
  if (edit.endsOn) parts.push(t('vacancyManage.bulk.sumEndsOn', { date: date(edit.endsOn) }));
  return t('vacancyManage.bulk.summary', {
    count: edit.ids.length,
    changes: intl.formatList(parts, { type: 'conjunction' }),
  });
}

/**
 * The selected vacancy a bulk refusal names: a pointer `/data/attributes/ids/<index>` (a refused
 * transition) or an id in the detail (a vacancy the manager may not see, 404).
 */
export function findRefusedId(
  ids: readonly string[],
  error: Pick<JsonApiErrorObject, 'detail' | 'source'>,
): string | undefined {
  const match = /^\/data\/attributes\/ids\/(\d+)$/.exec(error.source?.pointer ?? '');
  if (match) return ids[Number(match[1])];
  return ids.find((id) => error.detail?.includes(id));
}

/**
 * Why the bulk edit was refused, in the reader's language: a vacancy the manager cannot see
 * (404) or a status change its current status does not allow (422 on `ids/<index>`); anything
 * else keeps the server's own words. Null when no vacancy is named.
 */
export function describeBulkRefusal(
  intl: IntlShape,
  edit: BulkEdit,
  error: Pick<JsonApiErrorObject, 'status' | 'detail' | 'source'>,
  vacancyOf: (id: string) => { title: string; status: VacancyStatus } | undefined,
): string | null {
  const id = findRefusedId(edit.ids, error);
  if (!id) return null;
  const vacancy = vacancyOf(id);
  const title = vacancy?.title ?? id;
  const t = createTranslate(intl);
  if (error.status === '404') return t('vacancyManage.bulk.refusedNotFound', { title });
  if (error.status === '422' && edit.status && vacancy) {
    return t('vacancyManage.bulk.refusedTransition', {
      title,
      from: intl.formatMessage({ id: `vacancyManage.status.${vacancy.status}` }),
      to: intl.formatMessage({ id: `vacancyManage.status.${edit.status}` }),
    });
  }
  return t('vacancyManage.bulk.refusedOne', { title, detail: error.detail ?? '' });
}
