// The queries of forms, their versions and who wants a mail on their submissions, inside the
// tenant's transaction. Submissions have their own file (submissions-repo.ts).
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import {
  formSubmissions,
  formSubscriptions,
  forms,
  formVersions,
  type FormRow,
  type FormVersionRow,
} from '../../db/schema/forms';
import { containsPattern } from '../../lib/like-pattern';

export type FormInsert = typeof forms.$inferInsert;
export type FormPatch = Partial<Omit<FormInsert, 'tenantId' | 'id' | 'centerId' | 'token'>>;

export interface FormView {
  form: FormRow;
  submissionCount: number;
  unhandledCount: number;
  /** The latest version's fields, to tell whether the draft differs. */
  publishedFields: FormVersionRow['fields'] | null;
  publishedTexts: Pick<
    FormVersionRow,
    'titleNl' | 'titleEn' | 'descriptionNl' | 'descriptionEn' | 'thankYouNl' | 'thankYouEn'
  > | null;
  notifyMe: boolean;
}

const counts = {
  submissionCount: sql<number>`(select count(*)::int from ${formSubmissions} s
    where s.tenant_id = ${forms.tenantId} and s.form_id = ${forms.id})`,
  unhandledCount: sql<number>`(select count(*)::int from ${formSubmissions} s
    where s.tenant_id = ${forms.tenantId} and s.form_id = ${forms.id} and s.handled_at is null)`,
};

function viewSelection(userId: string | null) {
  return {
    form: forms,
    ...counts,
    publishedFields: formVersions.fields,
    titleNl: formVersions.titleNl,
    titleEn: formVersions.titleEn,
    descriptionNl: formVersions.descriptionNl,
    descriptionEn: formVersions.descriptionEn,
    thankYouNl: formVersions.thankYouNl,
    thankYouEn: formVersions.thankYouEn,
    notifyMe: userId
      ? sql<boolean>`exists (select 1 from ${formSubscriptions} fs where fs.tenant_id = ${forms.tenantId}
          and fs.form_id = ${forms.id} and fs.user_id = ${userId})`
      : sql<boolean>`false`,
  };
}

type ViewRow = {
  form: FormRow;
  submissionCount: number;
  unhandledCount: number;
  publishedFields: FormVersionRow['fields'] | null;
  titleNl: string | null;
  titleEn: string | null;
  descriptionNl: string | null;
  descriptionEn: string | null;
  thankYouNl: string | null;
  thankYouEn: string | null;
  notifyMe: boolean;
};

function toView(row: ViewRow): FormView {
  return {
    form: row.form,
    submissionCount: Number(row.submissionCount),
    unhandledCount: Number(row.unhandledCount),
    publishedFields: row.publishedFields,
    publishedTexts:
      row.titleNl === null
        ? null
        : {
            titleNl: row.titleNl,
            titleEn: row.titleEn,
            descriptionNl: row.descriptionNl,
            descriptionEn: row.descriptionEn,
            thankYouNl: row.thankYouNl,
            thankYouEn: row.thankYouEn,
          },
    notifyMe: Boolean(row.notifyMe),
  };
}

function latestVersionJoin() {
  return and(
    eq(formVersions.tenantId, forms.tenantId),
    eq(formVersions.formId, forms.id),
    eq(formVersions.version, forms.publishedVersion),
  );
}

export async function listFormViews(
  tx: Tx,
  centerId: string,
  userId: string | null,
  search: string | undefined,
): Promise<FormView[]> {
  const pattern = search ? containsPattern(search) : null;
  const rows = await tx
    .select(viewSelection(userId))
    .from(forms)
    .leftJoin(formVersions, latestVersionJoin())
    .where(
      and(
        eq(forms.centerId, centerId),
        pattern ? or(ilike(forms.titleNl, pattern), ilike(forms.titleEn, pattern)) : undefined,
      ),
    )
    .orderBy(desc(forms.updatedAt));
  return rows.map(toView);
}

export async function findFormView(
  tx: Tx,
  centerId: string,
  id: string,
  userId: string | null,
): Promise<FormView | null> {
  const [row] = await tx
    .select(viewSelection(userId))
    .from(forms)
    .leftJoin(formVersions, latestVersionJoin())
    .where(and(eq(forms.centerId, centerId), eq(forms.id, id)));
  return row ? toView(row) : null;
}

export async function findForm(tx: Tx, id: string): Promise<FormRow | null> {
  const [row] = await tx.select().from(forms).where(eq(forms.id, id));
  return row ?? null;
}

export async function findFormByToken(tx: Tx, token: string): Promise<FormRow | null> {
  const [row] = await tx.select().from(forms).where(eq(forms.token, token));
  return row ?? null;
}

export async function insertForm(tx: Tx, values: FormInsert): Promise<FormRow> {
  const [row] = await tx.insert(forms).values(values).returning();
  return row!;
}

export async function updateForm(tx: Tx, id: string, patch: FormPatch): Promise<void> {
  await tx.update(forms).set(patch).where(eq(forms.id, id));
}

export async function deleteForm(tx: Tx, id: string): Promise<void> {
  await tx.delete(forms).where(eq(forms.id, id));
}

export async function insertVersion(
  tx: Tx,
  values: typeof formVersions.$inferInsert,
): Promise<FormVersionRow> {
  const [row] = await tx.insert(formVersions).values(values).returning();
  return row!;
}

export async function listVersions(tx: Tx, formId: string): Promise<FormVersionRow[]> {
  return tx
    .select()
    .from(formVersions)
    .where(eq(formVersions.formId, formId))
    .orderBy(desc(formVersions.version));
}

export async function findVersion(
  tx: Tx,
  formId: string,
  version: number,
): Promise<FormVersionRow | null> {
  const [row] = await tx
    .select()
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)));
  return row ?? null;
}

export async function setSubscription(
  tx: Tx,
  input: { tenantId: string; formId: string; userId: string; on: boolean },
): Promise<void> {
  if (input.on) {
    await tx
      .insert(formSubscriptions)
      .values({ tenantId: input.tenantId, formId: input.formId, userId: input.userId })
      .onConflictDoNothing();
  } else {
    await tx
      .delete(formSubscriptions)
      .where(
        and(eq(formSubscriptions.formId, input.formId), eq(formSubscriptions.userId, input.userId)),
      );
  }
}

export async function listSubscriberIds(tx: Tx, formId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: formSubscriptions.userId })
    .from(formSubscriptions)
    .where(eq(formSubscriptions.formId, formId));
  return rows.map((r) => r.userId);
}
