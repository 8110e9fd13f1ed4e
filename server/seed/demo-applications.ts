// The demo volunteer's applications in every tenant: one per status (new, in progress,
// accepted, rejected, withdrawn) plus one escalated (new for 20 days), mostly to vacancies of the
// school the demo organization admin runs, each with its history, its conversation (the
// volunteer and the organization, a few Dutch messages) and the notifications they caused; and a
// direct conversation between that school and its center. Rows that hang on an application or
// conversation are written only together with it, so the seed stays idempotent and leaves what
// happened in the app alone.
import { inArray } from 'drizzle-orm';
import type { TenantName } from '../../common/tenants/tenant-configs';
import type { Tx } from '../db/connection';
import { applicationEvents, applications } from '../db/schema/applications';
import {
  conversationParticipants,
  conversationReads,
  conversations,
  messages,
} from '../db/schema/conversations';
import { notifications } from '../db/schema/notifications';
import { users } from '../db/schema/users';
import { APPLICATION_PLANS, type ApplicationPlan } from './demo-application-texts';
import { DEMO_CENTERS } from './demo-centers';
import { buildDemoId } from './demo-ids';
import { seedDirectConversation } from './demo-conversations';
import { getDemoUserId } from './demo-users';
import { listTenantOrganizations, type DemoVacancy } from './demo-vacancies';

const HOUR = 3_600_000;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Picks a distinct published vacancy of the default center for each plan. */
function pickVacancies(list: DemoVacancy[], centerId: string, schoolId: string | null) {
  const open = list.filter((v) => v.status === 'published' && v.centerId === centerId);
  const own = open.filter((v) => v.organizationId === schoolId);
  const others = open.filter((v) => v.organizationId !== schoolId);
  const used = new Set<string>();
  return APPLICATION_PLANS.map((plan) => {
    const pool = plan.ownSchool ? [...own, ...others] : [...others, ...own];
    const vacancy = pool.find((v) => !used.has(v.id));
    if (vacancy) used.add(vacancy.id);
    return vacancy;
  });
}

async function readNames(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, [r.first, r.last].filter(Boolean).join(' ')]));
}

export async function seedDemoApplications(
  tx: Tx,
  tenant: TenantName,
  vacancyList: DemoVacancy[],
  now: Date,
): Promise<number> {
  const center = DEMO_CENTERS.find((c) => c.tenant === tenant && c.isDefault);
  if (!center) return 0;
  const centerId = buildDemoId(tenant, 'center', center.n);
  const school = listTenantOrganizations(tenant).find(
    (o) => o.centerId === centerId && o.type === 'School',
  );
  const volunteerId = getDemoUserId(tenant, 'volunteer');
  const orgAdminId = getDemoUserId(tenant, 'organization');
  const coordinatorId = getDemoUserId(tenant, 'coordinator');
  const names = await readNames(tx, [volunteerId, orgAdminId, coordinatorId]);
  // Without the demo accounts (deleted in the app) there is no one to apply.
  if (!names.has(volunteerId)) return 0;
  const picked = pickVacancies(vacancyList, centerId, school?.id ?? null);

  const plans: { plan: ApplicationPlan; vacancy: DemoVacancy; n: number }[] = [];
  picked.forEach((vacancy, i) => {
    if (vacancy) plans.push({ plan: APPLICATION_PLANS[i]!, vacancy, n: i + 1 });
  });
  const applicationRows: Insert<typeof applications>[] = plans.map(({ plan, vacancy, n }) => {
    const created = new Date(now.getTime() - plan.daysAgo * 24 * HOUR);
    const last = plan.steps.at(-1);
    return {
      tenantId: tenant,
      id: buildDemoId(tenant, 'application', n),
      centerId: vacancy.centerId,
      vacancyId: vacancy.id,
      organizationId: vacancy.organizationId,
      volunteerId,
      status: plan.status,
      motivation: plan.motivation,
      answers: vacancy.questions.map((q) => ({ questionId: q.id, answer: 'Ja, dat is geregeld.' })),
      escalatedAt: plan.escalated ? new Date(created.getTime() + 14 * 24 * HOUR) : null,
      createdAt: created,
      updatedAt: last ? new Date(created.getTime() + last.hours * HOUR) : created,
    };
  });
  const written = await tx
    .insert(applications)
    .values(applicationRows)
    .onConflictDoNothing()
    .returning({ id: applications.id });
  const fresh = new Set(written.map((r) => r.id));

  const events: Insert<typeof applicationEvents>[] = [];
  const convs: Insert<typeof conversations>[] = [];
  const participants: Insert<typeof conversationParticipants>[] = [];
  const bodies: Insert<typeof messages>[] = [];
  const reads: Insert<typeof conversationReads>[] = [];
  const notes: Insert<typeof notifications>[] = [];
  let eventN = 0;
  let participantN = 0;
  let messageN = 0;
  let notificationN = 0;
  const addNotification = (
    userId: string,
    kind: string,
    at: Date,
    read: boolean,
    payload: object,
  ) => {
    // A demo account deleted in the app gets no notifications (the row would refer to nobody).
    if (!names.has(userId)) return;
    notes.push({
      tenantId: tenant,
      id: buildDemoId(tenant, 'notification', ++notificationN),
      userId,
      kind: kind as Insert<typeof notifications>['kind'],
      payload: payload as Record<string, unknown>,
      readAt: read ? new Date(at.getTime() + HOUR) : null,
      createdAt: at,
      updatedAt: at,
    });
  };

  for (const { plan, vacancy, n } of plans) {
    const applicationId = buildDemoId(tenant, 'application', n);
    const conversationId = buildDemoId(tenant, 'conversation', n);
    // Numbers stay fixed whether or not this application is new: a fixed block per application.
    eventN = n * 10;
    participantN = n * 10;
    messageN = n * 10;
    notificationN = n * 10;
    if (!fresh.has(applicationId)) continue;
    const created = new Date(now.getTime() - plan.daysAgo * 24 * HOUR);
    const at = (hours: number) => new Date(created.getTime() + hours * HOUR);
    // The school's own admin answers for the school; for another organization the center does.
    const orgSide = vacancy.organizationId === school?.id ? orgAdminId : coordinatorId;
    const actorOf = (side: string) => (side === 'volunteer' ? volunteerId : orgSide);
    const titles = { vacancy_title_nl: vacancy.titleNl, vacancy_title_en: vacancy.titleEn };
    const base = { application_id: applicationId, conversation_id: conversationId, ...titles };

    let from: string | null = null;
    for (const step of [{ hours: 0, by: 'volunteer', to: 'new', note: null }, ...plan.steps]) {
      events.push({
        tenantId: tenant,
        id: buildDemoId(tenant, 'applicationEvent', ++eventN),
        applicationId,
        actorId: actorOf(step.by),
        fromStatus: from as Insert<typeof applicationEvents>['fromStatus'],
        toStatus: step.to as Insert<typeof applicationEvents>['toStatus'],
        note: step.note,
        createdAt: at(step.hours),
      });
      if (step.by === 'organization') {
        addNotification(
          volunteerId,
          'application_status_changed',
          at(step.hours),
          step.to !== 'in_progress',
          {
            ...base,
            status: step.to,
            from_status: from,
          },
        );
      }
      from = step.to;
    }
    const lastMessage = plan.messages.at(-1);
    convs.push({
      tenantId: tenant,
      id: conversationId,
      centerId: vacancy.centerId,
      kind: 'application',
      applicationId,
      organizationId: vacancy.organizationId,
      lastMessageAt: lastMessage ? at(lastMessage.hours) : null,
      createdAt: created,
      updatedAt: created,
    });
    participants.push(
      {
        tenantId: tenant,
        id: buildDemoId(tenant, 'conversationParticipant', ++participantN),
        conversationId,
        participantType: 'user',
        userId: volunteerId,
      },
      {
        tenantId: tenant,
        id: buildDemoId(tenant, 'conversationParticipant', ++participantN),
        conversationId,
        participantType: 'organization',
        organizationId: vacancy.organizationId,
      },
    );
    for (const m of plan.messages) {
      const authorId = actorOf(m.by);
      bodies.push({
        tenantId: tenant,
        id: buildDemoId(tenant, 'message', ++messageN),
        conversationId,
        authorId,
        body: m.body,
        createdAt: at(m.hours),
        updatedAt: at(m.hours),
      });
    }
    const lastOrgMessage = plan.messages.filter((m) => m.by === 'organization').at(-1);
    if (lastOrgMessage) {
      addNotification(
        volunteerId,
        'message_received',
        at(lastOrgMessage.hours),
        plan.status !== 'in_progress',
        {
          ...base,
          author_name: names.get(orgSide) ?? null,
          preview: lastOrgMessage.body.slice(0, 120),
        },
      );
    }
    if (lastMessage && plan.status !== 'in_progress' && plan.status !== 'new') {
      reads.push({
        tenantId: tenant,
        conversationId,
        userId: volunteerId,
        lastReadAt: at(lastMessage.hours),
      });
    }
    if (orgSide === orgAdminId) {
      addNotification(orgAdminId, 'application_received', created, plan.status !== 'new', {
        ...base,
        status: 'new',
        volunteer_name: names.get(volunteerId) ?? null,
      });
    }
    if (plan.escalated) {
      addNotification(coordinatorId, 'application_escalated', at(14 * 24), false, {
        ...base,
        status: 'new',
        volunteer_name: names.get(volunteerId) ?? null,
      });
    }
  }

  let inserted = written.length;
  const insertAll = async (table: Parameters<Tx['insert']>[0], rows: object[]) => {
    if (rows.length === 0) return;
    await tx
      .insert(table)
      .values(rows as never)
      .onConflictDoNothing();
    inserted += rows.length;
  };
  await insertAll(applicationEvents, events);
  await insertAll(conversations, convs);
  await insertAll(conversationParticipants, participants);
  await insertAll(messages, bodies);
  await insertAll(conversationReads, reads);
  await insertAll(notifications, notes);
  if (school)
    inserted += await seedDirectConversation(
      tx,
      tenant,
      centerId,
      school.id,
      { orgAdminId, coordinatorId },
      names,
      now,
    );
  return inserted;
}
