// The direct conversation of the demo data: the school the demo organization admin runs and its
// center talk about finding volunteers (demo-application-texts.ts has the words). Written once:
// participants, messages and the coordinator's notification only with a new conversation.
import type { TenantName } from '../../common/tenants/tenant-configs';
import type { Tx } from '../db/connection';
import { conversationParticipants, conversations, messages } from '../db/schema/conversations';
import { notifications } from '../db/schema/notifications';
import { DIRECT_CONVERSATION } from './demo-application-texts';
import { buildDemoId } from './demo-ids';

const HOUR = 3_600_000;

/** The school and its center talk about finding volunteers for the sports day. */
export async function seedDirectConversation(
  tx: Tx,
  tenant: TenantName,
  centerId: string,
  organizationId: string,
  people: { orgAdminId: string; coordinatorId: string },
  names: Map<string, string>,
  now: Date,
): Promise<number> {
  const id = buildDemoId(tenant, 'conversation', 100);
  const started = new Date(now.getTime() - DIRECT_CONVERSATION.daysAgo * 24 * HOUR);
  const at = (hours: number) => new Date(started.getTime() + hours * HOUR);
  const list = DIRECT_CONVERSATION.messages;
  const written = await tx
    .insert(conversations)
    .values({
      tenantId: tenant,
      id,
      centerId,
      kind: 'direct',
      organizationId,
      subject: DIRECT_CONVERSATION.subject,
      lastMessageAt: at(list.at(-1)!.hours),
      createdAt: started,
      updatedAt: started,
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (written.length === 0) return 0;
  const participant = (n: number) => buildDemoId(tenant, 'conversationParticipant', 1000 + n);
  await tx.insert(conversationParticipants).values([
    {
      tenantId: tenant,
      id: participant(1),
      conversationId: id,
      participantType: 'organization',
      organizationId,
    },
    {
      tenantId: tenant,
      id: participant(2),
      conversationId: id,
      participantType: 'center',
      centerId,
    },
  ]);
  await tx.insert(messages).values(
    list.map((m, i) => ({
      tenantId: tenant,
      id: buildDemoId(tenant, 'message', 1000 + i + 1),
      conversationId: id,
      authorId: m.by === 'center' ? people.coordinatorId : people.orgAdminId,
      body: m.body,
      createdAt: at(m.hours),
      updatedAt: at(m.hours),
    })),
  );
  const last = list.at(-1)!;
  if (!names.has(people.coordinatorId)) return 1 + 2 + list.length;
  await tx.insert(notifications).values({
    tenantId: tenant,
    id: buildDemoId(tenant, 'notification', 1000),
    userId: people.coordinatorId,
    kind: 'message_received',
    payload: {
      conversation_id: id,
      author_name: names.get(people.orgAdminId) ?? null,
      preview: last.body.slice(0, 120),
    },
    createdAt: at(last.hours),
    updatedAt: at(last.hours),
  });
  return 1 + 2 + list.length + 1;
}
