// Answering a form without an account (docs/forms-api.md "Public"): the latest published version
// by its secret token, valid only on its own tenant's and center's site; uploads for its file
// questions; and the submission, which tells the staff who asked for it and sends the person who
// answered a copy when the form says so. Robots (a filled honeypot, a form sent faster than a
// person can) get the same answer as people and leave nothing behind.
import type { FastifyRequest } from 'fastify';
import {
  FORM_FILE_TYPES,
  FORM_MIN_FILL_MS,
  type FormAnswers,
  type FormField,
} from '../../../common/schemas/forms';
import { pickLocalized } from '../../../common/matching';
import type { Tx } from '../../db/connection';
import type { FileRow } from '../../db/schema/files';
import type { FormRow, FormVersionRow } from '../../db/schema/forms';
import {
  combineErrors,
  createInvalidAttributeError,
  createNotFoundError,
} from '../../lib/app-error';
import { formatCatalogueMessage } from '../../lib/error-messages';
import type { RequestCtx } from '../../lib/request-ctx';
import { enqueueEmail } from '../email/enqueue-email';
import { findFormUploads, storeFormUpload } from '../files/form-upload';
import { notifyRecipients } from '../notifications/notify';
import { checkAnswers, collectFileIds, formatAnswersAsText } from './answers';
import { findFormByToken, findVersion, listSubscriberIds } from './repo';
import { insertSubmission } from './submissions-repo';

export interface PublicForm {
  form: FormRow;
  version: FormVersionRow;
}

const notFound = () => createNotFoundError('This form does not exist or no longer takes answers.');

async function loadPublicForm(ctx: RequestCtx, tx: Tx, token: string): Promise<PublicForm> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(token)) throw notFound();
  const form = await findFormByToken(tx, token);
  if (!form || form.status !== 'published' || form.publishedVersion === null) throw notFound();
  // A token is a form of this center's site: another partner's site does not show it.
  if (!ctx.center || form.centerId !== ctx.center.id) throw notFound();
  const version = await findVersion(tx, form.id, form.publishedVersion);
  if (!version) throw notFound();
  return { form, version };
}

export function getPublicForm(ctx: RequestCtx, token: string): Promise<PublicForm> {
  return ctx.withTenant((tx) => loadPublicForm(ctx, tx, token));
}

/** POST /public_forms/{token}/files: one file for the file question named by `field_key`. */
export async function uploadPublicFormFile(
  request: FastifyRequest,
  ctx: RequestCtx,
  token: string,
): Promise<FileRow> {
  const { form, version } = await getPublicForm(ctx, token);
  return storeFormUpload(request, ctx, {
    centerId: form.centerId,
    allowed: (fields) => {
      const field = version.fields.find((f) => f.key === fields.field_key && f.type === 'file');
      if (!field) {
        throw createInvalidAttributeError(
          'Name the file question in field_key.',
          '/data/attributes/field_key',
          { id: 'forms.error.fileQuestion' },
        );
      }
      return field.rules.fileTypes?.length ? field.rules.fileTypes : [...FORM_FILE_TYPES];
    },
  });
}

/** Refuses file answers that are not uploads made for this center's forms. */
async function checkFileAnswers(
  tx: Tx,
  ctx: RequestCtx,
  form: FormRow,
  fields: FormField[],
  answers: FormAnswers,
) {
  const ids = collectFileIds(fields, answers).map((id) => id.toLowerCase());
  if (ids.length === 0) return;
  const found = new Set(
    (await findFormUploads(tx, ctx.tenantId, ids))
      .filter((f) => f.centerId === form.centerId)
      .map((f) => f.id),
  );
  const errors = fields
    .filter((f) => f.type === 'file' && typeof answers[f.key] === 'string')
    .filter((f) => !found.has(String(answers[f.key]).toLowerCase()))
    .map((f) =>
      createInvalidAttributeError('Upload the file again.', `/data/attributes/answers/${f.key}`, {
        id: 'forms.error.fileMissing',
      }),
    );
  if (errors.length > 0) throw combineErrors(errors);
}

export interface PublicSubmissionInput {
  answers: Record<string, unknown>;
  fillMs?: number | null;
  websiteUrl?: string | null;
}

/** Stores the answers; null when a robot sent them (nothing is stored, the reply is the same). */
export async function submitPublicForm(
  ctx: RequestCtx,
  token: string,
  input: PublicSubmissionInput,
): Promise<{ id: string } | null> {
  return ctx.withTenant(async (tx) => {
    const { form, version } = await loadPublicForm(ctx, tx, token);
    const locale = ctx.locale;
    const answers = checkAnswers(version.fields, input.answers, locale);
    const robot =
      Boolean(input.websiteUrl?.trim()) ||
      (typeof input.fillMs === 'number' && input.fillMs < FORM_MIN_FILL_MS);
    if (robot) return null;
    await checkFileAnswers(tx, ctx, form, version.fields, answers);
    const row = await insertSubmission(tx, {
      tenantId: ctx.tenantId,
      formId: form.id,
      versionId: version.id,
      answers,
      locale,
      userId: ctx.currentUser?.id ?? null,
      createdAt: ctx.now,
    });
    await tellAboutSubmission(tx, ctx, { form, version, answers, submissionId: row.id });
    return { id: row.id };
  });
}

async function tellAboutSubmission(
  tx: Tx,
  ctx: RequestCtx,
  input: { form: FormRow; version: FormVersionRow; answers: FormAnswers; submissionId: string },
) {
  const { form, version, answers } = input;
  const subscribers = await listSubscriberIds(tx, form.id);
  if (subscribers.length > 0) {
    await notifyRecipients(tx, {
      tenantId: ctx.tenantId,
      centerId: form.centerId,
      audience: [{ users: subscribers }],
      kind: null,
      payload: {},
      mail: {
        eventKey: 'form.submission_received',
        variables: (recipient) => ({
          form: pickLocalized(version.titleNl, version.titleEn, recipient.locale),
          link: `${ctx.origin}/form_builder/${form.id}/submissions/${input.submissionId}`,
        }),
      },
    });
  }
  const emailField = version.fields.find(
    (f) => f.type === 'email' && typeof answers[f.key] === 'string',
  );
  if (form.sendConfirmation && emailField) {
    const locale = ctx.locale;
    await enqueueEmail(tx, {
      tenantId: ctx.tenantId,
      to: String(answers[emailField.key]),
      locale,
      eventKey: 'form.submission_confirmation',
      variables: {
        form: pickLocalized(version.titleNl, version.titleEn, locale),
        thankYou:
          pickLocalized(version.thankYouNl, version.thankYouEn, locale) ||
          formatCatalogueMessage(locale, { id: 'publicForm.sent.default' }),
        answers: formatAnswersAsText(version.fields, answers, locale),
      },
    });
  }
}
