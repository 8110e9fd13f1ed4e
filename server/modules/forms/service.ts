// The use cases of building forms (docs/forms-api.md): a center's admins and the tenant's admins
// make, change, publish, close and delete the center's forms. Publishing copies the fields and
// texts into the next version; a submission points at the version it answered, so a later change
// never rewrites what someone was asked. Once published, a field's key stays: answers live under it.
import { randomBytes } from 'node:crypto';
import { checkFormFields } from '../../../common/forms/field-checks';
import type { FormCreateInput, FormUpdateInput } from '../../../common/schemas/form-requests';
import type { FormField } from '../../../common/schemas/forms';
import { FORM_RETENTION_DEFAULT_MONTHS } from '../../../common/schemas/forms';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type { FormVersionRow } from '../../db/schema/forms';
import type { VolunteerCenterRow } from '../../db/schema/volunteer-centers';
import {
  combineErrors,
  createInvalidAttributeError,
  createNotFoundError,
} from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { assertAllowed, isAdmin, isCenterAdminOf } from '../../lib/permissions';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { deleteFormUploads, removeUploadFolder } from '../files/form-upload';
import {
  deleteForm,
  findFormView,
  insertForm,
  insertVersion,
  listFormViews,
  listVersions,
  setSubscription,
  updateForm,
  type FormView,
} from './repo';
import { collectFileIds } from './answers';
import { listAnswersOfForm } from './submissions-repo';

export function canManageForms(user: CurrentUser | null, centerId: string): boolean {
  return user !== null && (isAdmin(user) || isCenterAdminOf(user, centerId));
}

export function requireFormManager(ctx: RequestCtx): {
  user: CurrentUser;
  center: VolunteerCenterRow;
} {
  const user = requireSignedIn(ctx);
  const center = requireCenter(ctx);
  assertAllowed(
    canManageForms(user, center.id),
    "Only the center's coordinators and admins manage its forms.",
  );
  return { user, center };
}

const notFound = (id: string) => createNotFoundError(`Form ${id} was not found.`);

export async function loadFormView(
  tx: Tx,
  centerId: string,
  id: string,
  userId: string | null,
): Promise<FormView> {
  const view = isUuid(id) ? await findFormView(tx, centerId, id.toLowerCase(), userId) : null;
  if (!view) throw notFound(id);
  return view;
}

/** Refuses fields whose relations do not hold, each at its pointer. */
function checkFields(fields: FormField[]): void {
  const problems = checkFormFields(fields);
  if (problems.length === 0) return;
  throw combineErrors(
    problems.map((p) =>
      createInvalidAttributeError(p.detail, `/data/attributes/fields/${p.index}/${p.attribute}`, {
        id: p.id,
      }),
    ),
  );
}

/** Keys of the published version that the new fields drop or give another type. */
function checkKeptKeys(fields: FormField[], published: FormField[] | null): void {
  if (!published) return;
  const errors = fields.flatMap((field, index) => {
    const before = published.find((f) => f.key === field.key);
    return before && before.type !== field.type
      ? [
          createInvalidAttributeError(
            'A published question keeps its type: add a new question instead.',
            `/data/attributes/fields/${index}/type`,
            { id: 'forms.error.typeKept' },
          ),
        ]
      : [];
  });
  if (errors.length > 0) throw combineErrors(errors);
}

function normalizeFields(fields: FormCreateInput['fields']): FormField[] {
  return (fields ?? []).map((f) => ({
    key: f.key,
    type: f.type,
    labelNl: f.labelNl,
    labelEn: f.labelEn || null,
    helpNl: f.helpNl || null,
    helpEn: f.helpEn || null,
    required: f.type === 'heading' ? false : Boolean(f.required),
    rules: Object.fromEntries(
      Object.entries(f.rules ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== ''),
    ),
    options:
      f.type === 'single_choice' || f.type === 'multiple_choice'
        ? (f.options ?? []).map((o) => ({
            value: o.value,
            labelNl: o.labelNl,
            labelEn: o.labelEn || null,
          }))
        : [],
    showWhen: f.showWhen ? { fieldKey: f.showWhen.fieldKey, equals: f.showWhen.equals } : null,
  }));
}

export async function getForms(ctx: RequestCtx, search: string | undefined): Promise<FormView[]> {
  const { user, center } = requireFormManager(ctx);
  return ctx.withTenant((tx) => listFormViews(tx, center.id, user.id, search?.trim() || undefined));
}

export async function getForm(ctx: RequestCtx, id: string): Promise<FormView> {
  const { user, center } = requireFormManager(ctx);
  return ctx.withTenant((tx) => loadFormView(tx, center.id, id, user.id));
}

export async function createForm(ctx: RequestCtx, input: FormCreateInput): Promise<FormView> {
  const { user, center } = requireFormManager(ctx);
  const fields = normalizeFields(input.fields);
  checkFields(fields);
  return ctx.withTenant(async (tx) => {
    const row = await insertForm(tx, {
      tenantId: ctx.tenantId,
      centerId: center.id,
      titleNl: input.titleNl,
      titleEn: input.titleEn || null,
      descriptionNl: input.descriptionNl || null,
      descriptionEn: input.descriptionEn || null,
      thankYouNl: input.thankYouNl || null,
      thankYouEn: input.thankYouEn || null,
      fields,
      token: randomBytes(18).toString('base64url'),
      retentionMonths: input.retentionMonths ?? FORM_RETENTION_DEFAULT_MONTHS,
      sendConfirmation: input.sendConfirmation ?? false,
      createdById: user.id,
      updatedById: user.id,
    });
    await setSubscription(tx, {
      tenantId: ctx.tenantId,
      formId: row.id,
      userId: user.id,
      on: input.notifyMe ?? true,
    });
    return loadFormView(tx, center.id, row.id, user.id);
  });
}

export async function changeForm(
  ctx: RequestCtx,
  id: string,
  input: FormUpdateInput,
): Promise<FormView> {
  const { user, center } = requireFormManager(ctx);
  return ctx.withTenant(async (tx) => {
    const { form, publishedFields } = await loadFormView(tx, center.id, id, user.id);
    const fields = input.fields !== undefined ? normalizeFields(input.fields) : undefined;
    if (fields) {
      checkFields(fields);
      checkKeptKeys(fields, publishedFields);
    }
    if (input.status === 'published' && form.publishedVersion === null) {
      throw createInvalidAttributeError(
        'Publish the form first: it has no version yet.',
        '/data/attributes/status',
        { id: 'forms.error.notPublished' },
      );
    }
    const text = (value: string | null | undefined) =>
      value === undefined ? undefined : value || null;
    await updateForm(tx, form.id, {
      ...(input.titleNl !== undefined ? { titleNl: input.titleNl } : {}),
      titleEn: text(input.titleEn),
      descriptionNl: text(input.descriptionNl),
      descriptionEn: text(input.descriptionEn),
      thankYouNl: text(input.thankYouNl),
      thankYouEn: text(input.thankYouEn),
      ...(fields ? { fields } : {}),
      ...(input.retentionMonths !== undefined ? { retentionMonths: input.retentionMonths } : {}),
      ...(input.sendConfirmation !== undefined ? { sendConfirmation: input.sendConfirmation } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      updatedById: user.id,
      updatedAt: ctx.now,
    });
    if (input.notifyMe !== undefined) {
      await setSubscription(tx, {
        tenantId: ctx.tenantId,
        formId: form.id,
        userId: user.id,
        on: input.notifyMe,
      });
    }
    return loadFormView(tx, center.id, form.id, user.id);
  });
}

/** Publishes the fields and texts as the next version; the form takes answers from then on. */
export async function publishForm(
  ctx: RequestCtx,
  id: string,
): Promise<{ view: FormView; version: FormVersionRow }> {
  const { user, center } = requireFormManager(ctx);
  return ctx.withTenant(async (tx) => {
    const { form } = await loadFormView(tx, center.id, id, user.id);
    const answerable = form.fields.filter((f) => f.type !== 'heading');
    if (answerable.length === 0) {
      throw createInvalidAttributeError(
        'A form needs at least one question before it is published.',
        '/data/attributes/fields',
        { id: 'forms.error.noQuestions' },
      );
    }
    const next = (form.publishedVersion ?? 0) + 1;
    const version = await insertVersion(tx, {
      tenantId: ctx.tenantId,
      formId: form.id,
      version: next,
      titleNl: form.titleNl,
      titleEn: form.titleEn,
      descriptionNl: form.descriptionNl,
      descriptionEn: form.descriptionEn,
      thankYouNl: form.thankYouNl,
      thankYouEn: form.thankYouEn,
      fields: form.fields,
      publishedById: user.id,
      publishedAt: ctx.now,
    });
    await updateForm(tx, form.id, {
      publishedVersion: next,
      status: 'published',
      updatedById: user.id,
      updatedAt: ctx.now,
    });
    return { view: await loadFormView(tx, center.id, form.id, user.id), version };
  });
}

export async function getFormVersions(ctx: RequestCtx, id: string): Promise<FormVersionRow[]> {
  const { user, center } = requireFormManager(ctx);
  return ctx.withTenant(async (tx) => {
    const { form } = await loadFormView(tx, center.id, id, user.id);
    return listVersions(tx, form.id);
  });
}

/** Deletes a form with its versions and submissions; their uploaded files go after the commit. */
export async function removeForm(ctx: RequestCtx, id: string): Promise<void> {
  const { user, center } = requireFormManager(ctx);
  const folders = await ctx.withTenant(async (tx) => {
    const { form } = await loadFormView(tx, center.id, id, user.id);
    // Every version's file questions: older answers were given to older fields.
    const fields = (await listVersions(tx, form.id)).flatMap((v) => v.fields);
    const fileIds = (await listAnswersOfForm(tx, form.id)).flatMap((answers) =>
      collectFileIds(fields, answers),
    );
    await deleteForm(tx, form.id);
    return deleteFormUploads(tx, ctx.tenantId, fileIds);
  });
  for (const folder of folders) await removeUploadFolder(ctx.fileStore, folder);
}
