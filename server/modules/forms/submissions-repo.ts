// The queries of form submissions, inside the tenant's transaction: the list with its filters,
// one with its version, and the retention job's erasing.
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FormAnswers } from '../../../common/schemas/forms';
import type { Tx } from '../../db/connection';
import {
  formSubmissions,
  forms,
  formVersions,
  type FormSubmissionRow,
  type FormVersionRow,
} from '../../db/schema/forms';
import { containsPattern } from '../../lib/like-pattern';

export interface SubmissionView {
  submission: FormSubmissionRow;
  version: number;
}

export interface SubmissionFilter {
  version?: number;
  /** Inclusive dates, as Amsterdam days are close enough to UTC ones for a filter. */
  from?: string;
  to?: string;
  handled?: boolean;
  search?: string;
}

function conditions(formId: string, filter: SubmissionFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return and(
    eq(formSubmissions.formId, formId),
    filter.version !== undefined ? eq(formVersions.version, filter.version) : undefined,
    filter.from ? gte(formSubmissions.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to
      ? lt(formSubmissions.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000))
      : undefined,
    filter.handled === true ? isNotNull(formSubmissions.handledAt) : undefined,
    filter.handled === false ? isNull(formSubmissions.handledAt) : undefined,
    pattern ? sql`${formSubmissions.answers}::text ilike ${pattern}` : undefined,
  );
}

const versionJoin = and(
  eq(formVersions.tenantId, formSubmissions.tenantId),
  eq(formVersions.id, formSubmissions.versionId),
);

export async function listSubmissionViews(
  tx: Tx,
  formId: string,
  filter: SubmissionFilter,
  page: { number: number; size: number },
  descending: boolean,
): Promise<{ views: SubmissionView[]; total: number }> {
  const where = conditions(formId, filter);
  const [{ total } = { total: 0 }] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .innerJoin(formVersions, versionJoin)
    .where(where);
  const views = await tx
    .select({ submission: formSubmissions, version: formVersions.version })
    .from(formSubmissions)
    .innerJoin(formVersions, versionJoin)
    .where(where)
    .orderBy(
      descending ? desc(formSubmissions.createdAt) : asc(formSubmissions.createdAt),
      desc(formSubmissions.id),
    )
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return { views, total: Number(total) };
}

/** Every submission of a form, oldest first, for the export. */
export async function listAllSubmissionViews(tx: Tx, formId: string): Promise<SubmissionView[]> {
  return tx
    .select({ submission: formSubmissions, version: formVersions.version })
    .from(formSubmissions)
    .innerJoin(formVersions, versionJoin)
    .where(eq(formSubmissions.formId, formId))
    .orderBy(asc(formSubmissions.createdAt), asc(formSubmissions.id));
}

export async function findSubmission(
  tx: Tx,
  id: string,
): Promise<{
  submission: FormSubmissionRow;
  version: FormVersionRow;
  centerId: string;
} | null> {
  const [row] = await tx
    .select({ submission: formSubmissions, version: formVersions, centerId: forms.centerId })
    .from(formSubmissions)
    .innerJoin(formVersions, versionJoin)
    .innerJoin(
      forms,
      and(eq(forms.tenantId, formSubmissions.tenantId), eq(forms.id, formSubmissions.formId)),
    )
    .where(eq(formSubmissions.id, id));
  return row ?? null;
}

export async function insertSubmission(
  tx: Tx,
  values: typeof formSubmissions.$inferInsert,
): Promise<FormSubmissionRow> {
  const [row] = await tx.insert(formSubmissions).values(values).returning();
  return row!;
}

export async function setHandled(
  tx: Tx,
  id: string,
  handled: { at: Date; by: string } | null,
): Promise<void> {
  await tx
    .update(formSubmissions)
    .set({ handledAt: handled?.at ?? null, handledById: handled?.by ?? null })
    .where(eq(formSubmissions.id, id));
}

export async function deleteSubmission(tx: Tx, id: string): Promise<void> {
  await tx.delete(formSubmissions).where(eq(formSubmissions.id, id));
}

/** The answers of every submission of a form (to find their files before the form goes). */
export async function listAnswersOfForm(tx: Tx, formId: string): Promise<FormAnswers[]> {
  const rows = await tx
    .select({ answers: formSubmissions.answers })
    .from(formSubmissions)
    .where(eq(formSubmissions.formId, formId));
  return rows.map((r) => r.answers);
}

/**
 * Submissions past their form's retention period whose answers are still there, at most
 * `limit`: their answers (to find the files) before they are emptied.
 */
export async function listExpiredSubmissions(
  tx: Tx,
  now: Date,
  limit: number,
): Promise<{ id: string; answers: FormAnswers }[]> {
  return tx
    .select({ id: formSubmissions.id, answers: formSubmissions.answers })
    .from(formSubmissions)
    .innerJoin(
      forms,
      and(eq(forms.tenantId, formSubmissions.tenantId), eq(forms.id, formSubmissions.formId)),
    )
    .where(
      and(
        isNull(formSubmissions.erasedAt),
        sql`${formSubmissions.createdAt} < ${now.toISOString()}::timestamptz - make_interval(months => ${forms.retentionMonths})`,
      ),
    )
    .limit(limit);
}

export async function eraseSubmissions(tx: Tx, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(formSubmissions)
    .set({ answers: {}, erasedAt: now })
    .where(inArray(formSubmissions.id, ids));
}
