// Reading and looking after a form's submissions (docs/forms-api.md "Submissions"): the center's
// admins and the tenant's admins list, read, mark handled and delete them, and download their
// files through here only, after the submission was found on their own center.
import type { FormSubmissionRow, FormVersionRow } from '../../db/schema/forms';
import type { FileRow, FileVariant } from '../../db/schema/files';
import { isUuid } from '../../../common/schemas/uuid';
import { createNotFoundError } from '../../lib/app-error';
import type { RequestCtx } from '../../lib/request-ctx';
import { deleteFormUploads, removeUploadFolder } from '../files/form-upload';
import { readFileContent } from '../files/read-file';
import { collectFileIds } from './answers';
import { loadFormView, requireFormManager } from './service';
import {
  deleteSubmission,
  findSubmission,
  listSubmissionViews,
  setHandled,
  type SubmissionFilter,
  type SubmissionView,
} from './submissions-repo';

export interface SubmissionListQuery {
  formId: string;
  filter: SubmissionFilter;
  page: { number: number; size: number };
  descending: boolean;
}

export async function getSubmissions(
  ctx: RequestCtx,
  query: SubmissionListQuery,
): Promise<{ views: SubmissionView[]; total: number }> {
  const { user, center } = requireFormManager(ctx);
  return ctx.withTenant(async (tx) => {
    const { form } = await loadFormView(tx, center.id, query.formId, user.id);
    return listSubmissionViews(tx, form.id, query.filter, query.page, query.descending);
  });
}

export interface SubmissionDetail {
  submission: FormSubmissionRow;
  version: FormVersionRow;
}

const notFound = (id: string) => createNotFoundError(`Submission ${id} was not found.`);

async function loadSubmission(ctx: RequestCtx, id: string): Promise<SubmissionDetail> {
  const { center } = requireFormManager(ctx);
  const found = isUuid(id)
    ? await ctx.withTenant((tx) => findSubmission(tx, id.toLowerCase()))
    : null;
  if (!found || found.centerId !== center.id) throw notFound(id);
  return { submission: found.submission, version: found.version };
}

export function getSubmission(ctx: RequestCtx, id: string): Promise<SubmissionDetail> {
  return loadSubmission(ctx, id);
}

export async function changeSubmission(
  ctx: RequestCtx,
  id: string,
  handled: boolean,
): Promise<SubmissionDetail> {
  const { user } = requireFormManager(ctx);
  const { submission } = await loadSubmission(ctx, id);
  await ctx.withTenant((tx) =>
    setHandled(tx, submission.id, handled ? { at: ctx.now, by: user.id } : null),
  );
  return loadSubmission(ctx, id);
}

/** Deletes a submission and its files (a person asked to be forgotten, or it was spam). */
export async function removeSubmission(ctx: RequestCtx, id: string): Promise<void> {
  const { submission, version } = await loadSubmission(ctx, id);
  const folders = await ctx.withTenant(async (tx) => {
    await deleteSubmission(tx, submission.id);
    return deleteFormUploads(tx, ctx.tenantId, collectFileIds(version.fields, submission.answers));
  });
  for (const folder of folders) await removeUploadFolder(ctx.fileStore, folder);
}

/** A file of a submission's answers; any other file id is 404 here. */
export async function readSubmissionFile(
  ctx: RequestCtx,
  id: string,
  fileId: string,
): Promise<{ row: FileRow; variant: FileVariant | null; data: Buffer }> {
  const { submission, version } = await loadSubmission(ctx, id);
  const ids = collectFileIds(version.fields, submission.answers).map((f) => f.toLowerCase());
  if (!isUuid(fileId) || !ids.includes(fileId.toLowerCase())) {
    throw createNotFoundError(`File ${fileId} is not part of this submission.`);
  }
  return readFileContent(ctx, fileId, undefined);
}
