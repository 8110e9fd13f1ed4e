// What a reader sees of conversations: the title (the vacancy's for an application
// conversation; the other party's name for a direct one), the other party, the last message's
// preview and the reader's unread count; with names for participants and message authors.
import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGE_PREVIEW_LENGTH } from '../../../common/schemas/conversations';
import type { Tx } from '../../db/connection';
import { applications } from '../../db/schema/applications';
import { vacancies } from '../../db/schema/vacancies';
import {
  type ConversationParticipantRow,
  type ConversationRow,
  type MessageRow,
} from '../../db/schema/conversations';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { volunteerCenters } from '../../db/schema/volunteer-centers';
import { formatUserName } from '../../lib/current-user';
import { speaksFor } from './access';
import { countUnread, listLastMessages, listParticipants, type ReaderSides } from './repo';

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
    ids.userIds.length > 0
      ? tx
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), inArray(users.id, unique(ids.userIds))))
      : [],
    ids.organizationIds.length > 0
      ? tx
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(
            and(
              eq(organizations.tenantId, tenantId),
              inArray(organizations.id, unique(ids.organizationIds)),
            ),
          )
      : [],
    ids.centerIds.length > 0
      ? tx
          .select({ id: volunteerCenters.id, name: volunteerCenters.name })
          .from(volunteerCenters)
          .where(
            and(
              eq(volunteerCenters.tenantId, tenantId),
              inArray(volunteerCenters.id, unique(ids.centerIds)),
            ),
          )
      : [],
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
    applicationIds.length > 0
      ? tx
          .select({ id: applications.id, titleNl: vacancies.titleNl, titleEn: vacancies.titleEn })
          .from(applications)
          .innerJoin(
            vacancies,
            and(
              eq(vacancies.tenantId, applications.tenantId),
              eq(vacancies.id, applications.vacancyId),
            ),
          )
          .where(and(eq(applications.tenantId, tenantId), inArray(applications.id, applicationIds)))
      : [],
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
