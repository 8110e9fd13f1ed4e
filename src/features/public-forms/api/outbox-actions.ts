// Sending a public form may happen offline (DESIGN.md section 8): the answers wait on the device
// and go once the network is back; the Idempotency-Key made when the visitor pressed send makes
// the server store them once however often the write is replayed.
import { defineOutboxAction } from '../../../lib/offline/outbox-registry';
import type { FormAnswers } from '../../../../common/schemas/forms';
import { FORM_HONEYPOT_FIELD } from '../../../../common/schemas/forms';

export const PUBLIC_FORM_SUBMIT = 'public_form_submission.create';

export interface PublicFormSubmissionWrite {
  token: string;
  /** Made on the device: tells this sending apart from another of the same form. */
  localId: string;
  answers: FormAnswers;
  fillMs: number;
  honeypot: string;
  locale: 'nl' | 'en';
}

defineOutboxAction<PublicFormSubmissionWrite, { id: string } | null>({
  kind: PUBLIC_FORM_SUBMIT,
  label: () => ({ id: 'offline.item.publicFormSubmission' }),
  fixHref: ({ token }) => `/forms/${encodeURIComponent(token)}`,
  target: ({ localId }) => `public-form-submission:${localId}`,
  async send({ api, requestOptions }, { token, answers, fillMs, honeypot, locale }) {
    const result = await api.post<{ id: string } | null>(
      `/public_forms/${encodeURIComponent(token)}/submissions`,
      {
        data: {
          type: 'form_submissions',
          attributes: { answers, fill_ms: fillMs, [FORM_HONEYPOT_FIELD]: honeypot },
        },
      },
      { ...requestOptions, headers: { ...requestOptions.headers, 'Accept-Language': locale } },
    );
    return result.data;
  },
});
