// The vacancies writes a user may make offline (DESIGN.md section 8), registered at startup:
// applying to a vacancy. The application's id is made on the device when the user applies, so a
// replay is applied once (a repeat is a 409 duplicate_id, which the outbox counts as done).
import type { FormAnswers } from '../../../../common/schemas/forms';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { defineOutboxAction } from '../../../lib/offline/outbox-registry';
import { vacancyKeys } from '../keys';

export const APPLICATION_CREATE = 'application.create';

export interface ApplicationCreateWrite {
  /** The application's client-generated id (data.id). */
  id: string;
  vacancyId: string;
  /** The vacancy's title in the user's language when they applied, for the waiting list. */
  vacancyTitle: string;
  motivation: string;
  answers: { questionId: string; answer: string }[];
  /** The answers to the vacancy's form (by field key), when the vacancy asks one. */
  formAnswers?: FormAnswers;
}

export interface CreatedApplication {
  id: string;
  type: string;
  status: string;
  vacancyId: string;
}

defineOutboxAction<ApplicationCreateWrite, CreatedApplication>({
  kind: APPLICATION_CREATE,
  label: ({ vacancyTitle }) => ({
    id: 'offline.item.application',
    values: { title: vacancyTitle },
  }),
  fixHref: ({ vacancyId }) => `/vacancies/${vacancyId}`,
  target: ({ vacancyId }) => `application:${vacancyId}`,
  async send({ api, requestOptions }, { id, vacancyId, motivation, answers, formAnswers }) {
    // Form answers go only when there are any to send: the keys inside are the form's field keys,
    // which the wire's case conversion leaves alone (FORM_KEY_PATTERN).
    const attributes = formAnswers
      ? { vacancyId, motivation, answers, formAnswers }
      : { vacancyId, motivation, answers };
    const result = await api.post<CreatedApplication>(
      '/applications',
      { data: { type: 'applications', id, attributes } },
      requestOptions,
    );
    return result.data;
  },
  // The vacancy page learns of the application from the server (meta.my_application); the
  // reader's application lists too.
  async settle(queryClient, _result, { context, payload }) {
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: vacancyKeys.details(context.tenant, payload.vacancyId),
      }),
      queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.applications] }),
    ]);
  },
});
