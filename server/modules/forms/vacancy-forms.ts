// A vacancy's questions as one of its center's forms (docs/forms-api.md "Vacancy questions"): which
// forms a vacancy may attach, the form an applicant answers, and the answers checked by the same
// rules as a public submission. The vacancies and applications modules call these; the form's
// rows stay this module's.
import type { FormAnswers } from '../../../common/schemas/forms';
import type { JsonApiDocument } from '../../../common/jsonapi';
import type { Tx } from '../../db/connection';
import { createInvalidAttributeError } from '../../lib/app-error';
import { checkAnswers } from './answers';
import { findForm, findVersion } from './repo';
import { buildPublicFormDocument } from './serializer';
import type { PublicForm } from './public-service';

const FORM_ID_POINTER = '/data/attributes/form_id';
export const FORM_ANSWERS_POINTER = '/data/attributes/form_answers/';

async function loadAnswerable(tx: Tx, formId: string): Promise<PublicForm | null> {
  const form = await findForm(tx, formId);
  if (!form || form.status !== 'published' || form.publishedVersion === null) return null;
  const version = await findVersion(tx, form.id, form.publishedVersion);
  return version ? { form, version } : null;
}

/**
 * Refuses a form a vacancy may not ask: one of another center, one not (or no longer) published,
 * or one with a file question (an application has no place for uploads).
 */
export async function checkFormForVacancy(tx: Tx, centerId: string, formId: string): Promise<void> {
  const found = await loadAnswerable(tx, formId.toLowerCase());
  if (!found || found.form.centerId !== centerId) {
    throw createInvalidAttributeError(
      'form_id must be a published form of the vacancy’s center.',
      FORM_ID_POINTER,
      { id: 'vacancies.error.formNotPublished' },
    );
  }
  if (found.version.fields.some((field) => field.type === 'file')) {
    throw createInvalidAttributeError(
      'A form with a file question cannot be a vacancy’s questions.',
      FORM_ID_POINTER,
      { id: 'vacancies.error.formHasFile' },
    );
  }
}

/** GET /vacancies/{id}/form: the form as an applicant sees it, or null when it takes no answers. */
export async function readVacancyForm(
  tx: Tx,
  formId: string,
  locale: 'nl' | 'en',
): Promise<JsonApiDocument | null> {
  const found = await loadAnswerable(tx, formId);
  // Named by its version, not its token: answering on the vacancy does not open the public link.
  return found ? buildPublicFormDocument(found, locale, found.version.id) : null;
}

/**
 * An applicant's answers to the vacancy's form, kept with the version answered; null when the
 * form no longer takes answers (closed after the vacancy page was opened: the application goes
 * through without them rather than be lost).
 */
export async function checkVacancyFormAnswers(
  tx: Tx,
  formId: string,
  raw: Record<string, unknown>,
  locale: 'nl' | 'en',
): Promise<{ versionId: string; answers: FormAnswers } | null> {
  const found = await loadAnswerable(tx, formId);
  if (!found) return null;
  const answers = checkAnswers(found.version.fields, raw, locale, FORM_ANSWERS_POINTER);
  return { versionId: found.version.id, answers };
}
