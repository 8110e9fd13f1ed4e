// Logging hours is a write a volunteer may make offline (DESIGN.md section 8), in the field right
// after the work: the entry's id is made on the device, so a replay is applied once (a repeat is
// a 409 duplicate_id, which the outbox counts as done). Registered at startup.
import { defineOutboxAction } from '../../../lib/offline/outbox-registry';
import { hourKeys } from '../keys';
import type { HourEntry, HourPage } from '../types';

export const HOURS_LOG = 'hours.log';

export interface HoursWrite {
  id: string;
  subjectType: 'activity' | 'application';
  subjectId: string;
  /** For the list while the entry waits on the device. */
  subjectTitleNl: string | null;
  subjectTitleEn: string | null;
  organizationName: string | null;
  workedOn: string;
  hours: number;
  note: string | null;
}

defineOutboxAction<HoursWrite, HourEntry>({
  kind: HOURS_LOG,
  label: () => ({ id: 'offline.item.hours' }),
  fixHref: () => '/uren',
  target: ({ id }) => `hour_entry:${id}`,
  async send({ api, requestOptions }, payload) {
    const attributes = {
      [payload.subjectType === 'activity' ? 'activityId' : 'applicationId']: payload.subjectId,
      workedOn: payload.workedOn,
      hours: payload.hours,
      note: payload.note,
    };
    const result = await api.post<HourEntry>(
      '/hour_entries',
      { data: { type: 'hour_entries', id: payload.id, attributes } },
      requestOptions,
    );
    return result.data;
  },
  // The list shows the entry at once, marked as waiting, also while the device is offline.
  apply(queryClient, { context, payload }) {
    const key = hourKeys.mine(context.tenant);
    const current = queryClient.getQueryData<HourPage>(key);
    if (!current || current.entries.some((e) => e.id === payload.id)) return;
    const entry: HourEntry = {
      id: payload.id,
      type: 'hour_entries',
      workedOn: payload.workedOn,
      hours: payload.hours,
      originalHours: null,
      note: payload.note,
      status: 'pending',
      reviewNote: null,
      reviewedAt: null,
      subjectType: payload.subjectType,
      subjectId: payload.subjectId,
      subjectTitleNl: payload.subjectTitleNl,
      subjectTitleEn: payload.subjectTitleEn,
      organizationName: payload.organizationName,
      volunteerName: '',
      createdAt: new Date().toISOString(),
    };
    queryClient.setQueryData<HourPage>(key, {
      ...current,
      entries: [entry, ...current.entries].sort((a, b) => b.workedOn.localeCompare(a.workedOn)),
      total: current.total + 1,
    });
  },
  async settle(queryClient, _result, { context }) {
    await queryClient.invalidateQueries({ queryKey: hourKeys.all(context.tenant) });
  },
  async revert(queryClient, { context }) {
    await queryClient.invalidateQueries({ queryKey: hourKeys.mine(context.tenant) });
  },
});
