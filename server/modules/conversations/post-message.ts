// Writing a message (docs/matching-api.md "Conversations"): the message, the conversation's
// last_message_at, the author's read mark, and `message_received` for the users of the other
// side(s) (in-app, and by mail unless their `messages` preference is off), in one transaction.
import { pickLocalized } from '../../../common/matching';
import type { MessageInput } from '../../../common/schemas/conversations';
import type { MessageRow } from '../../db/schema/conversations';
import { formatUserName } from '../../lib/current-user';
import { publishLiveEvent } from '../../lib/live-events';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { notifyRecipients, type Audience } from '../notifications/notify';
import { loadConversationForReader, speaksFor, type ConversationAccess } from './access';
import { findMessage, insertMessage, markConversationRead } from './repo';
import { buildConversationViews, buildPreview } from './views';
import { countApplicantMessage, markFirstAnswer } from '../analytics/record';

/** The users of every side but the reader's, participant by participant. */
function listOtherSides(access: ConversationAccess): Audience[] {
  const out: Audience[] = [];
  for (const p of access.participants) {
    if (speaksFor(access.sides, p)) continue;
    if (p.participantType === 'user' && p.userId) {
      out.push({ users: [p.userId] });
    } else if (p.participantType === 'organization' && p.organizationId) {
      out.push({ organizationAdmins: [p.organizationId] });
    } else if (p.participantType === 'center' && p.centerId) {
      out.push({ centerAdmins: p.centerId });
    }
  }
  return out;
}

/** POST /api/v1/conversations/{id}/messages. */
export async function postMessage(
  ctx: RequestCtx,
  conversationId: string,
  input: MessageInput,
  clientId: string | undefined,
): Promise<MessageRow> {
  const user = requireSignedIn(ctx);
  try {
    return await ctx.withTenant(async (tx) => {
      const access = await loadConversationForReader(tx, ctx.tenantId, user, conversationId);
      if (clientId && (await findMessage(tx, ctx.tenantId, clientId))) {
        throw createDuplicateIdError('message', clientId);
      }
      const conversation = access.conversation;
      const message = await insertMessage(tx, {
        ...(clientId ? { id: clientId } : {}),
        tenantId: ctx.tenantId,
        conversationId: conversation.id,
        authorId: user.id,
        body: input.body,
      });
      await markConversationRead(tx, ctx.tenantId, conversation.id, user.id);
      // The organization's (or center's) first word to an applicant answers the application.
      const volunteer = access.participants.find((p) => p.participantType === 'user');
      // The applicant's own word makes them an active volunteer that day.
      if (conversation.applicationId && volunteer?.userId !== user.id) {
        await markFirstAnswer(tx, ctx.tenantId, conversation.applicationId, message.createdAt);
      } else if (conversation.applicationId) {
        await countApplicantMessage(
          tx,
          ctx.tenantId,
          conversation.applicationId,
          user.id,
          message.createdAt,
        );
      }
      const [view] = await buildConversationViews(tx, ctx.tenantId, access.sides, [conversation]);
      const authorName = formatUserName(user);
      const preview = buildPreview(input.body);
      const isApplication = conversation.kind === 'application';
      const subjectFor = (locale: 'nl' | 'en') =>
        isApplication
          ? pickLocalized(view!.titleNl, view!.titleEn, locale)
          : conversation.subject || pickLocalized(view!.titleNl, view!.titleEn, locale);
      await notifyRecipients(tx, {
        tenantId: ctx.tenantId,
        centerId: conversation.centerId,
        audience: listOtherSides(access),
        actorId: user.id,
        kind: 'message_received',
        live: { topic: 'conversation', id: conversation.id },
        payload: {
          conversation_id: conversation.id,
          message_id: message.id,
          application_id: conversation.applicationId,
          conversation_kind: conversation.kind,
          vacancy_title_nl: isApplication ? view!.titleNl : null,
          vacancy_title_en: isApplication ? view!.titleEn : null,
          subject: conversation.subject,
          author_name: authorName,
          preview,
        },
        mail: {
          eventKey: 'message.received',
          variables: (r) => ({
            author: authorName,
            subject: subjectFor(r.locale),
            preview,
            link: `${ctx.origin}/conversations?id=${conversation.id}`,
          }),
          preference: 'messages',
        },
      });
      // The author's other tabs and devices show the message too.
      await publishLiveEvent(tx, ctx.tenantId, [user.id], {
        topic: 'conversation',
        id: conversation.id,
      });
      return message;
    });
  } catch (error) {
    if (clientId && isUniqueViolation(error, 'messages_tenant_id_id_pk')) {
      throw createDuplicateIdError('message', clientId);
    }
    throw error;
  }
}
