// What a reader sees of conversations: the title (the vacancy's for an application
// conversation; the other party's name for a direct one), the other party, the last message's
// preview and the reader's unread count; with names for participants and message authors.
import { MESSAGE_PREVIEW_LENGTH } from '../../../common/schemas/conversations';
import type { Tx } from '../../db/connection';
import type {
  ConversationParticipantRow,
  ConversationRow,
  MessageRow,
} from '../../db/schema/conversations';
import { formatUserName } from '../../lib/current-user';
import { speaksFor } from './access';
import { countUnread, listLastMessages, listParticipants, type ReaderSides } from './repo';
import {
  listApplicationTitles,
  listCenterNames,
  listOrganizationNames,
  listUserNames,
} from './views-sql';

export interface Names {
  users: Map<string, string>;
  organizations: Map<string, string>;
  centers: Map<string, string>;
}

export async function loadNames(
  tx: Tx,
  tenantId: string,
  ids: { userIds: string[]; organizationIds: string[]; centerIds: string[] },
): Promise<Names> {
  const unique = (list: string[]) => [...new Set(list)];
  const [userRows, organizationRows, centerRows] = await Promise.all([
    listUserNames(tx, tenantId, unique(ids.userIds)),
    listOrganizationNames(tx, tenantId, unique(ids.organizationIds)),
    listCenterNames(tx, tenantId, unique(ids.centerIds)),
  ]);
  return {
    users: new Map(userRows.map((u) => [u.id, formatUserName(u)])),
    organizations: new Map(organizationRows.map((o) => [o.id, o.name])),
    centers: new Map(centerRows.map((c) => [c.id, c.name])),
  };
}

export function nameOfParticipant(p: ConversationParticipantRow, names: Names): string {
  if (p.participantType === 'user') return names.users.get(p.userId ?? '') ?? '';
  if (p.participantType === 'organization') {
    return names.organizations.get(p.organizationId ?? '') ?? '';
  }
  return names.centers.get(p.centerId ?? '') ?? '';
}

export interface ConversationView {
  conversation: ConversationRow;
  participants: ConversationParticipantRow[];
  titleNl: string;
  titleEn: string;
  otherPartyName: string;
  lastMessagePreview: string | null;
  unreadCount: number;
  names: Names;
}

export function buildPreview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > MESSAGE_PREVIEW_LENGTH ? flat.slice(0, MESSAGE_PREVIEW_LENGTH) : flat;
}

export async function buildConversationViews(
  tx: Tx,
  tenantId: string,
  sides: ReaderSides,
  rows: ConversationRow[],
): Promise<ConversationView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const participants = await listParticipants(tx, tenantId, ids);
  const applicationIds = rows.flatMap((r) => (r.applicationId ? [r.applicationId] : []));
  const [names, titles, lastMessages, unread] = await Promise.all([
    loadNames(tx, tenantId, {
      userIds: participants.flatMap((p) => (p.userId ? [p.userId] : [])),
      organizationIds: participants.flatMap((p) => (p.organizationId ? [p.organizationId] : [])),
      centerIds: participants.flatMap((p) => (p.centerId ? [p.centerId] : [])),
    }),
    listApplicationTitles(tx, tenantId, applicationIds),
    listLastMessages(tx, tenantId, ids),
    countUnread(tx, tenantId, sides.userId, ids),
  ]);
  return rows.map((conversation) => {
    const own = participants.filter((p) => p.conversationId === conversation.id);
    const others = own.filter((p) => !speaksFor(sides, p));
    const otherPartyName = (others.length > 0 ? others : own)
      .map((p) => nameOfParticipant(p, names))
      .filter(Boolean)
      .join(', ');
    const title = titles.find((t) => t.id === conversation.applicationId);
    const last: MessageRow | undefined = lastMessages.find(
      (m) => m.conversationId === conversation.id,
    );
    const fallback = otherPartyName;
    return {
      conversation,
      participants: own,
      titleNl: title ? (title.titleNl ?? title.titleEn ?? '') : fallback,
      titleEn: title ? (title.titleEn ?? title.titleNl ?? '') : fallback,
      otherPartyName,
      lastMessagePreview: last ? buildPreview(last.body) : null,
      unreadCount: unread.get(conversation.id) ?? 0,
      names,
    };
  });
}
