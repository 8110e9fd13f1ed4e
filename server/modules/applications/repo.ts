// Queries for applications, their history and what the inbox shows with them (vacancy titles,
// organization and volunteer names, the conversation). Every function takes a tenant transaction
// (row-level security) and names the tenant. The vacancy applied to is read in vacancy-repo.ts.
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../common/matching';
import type { FormField } from '../../../common/schemas/forms';
import type { Tx } from '../../db/connection';
import {
  applicationEvents,
  applications,
  type ApplicationEventRow,
  type ApplicationRow,
} from '../../db/schema/applications';
import { conversations } from '../../db/schema/conversations';
import { formVersions } from '../../db/schema/forms';
import { vacancies } from '../../db/schema/vacancies';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { formatUserName } from '../../lib/current-user';
import { countActive, countVacancyDay } from '../analytics/record';

export type NewApplication = typeof applications.$inferInsert;

/** An application with the names and titles the inbox shows. */
export interface ApplicationView {
  application: ApplicationRow;
  vacancyTitleNl: string | null;
  vacancyTitleEn: string | null;
  organizationName: string;
  volunteerName: string;
  volunteerEmail: string;
  volunteerPhone: string | null;
  volunteerFirstName: string | null;
  volunteerLastName: string | null;
  conversationId: string | null;
  /** The questions of the form version the application answered, if any. */
  formFields: FormField[] | null;
}

export async function findApplication(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationRow | null> {
  const query = tx
    .select()
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOpenApplication(
  tx: Tx,
  tenantId: string,
  vacancyId: string,
  volunteerId: string,
): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenantId),
        eq(applications.vacancyId, vacancyId),
        eq(applications.volunteerId, volunteerId),
        sql`${applications.status} <> 'withdrawn'`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Inserts an application and counts it for analytics: its vacancy's day, an active volunteer. */
export async function insertApplication(tx: Tx, values: NewApplication): Promise<ApplicationRow> {
  const [row] = await tx.insert(applications).values(values).returning();
  await countVacancyDay(tx, {
    tenantId: row!.tenantId,
    vacancyId: row!.vacancyId,
    centerId: row!.centerId,
    organizationId: row!.organizationId,
    at: row!.createdAt,
    applications: 1,
  });
  await countActive(tx, {
    tenantId: row!.tenantId,
    centerId: row!.centerId,
    organizationId: row!.organizationId,
    userId: row!.volunteerId,
    at: row!.createdAt,
  });
  return row!;
}

export async function updateApplicationStatus(
  tx: Tx,
  tenantId: string,
  id: string,
  status: ApplicationStatus,
  now: Date,
): Promise<ApplicationRow> {
  const [row] = await tx
    .update(applications)
    .set({ status, updatedAt: now })
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)))
    .returning();
  return row!;
}

export async function insertApplicationEvent(
  tx: Tx,
  values: typeof applicationEvents.$inferInsert,
): Promise<ApplicationEventRow> {
  const [row] = await tx.insert(applicationEvents).values(values).returning();
  return row!;
}

export interface ApplicationEventView {
  event: ApplicationEventRow;
  actorName: string | null;
}

/** The history of applications, oldest first. */
export async function listApplicationEvents(
  tx: Tx,
  tenantId: string,
  applicationIds: string[],
): Promise<ApplicationEventView[]> {
  if (applicationIds.length === 0) return [];
  const rows = await tx
    .select({
      event: applicationEvents,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(applicationEvents)
    .leftJoin(
      users,
      and(eq(users.tenantId, applicationEvents.tenantId), eq(users.id, applicationEvents.actorId)),
    )
    .where(
      and(
        eq(applicationEvents.tenantId, tenantId),
        inArray(applicationEvents.applicationId, applicationIds),
      ),
    )
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  return rows.map((r) => ({
    event: r.event,
    actorName: r.email ? formatUserName({ ...r, email: r.email }) : null,
  }));
}

/** Which applications a reader sees: null is the whole tenant (admins). */
export interface ApplicationScope {
  volunteerId: string;
  organizationIds: string[];
  centerIds: string[];
}

export interface ApplicationListFilter {
  scope: ApplicationScope | null;
  statuses?: ApplicationStatus[];
  vacancyId?: string;
  escalated?: boolean;
  sort: { column: 'created_at' | 'status'; descending: boolean };
  limit: number;
  offset: number;
}

function buildScopeCondition(scope: ApplicationScope | null): SQL | undefined {
  if (!scope) return undefined;
  return or(
    eq(applications.volunteerId, scope.volunteerId),
    scope.organizationIds.length > 0
      ? inArray(applications.organizationId, scope.organizationIds)
      : undefined,
    scope.centerIds.length > 0 ? inArray(applications.centerId, scope.centerIds) : undefined,
  );
}

const viewColumns = {
  application: applications,
  vacancyTitleNl: vacancies.titleNl,
  vacancyTitleEn: vacancies.titleEn,
  organizationName: organizations.name,
  volunteerEmail: users.email,
  volunteerPhone: users.phone,
  volunteerFirstName: users.firstName,
  volunteerLastName: users.lastName,
  conversationId: conversations.id,
  formFields: formVersions.fields,
};

function selectViews(tx: Tx) {
  return tx
    .select(viewColumns)
    .from(applications)
    .innerJoin(
      vacancies,
      and(eq(vacancies.tenantId, applications.tenantId), eq(vacancies.id, applications.vacancyId)),
    )
    .innerJoin(
      organizations,
      and(
        eq(organizations.tenantId, applications.tenantId),
        eq(organizations.id, applications.organizationId),
      ),
    )
    .innerJoin(
      users,
      and(eq(users.tenantId, applications.tenantId), eq(users.id, applications.volunteerId)),
    )
    .leftJoin(
      conversations,
      and(
        eq(conversations.tenantId, applications.tenantId),
        eq(conversations.applicationId, applications.id),
      ),
    )
    .leftJoin(
      formVersions,
      and(
        eq(formVersions.tenantId, applications.tenantId),
        eq(formVersions.id, applications.formVersionId),
      ),
    );
}

function toView(row: Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number]) {
  return {
    ...row,
    volunteerName: formatUserName({
      firstName: row.volunteerFirstName,
      lastName: row.volunteerLastName,
      email: row.volunteerEmail,
    }),
  } satisfies ApplicationView;
}

export async function findApplicationViews(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<ApplicationView[]> {
  if (ids.length === 0) return [];
  const rows = await selectViews(tx).where(
    and(eq(applications.tenantId, tenantId), inArray(applications.id, ids)),
  );
  const views = rows.map(toView);
  return ids.flatMap((id) => views.filter((v) => v.application.id === id));
}

export async function listApplicationViews(
  tx: Tx,
  tenantId: string,
  filter: ApplicationListFilter,
): Promise<{ items: ApplicationView[]; total: number; counts: Record<string, number> }> {
  const base: (SQL | undefined)[] = [
    eq(applications.tenantId, tenantId),
    buildScopeCondition(filter.scope),
    filter.vacancyId ? eq(applications.vacancyId, filter.vacancyId) : undefined,
  ];
  const where = and(
    ...base,
    filter.statuses ? inArray(applications.status, filter.statuses) : undefined,
    filter.escalated === true ? isNotNull(applications.escalatedAt) : undefined,
    filter.escalated === false ? sql`${applications.escalatedAt} is null` : undefined,
  );
  const column = filter.sort.column === 'status' ? applications.status : applications.createdAt;
  const rows = await selectViews(tx)
    .where(where)
    .orderBy(
      filter.sort.descending ? desc(column) : asc(column),
      desc(applications.createdAt),
      asc(applications.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(applications)
    .where(where);
  // Counts per status over the set without the status filter (the inbox's tabs).
  const countRows = await tx
    .select({
      status: applications.status,
      n: sql<number>`count(*)::int`,
      escalated: sql<number>`count(*) filter (where ${applications.escalatedAt} is not null)::int`,
    })
    .from(applications)
    .where(and(...base))
    .groupBy(applications.status);
  const counts: Record<string, number> = {
    new: 0,
    in_progress: 0,
    accepted: 0,
    rejected: 0,
    withdrawn: 0,
    escalated: 0,
  };
  for (const r of countRows) {
    counts[r.status] = r.n;
    counts.escalated! += r.escalated;
  }
  return { items: rows.map(toView), total: count?.total ?? 0, counts };
}
