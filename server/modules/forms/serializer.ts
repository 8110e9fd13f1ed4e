// What leaves the server for forms, their versions, submissions and the public form
// (docs/forms-api.md). Keys are snake_case on the wire; field keys are lower-case letters and
// digits, which the case conversion leaves alone, so answers keep their keys both ways.
import { snakeizeKeys } from '../../../common/case';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import { pickLocalized } from '../../../common/matching';
import type {
  FormAttributes,
  FormSubmissionAttributes,
  FormVersionAttributes,
  PublicFormAttributes,
} from '../../../common/schemas/forms';
import type { FormVersionRow } from '../../db/schema/forms';
import { buildPageLinks } from '../../lib/paging';
import { API_BASE_PATH } from '../../../common/constants';
import type { PublicForm } from './public-service';
import type { FormView } from './repo';
import type { SubmissionDetail } from './submissions-service';
import type { SubmissionView } from './submissions-repo';

export const FORM_TYPE = 'forms';
export const FORM_VERSION_TYPE = 'form_versions';
export const FORM_SUBMISSION_TYPE = 'form_submissions';
export const PUBLIC_FORM_TYPE = 'public_forms';

function differs(view: FormView): boolean {
  const { form, publishedFields, publishedTexts } = view;
  if (!publishedFields || !publishedTexts) return true;
  return (
    JSON.stringify(form.fields) !== JSON.stringify(publishedFields) ||
    form.titleNl !== publishedTexts.titleNl ||
    form.titleEn !== publishedTexts.titleEn ||
    form.descriptionNl !== publishedTexts.descriptionNl ||
    form.descriptionEn !== publishedTexts.descriptionEn ||
    form.thankYouNl !== publishedTexts.thankYouNl ||
    form.thankYouEn !== publishedTexts.thankYouEn
  );
}

function serializeForm(view: FormView): Resource {
  const { form } = view;
  const attributes: FormAttributes = {
    titleNl: form.titleNl,
    titleEn: form.titleEn,
    descriptionNl: form.descriptionNl,
    descriptionEn: form.descriptionEn,
    thankYouNl: form.thankYouNl,
    thankYouEn: form.thankYouEn,
    fields: form.fields,
    status: form.status,
    token: form.token,
    publishedVersion: form.publishedVersion,
    hasUnpublishedChanges: differs(view),
    retentionMonths: form.retentionMonths,
    sendConfirmation: form.sendConfirmation,
    notifyMe: view.notifyMe,
    submissionCount: view.submissionCount,
    unhandledCount: view.unhandledCount,
    centerId: form.centerId,
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
  };
  return { type: FORM_TYPE, id: form.id, attributes: snakeizeKeys(attributes) };
}

export function buildFormDocument(view: FormView): JsonApiDocument {
  return { data: serializeForm(view) };
}

export function buildFormsDocument(views: FormView[]): JsonApiDocument {
  return { data: views.map(serializeForm), meta: { total: views.length } };
}

function serializeVersion(row: FormVersionRow): Resource {
  const attributes: FormVersionAttributes = {
    formId: row.formId,
    version: row.version,
    titleNl: row.titleNl,
    titleEn: row.titleEn,
    descriptionNl: row.descriptionNl,
    descriptionEn: row.descriptionEn,
    thankYouNl: row.thankYouNl,
    thankYouEn: row.thankYouEn,
    fields: row.fields,
    publishedAt: row.publishedAt.toISOString(),
  };
  return { type: FORM_VERSION_TYPE, id: row.id, attributes: snakeizeKeys(attributes) };
}

export function buildVersionDocument(row: FormVersionRow): JsonApiDocument {
  return { data: serializeVersion(row) };
}

export function buildVersionsDocument(rows: FormVersionRow[]): JsonApiDocument {
  return { data: rows.map(serializeVersion), meta: { total: rows.length } };
}

function serializeSubmission(view: SubmissionView): Resource {
  const { submission } = view;
  const attributes: FormSubmissionAttributes = {
    formId: submission.formId,
    version: view.version,
    answers: submission.answers,
    locale: submission.locale,
    handledAt: submission.handledAt?.toISOString() ?? null,
    erasedAt: submission.erasedAt?.toISOString() ?? null,
    createdAt: submission.createdAt.toISOString(),
  };
  return {
    type: FORM_SUBMISSION_TYPE,
    id: submission.id,
    attributes: snakeizeKeys(attributes),
  };
}

export function buildSubmissionsDocument(
  listing: { views: SubmissionView[]; total: number },
  query: Record<string, unknown>,
  page: { number: number; size: number },
): JsonApiDocument {
  return {
    data: listing.views.map(serializeSubmission),
    meta: { total: listing.total },
    links: buildPageLinks(`${API_BASE_PATH}/form_submissions`, query, page, listing.total),
  };
}

export function buildSubmissionDocument(detail: SubmissionDetail): JsonApiDocument {
  return {
    data: serializeSubmission({ submission: detail.submission, version: detail.version.version }),
    included: [serializeVersion(detail.version)],
  };
}

export function buildPublicFormDocument(
  { form, version }: PublicForm,
  locale: 'nl' | 'en',
  /** The token, which is the public link; a vacancy's form is named by its version instead. */
  id: string = form.token,
): JsonApiDocument {
  const attributes: PublicFormAttributes = {
    version: version.version,
    title: pickLocalized(version.titleNl, version.titleEn, locale),
    description: pickLocalized(version.descriptionNl, version.descriptionEn, locale) || null,
    thankYou: pickLocalized(version.thankYouNl, version.thankYouEn, locale) || null,
    fields: version.fields,
    locale,
  };
  return { data: { type: PUBLIC_FORM_TYPE, id, attributes: snakeizeKeys(attributes) } };
}
