// Registering for an activity may happen offline (DESIGN.md section 8): the registration's id is
// made on the device, so the queued write arrives once (a replay is a 409 duplicate_id, which the
// outbox counts as done, or the Idempotency-Key's stored answer).
import { defineOutboxAction } from '../../../lib/offline/outbox-registry';
import { activityKeys } from '../keys';
import type { Registration } from '../types';

export const ACTIVITY_REGISTER = 'activity_registration.create';

export interface RegistrationWrite {
  id: string;
  activityId: string;
  shiftId: string | null;
}

defineOutboxAction<RegistrationWrite, Registration>({
  kind: ACTIVITY_REGISTER,
  label: () => ({ id: 'offline.item.activityRegistration' }),
  fixHref: ({ activityId }) => `/activiteitenkalender/${activityId}`,
  target: ({ id }) => `registration:${id}`,
  async send({ api, requestOptions }, { id, activityId, shiftId }) {
    const result = await api.post<Registration>(
      `/activities/${encodeURIComponent(activityId)}/registrations`,
      { data: { type: 'registrations', id, attributes: { shift_id: shiftId } } },
      requestOptions,
    );
    return result.data;
  },
  async settle(queryClient, _result, { context }) {
    await queryClient.invalidateQueries({ queryKey: activityKeys.all(context.tenant) });
  },
  async revert(queryClient, { context }) {
    await queryClient.invalidateQueries({ queryKey: activityKeys.all(context.tenant) });
  },
});
