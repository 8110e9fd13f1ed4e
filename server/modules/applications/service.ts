// Applications (docs/matching-api.md "Applications"): applying to a vacancy (with its
// conversation, first history entry and the organization's notifications in one transaction),
// the inbox and one application. Status changes live in status.ts, escalation in escalation.ts.
// Kept whole: applying, reading and withdrawing share the access rule and the one-transaction write;
// status changes and escalation already live in status.ts and escalation.ts.
import { formatUserName, createUnauthorizedError, type CurrentUser } from '../../lib/current-user';
import { ERROR_CODE } from '../../../common/errors';
import { type ApplicationStatus } from '../../../common/matching';
import type { ApplicationCreateInput } from '../../../common/schemas/applications';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type { ApplicationRow } from '../../db/schema/applications';
import type { VacancyRow } from '../../db/schema/vacancies';
import { AppError } from '../../lib/app-error';
import {
  assertAllowed,
  isAdmin,
  isCenterAdminOf,
  isOrganizationAdminOf,
  isVolunteer,
} from '../../lib/permissions';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { insertConversation } from '../conversations/repo';
import { findOrganization } from '../organizations/repo';
import {
  buildApplicationScope,
  canReadApplication,
  isOrganizationSide,
  listAllowedStatuses,
} from './access';
import { createMissingError, createUnprocessableError } from '../../lib/unprocessable';
import { notifyApplicationReceived, type ApplicationFacts } from './notify';
import {
  findApplication,
  findApplicationViews,
  findOpenApplication,
  findVacancy,
  insertApplication,
  insertApplicationEvent,
  listApplicationEvents,
  listApplicationViews,
  type ApplicationView,
} from './repo';
import type { ApplicationReading } from './serializer';

export const ALREADY_APPLIED_DETAIL = 'You have already applied to this vacancy.';

function createAlreadyAppliedError(): AppError {
  return new AppError({
    status: 409,
    code: ERROR_CODE.alreadyApplied,
    title: 'Already applied',
    detail: ALREADY_APPLIED_DETAIL,
    source: { pointer: '/data/attributes/vacancy_id' },
  });
}

export function requireSignedIn(ctx: RequestCtx): CurrentUser {
  if (!ctx.currentUser) throw createUnauthorizedError();
  return ctx.currentUser;
}

/**
 * Only volunteers apply (DESIGN.md section 6): a staff account is refused before anything else is
 * looked at, so an offline replay with a known client id gets this 403, not duplicate_id.
 */
export function requireApplicant(ctx: RequestCtx): CurrentUser {
  const user = requireSignedIn(ctx);
  assertAllowed(
    isVolunteer(user),
    'Only volunteers apply to vacancies. Sign in with a volunteer account to apply.',
  );
  return user;
}

function managesVacancy(user: CurrentUser, v: VacancyRow): boolean {
  return (
    isAdmin(user) ||
    isCenterAdminOf(user, v.centerId) ||
    isOrganizationAdminOf(user, v.organizationId)
  );
}

/**
 * The vacancy to apply to: a published one visible on the request's center. A vacancy the
 * applicant cannot see is a 404; one they can see (closed, or managed by them) but that is not
 * published is a 422.
 */
async function loadVacancyToApply(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  id: string,
): Promise<VacancyRow> {
  const centerId = requireCenter(ctx).id;
  const vacancy = await findVacancy(tx, ctx.tenantId, id);
  const onThisCenter =
    vacancy !== null &&
    (vacancy.centerId === centerId || vacancy.sharedCenterIds.includes(centerId));
  const notFound = createMissingError('Vacancy', id);
  if (!vacancy || !onThisCenter) throw notFound;
  if (vacancy.status === 'published') {
    // An organization that is not approved (any more) publishes nothing: its vacancy is not there.
    const organization = await findOrganization(tx, ctx.tenantId, vacancy.organizationId);
    if (organization?.status === 'approved') return vacancy;
    throw notFound;
  }
  if (vacancy.status === 'closed' || managesVacancy(user, vacancy)) {
    throw createUnprocessableError(
      'This vacancy does not take applications right now (it is not published).',
      '/data/attributes/vacancy_id',
    );
  }
  throw notFound;
}

/** Every required question needs a non-empty answer; answers name questions of the vacancy. */
function checkAnswers(vacancy: VacancyRow, answers: ApplicationCreateInput['answers']) {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a.answer?.trim() ?? '']));
  vacancy.questions.forEach((question, index) => {
    if (question.required && !byQuestion.get(question.id)) {
      throw createUnprocessableError(
        `The question "${question.text}" needs an answer.`,
        `/data/attributes/answers/${index}`,
      );
    }
  });
  answers.forEach((answer, index) => {
    if (!vacancy.questions.some((q) => q.id === answer.questionId)) {
      throw createUnprocessableError(
        `question_id ${answer.questionId} is not a question of this vacancy.`,
        `/data/attributes/answers/${index}/question_id`,
      );
    }
  });
  return vacancy.questions
    .filter((q) => byQuestion.get(q.id))
    .map((q) => ({ questionId: q.id, answer: byQuestion.get(q.id)! }));
}

export function toFacts(view: ApplicationView, application: ApplicationRow = view.application) {
  return {
    application,
    conversationId: view.conversationId,
    vacancyTitleNl: view.vacancyTitleNl,
    vacancyTitleEn: view.vacancyTitleEn,
    organizationName: view.organizationName,
    volunteerName: view.volunteerName,
  } satisfies ApplicationFacts;
}

export function readApplication(user: CurrentUser, view: ApplicationView): ApplicationReading {
  return {
    view,
    allowedStatuses: listAllowedStatuses(user, view.application),
    organizationSide: isOrganizationSide(user, view.application),
  };
}

/** An application the user may read (else 404: it is invisible to them), with its details. */
export async function loadReading(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  id: string,
  include: Set<string>,
): Promise<ApplicationReading> {
  const [view] = isUuid(id) ? await findApplicationViews(tx, ctx.tenantId, [id]) : [];
  if (!view || !canReadApplication(user, view.application)) {
    throw createMissingError('Application', id);
  }
  const reading = readApplication(user, view);
  if (include.has('events')) {
    reading.events = await listApplicationEvents(tx, ctx.tenantId, [id]);
  }
  if (include.has('vacancy')) {
    reading.vacancy = await findVacancy(tx, ctx.tenantId, view.application.vacancyId);
  }
  return reading;
}

/** POST /api/v1/applications. */
export async function createApplication(
  ctx: RequestCtx,
  input: ApplicationCreateInput,
  clientId: string | undefined,
): Promise<ApplicationReading> {
  const user = requireApplicant(ctx);
  try {
    return await ctx.withTenant(async (tx) => {
      if (clientId && (await findApplication(tx, ctx.tenantId, clientId))) {
        throw createDuplicateIdError('application', clientId);
      }
      const vacancy = await loadVacancyToApply(tx, ctx, user, input.vacancyId);
      const answers = checkAnswers(vacancy, input.answers);
      if (await findOpenApplication(tx, ctx.tenantId, vacancy.id, user.id)) {
        throw createAlreadyAppliedError();
      }
      const application = await insertApplication(tx, {
        ...(clientId ? { id: clientId } : {}),
        tenantId: ctx.tenantId,
        centerId: vacancy.centerId,
        vacancyId: vacancy.id,
        organizationId: vacancy.organizationId,
        volunteerId: user.id,
        status: 'new',
        motivation: input.motivation,
        answers,
      });
      await insertApplicationEvent(tx, {
        tenantId: ctx.tenantId,
        applicationId: application.id,
        actorId: user.id,
        fromStatus: null,
        toStatus: 'new',
      });
      const conversation = await insertConversation(
        tx,
        {
          tenantId: ctx.tenantId,
          centerId: vacancy.centerId,
          kind: 'application',
          applicationId: application.id,
          organizationId: vacancy.organizationId,
        },
        [
          { participantType: 'user', userId: user.id },
          { participantType: 'organization', organizationId: vacancy.organizationId },
        ],
      );
      const [view] = await findApplicationViews(tx, ctx.tenantId, [application.id]);
      await notifyApplicationReceived(tx, {
        facts: {
          ...toFacts(view!),
          conversationId: conversation.id,
          volunteerName: formatUserName(user),
        },
        origin: ctx.origin,
        actorId: user.id,
      });
      return readApplication(user, view!);
    });
  } catch (error) {
    if (clientId && isUniqueViolation(error, 'applications_tenant_id_id_pk')) {
      throw createDuplicateIdError('application', clientId);
    }
    if (isUniqueViolation(error, 'applications_tenant_vacancy_volunteer_idx')) {
      throw createAlreadyAppliedError();
    }
    throw error;
  }
}

/** GET /api/v1/applications/{id}. */
export async function getApplication(
  ctx: RequestCtx,
  id: string,
  include: Set<string>,
): Promise<ApplicationReading> {
  const user = requireSignedIn(ctx);
  return ctx.withTenant((tx) => loadReading(tx, ctx, user, id, include));
}

export interface ApplicationListQuery {
  mine: boolean;
  currentOrganizationId: string | null;
  statuses?: ApplicationStatus[];
  vacancyId?: string;
  escalated?: boolean;
  sort: { column: 'created_at' | 'status'; descending: boolean };
  pageNumber: number;
  pageSize: number;
  include: Set<string>;
}

/** GET /api/v1/applications: the reader's inbox. */
export async function getApplications(
  ctx: RequestCtx,
  query: ApplicationListQuery,
): Promise<{ readings: ApplicationReading[]; total: number; counts: Record<string, number> }> {
  const user = requireSignedIn(ctx);
  return ctx.withTenant(async (tx) => {
    const { items, total, counts } = await listApplicationViews(tx, ctx.tenantId, {
      scope: buildApplicationScope(user, query),
      statuses: query.statuses,
      vacancyId: query.vacancyId,
      escalated: query.escalated,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    const readings = items.map((view) => readApplication(user, view));
    const ids = items.map((v) => v.application.id);
    if (query.include.has('events')) {
      const events = await listApplicationEvents(tx, ctx.tenantId, ids);
      for (const r of readings) {
        r.events = events.filter((e) => e.event.applicationId === r.view.application.id);
      }
    }
    if (query.include.has('vacancy')) {
      const vacancyIds = [...new Set(items.map((v) => v.application.vacancyId))];
      const vacancies = await Promise.all(
        vacancyIds.map((id) => findVacancy(tx, ctx.tenantId, id)),
      );
      for (const r of readings) {
        r.vacancy = vacancies.find((v) => v?.id === r.view.application.vacancyId) ?? null;
      }
    }
    return { readings, total, counts };
  });
}
