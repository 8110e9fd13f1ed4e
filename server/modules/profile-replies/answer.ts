// The volunteer answers an invitation (PATCH /api/v1/profile_replies/{id}). Yes, in one
// transaction: an application in progress (the applications module's use case, its conversation
// opening with the invitation's message and the answer), the invitation linked to it, the
// volunteer's e-mail address and phone number shown to the organization from then on - a reveal
// the audit log records - and the organization told. No closes it politely: the organization hears
// the answer, nothing else changes. Only the volunteer answers, and only while it is open.
import type { ProfileReplyAnswerInput } from '../../../common/schemas/profile-replies';
import { recordAuditEvent } from '../../lib/audit';
import { assertAllowed } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { createUnprocessableError } from '../../lib/unprocessable';
import { createInvitedApplication } from '../applications/create-invited-application';
import { assertPoolFeature } from '../volunteer-pool/service';
import { notifyAnswer } from './notify';
import { findProfileReply, findProfileReplyViews, updateProfileReply } from './repo';
import type { ProfileReplyReading } from './serializer';
import { loadProfileReplyReading, readProfileReply } from './service';

/** PATCH /api/v1/profile_replies/{id}. */
export async function answerProfileReply(
  ctx: RequestCtx,
  id: string,
  input: ProfileReplyAnswerInput,
): Promise<ProfileReplyReading> {
  const user = requireSignedIn(ctx);
  assertPoolFeature(ctx.config);
  return ctx.withTenant(async (tx) => {
    const reading = await loadProfileReplyReading(tx, ctx.tenantId, user, id);
    assertAllowed(reading.isVolunteer, 'Only the volunteer who was invited answers an invitation.');
    // Locked: a double tap (or a replay from another device) answers once.
    const reply = (await findProfileReply(tx, ctx.tenantId, id, { forUpdate: true }))!;
    if (reply.status !== 'open') {
      throw createUnprocessableError(
        `This invitation is ${reply.status} already and takes no answer.`,
        '/data/attributes/status',
        'invalidTransition',
      );
    }
    const answerMessage = input.answerMessage?.trim() || null;
    let applicationId: string | null = null;
    if (input.status === 'accepted') {
      const created = await createInvitedApplication(tx, {
        tenantId: ctx.tenantId,
        centerId: reply.centerId,
        vacancyId: reply.vacancyId,
        organizationId: reply.organizationId,
        volunteerId: reply.volunteerId,
        invitation: {
          authorId: reply.invitedById,
          message: reply.message,
          sentAt: reply.createdAt,
        },
        answer: { message: answerMessage, at: ctx.now },
      });
      applicationId = created.applicationId;
      await recordAuditEvent(tx, {
        tenantId: ctx.tenantId,
        actorId: user.id,
        impersonatorId: ctx.session?.impersonatorId ?? null,
        action: 'profile_reply.contact_revealed',
        subjectType: 'users',
        subjectId: user.id,
        details: {
          profile_reply_id: reply.id,
          organization_id: reply.organizationId,
          vacancy_id: reply.vacancyId,
          application_id: applicationId,
          fields: ['email', 'phone'],
        },
        ip: ctx.ip,
      });
    }
    await updateProfileReply(tx, ctx.tenantId, reply.id, {
      status: input.status as 'accepted' | 'declined',
      answerMessage,
      answeredAt: ctx.now,
      applicationId,
      updatedAt: ctx.now,
    });
    const [view] = await findProfileReplyViews(tx, ctx.tenantId, [reply.id]);
    await notifyAnswer(tx, { view: view!, origin: ctx.origin, actorId: user.id });
    return readProfileReply(user, view!);
  });
}
