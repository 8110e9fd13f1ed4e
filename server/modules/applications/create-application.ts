// Applying to a vacancy (docs/matching-api.md "Applications"): the application, its first history
// entry, its conversation and the organization's notifications, in one transaction. Only
// volunteers apply, once per vacancy, to a published vacancy of an approved organization.
import { ERROR_CODE } from '../../../common/errors';
import type { ApplicationCreateInput } from '../../../common/schemas/applications';
import type { Tx } from '../../db/connection';
import type { VacancyRow } from '../../db/schema/vacancies';
import { AppError } from '../../lib/app-error';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import { formatUserName, type CurrentUser } from '../../lib/current-user';
import {
  assertAllowed,
  isAdmin,
  isCenterAdminOf,
  isOrganizationAdminOf,
  isVolunteer,
} from '../../lib/permissions';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { createMissingError, createUnprocessableError } from '../../lib/unprocessable';
import { openApplicationConversation } from '../conversations/open-application-conversation';
import { notifyApplicationReceived, toFacts } from './notify';
import {
  findApplication,
  findApplicationViews,
  findOpenApplication,
  insertApplication,
  insertApplicationEvent,
} from './repo';
import type { ApplicationReading } from './serializer';
import { readApplication } from './service';
import { findOrganizationStatus, findVacancy } from './vacancy-repo';
import { checkVacancyFormAnswers } from '../forms/vacancy-forms';

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
    const status = await findOrganizationStatus(tx, ctx.tenantId, vacancy.organizationId);
    if (status === 'approved') return vacancy;
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
      // A vacancy that asks a form asks it instead of its own questions.
      const form = vacancy.formId
        ? await checkVacancyFormAnswers(tx, vacancy.formId, input.formAnswers ?? {}, ctx.locale)
        : null;
      const answers = vacancy.formId ? [] : checkAnswers(vacancy, input.answers);
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
        formVersionId: form?.versionId ?? null,
        formAnswers: form?.answers ?? null,
      });
      await insertApplicationEvent(tx, {
        tenantId: ctx.tenantId,
        applicationId: application.id,
        actorId: user.id,
        fromStatus: null,
        toStatus: 'new',
      });
      const conversation = await openApplicationConversation(tx, {
        tenantId: ctx.tenantId,
        centerId: vacancy.centerId,
        applicationId: application.id,
        organizationId: vacancy.organizationId,
        volunteerId: user.id,
      });
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
