// Invitations from the volunteer pool in every state, for each tenant that uses volunteer
// profiles: the school (organization@T.test) invited pool volunteers to its published vacancies -
// one open from this week, one open and reminded, one accepted (with the application in progress
// and its conversation), one declined with a kind word, one expired - and the demo volunteer
// (volunteer@T.test) has an open invitation and an answered one, so /profile-replies shows
// something to a visitor. The match is the one the pool computes. Idempotent: fixed ids and `on
// conflict do nothing`; an accepted invitation's application is made only with its new row.
import { eq } from 'drizzle-orm';
import { TENANT_CONFIGS, TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { ProfileReplyStatus } from '../../common/schemas/profile-replies';
import type { Db, Tx } from '../db/connection';
import { profileReplies } from '../db/schema/profile-replies';
import { withTenant } from '../db/with-tenant';
import { createInvitedApplication } from '../modules/applications/create-invited-application';
import { explainMatch } from '../modules/volunteer-pool/service';
import { buildDemoId } from './demo-ids';
import { listDemoPool } from './demo-pool';
import { getDemoUserId } from './demo-users';
import { buildDemoVacancyRows } from './demo-vacancies';

const DAY_MS = 24 * 60 * 60 * 1000;

export function buildInvitationDemoId(tenant: TenantName, n: number): string {
  const digit = buildDemoId(tenant, 'center', 1).charAt(0);
  return `${digit}0000000-0000-4000-a710-${String(n).padStart(12, '0')}`;
}

interface DemoInvitation {
  /** Index into the tenant's findable pool members; 'volunteer' is volunteer@T.test. */
  who: number | 'volunteer';
  status: ProfileReplyStatus;
  daysAgo: number;
  remindedDaysAgo?: number;
  answeredDaysAgo?: number;
  answer?: string;
  message: string;
}

const INVITATIONS: DemoInvitation[] = [
  {
    who: 0,
    status: 'open',
    daysAgo: 2,
    message:
      'Hoi! We zagen in je profiel dat je graag met kinderen werkt. Op woensdagmiddag zoeken we nog iemand die wil voorlezen. Zin om een keer te komen kijken?',
  },
  {
    who: 1,
    status: 'open',
    daysAgo: 16,
    remindedDaysAgo: 2,
    message:
      'Goedemiddag, jouw ervaring past mooi bij deze vacature. We horen graag of je interesse hebt - een kennismaking verplicht tot niets.',
  },
  {
    who: 2,
    status: 'accepted',
    daysAgo: 9,
    answeredDaysAgo: 7,
    answer:
      'Wat leuk dat jullie aan mij denken! Ik kom graag een keer langs, dinsdag komt mij goed uit.',
    message:
      'Hallo, we zijn op zoek naar iemand zoals jij. Heb je zin om kennis te maken? Dan nemen we contact op.',
  },
  {
    who: 3,
    status: 'declined',
    daysAgo: 20,
    answeredDaysAgo: 18,
    answer: 'Bedankt voor het vragen! Op dit moment heb ik er helaas geen tijd voor.',
    message: 'Hoi, we denken dat je goed bij ons team past. Lijkt het je wat?',
  },
  {
    who: 4,
    status: 'expired',
    daysAgo: 40,
    remindedDaysAgo: 26,
    message: 'Beste vrijwilliger, wil je ons helpen op de zaterdagochtend? We horen graag van je.',
  },
  {
    who: 'volunteer',
    status: 'open',
    daysAgo: 1,
    message:
      'Hoi! Je profiel sprong eruit: je bent handig met computers en helpt graag mensen. Wij zoeken iemand die onze leerlingen en ouders wegwijs maakt. Zullen we kennismaken?',
  },
  {
    who: 'volunteer',
    status: 'declined',
    daysAgo: 30,
    answeredDaysAgo: 29,
    answer: 'Dank je wel! Deze keer past het niet in mijn rooster, maar vraag me gerust nog eens.',
    message: 'Hallo, we zoeken versterking voor ons team. Heb je interesse?',
  },
];

async function seedTenantInvitations(tx: Tx, tenant: TenantName, now: Date): Promise<number> {
  const school = buildDemoId(tenant, 'organization', 2);
  const vacancies = buildDemoVacancyRows(tenant, now).list.filter(
    (v) => v.organizationId === school && v.status === 'published',
  );
  const pool = listDemoPool(tenant).filter((m) => m.visibleInPool);
  if (vacancies.length === 0 || pool.length === 0) return 0;
  const inviter = getDemoUserId(tenant, 'organization');
  let inserted = 0;
  for (const [i, invitation] of INVITATIONS.entries()) {
    const vacancy = vacancies[i % vacancies.length]!;
    const volunteerId =
      invitation.who === 'volunteer'
        ? getDemoUserId(tenant, 'volunteer')
        : pool[invitation.who % pool.length]!.userId;
    const at = (days: number | undefined) =>
      days === undefined ? null : new Date(now.getTime() - days * DAY_MS);
    const sentAt = at(invitation.daysAgo)!;
    const match = await explainMatch(tx, tenant, vacancy.id, volunteerId);
    const [row] = await tx
      .insert(profileReplies)
      .values({
        id: buildInvitationDemoId(tenant, i + 1),
        tenantId: tenant,
        centerId: vacancy.centerId,
        vacancyId: vacancy.id,
        organizationId: vacancy.organizationId,
        volunteerId,
        invitedById: inviter,
        message: invitation.message,
        status: invitation.status,
        matchScore: match?.score ?? null,
        matchReasons: match?.reasons ?? [],
        answerMessage: invitation.answer ?? null,
        answeredAt: at(invitation.answeredDaysAgo),
        remindedAt: at(invitation.remindedDaysAgo),
        createdAt: sentAt,
        updatedAt: at(invitation.answeredDaysAgo) ?? sentAt,
      })
      .onConflictDoNothing()
      .returning({ id: profileReplies.id });
    if (!row) continue;
    inserted += 1;
    if (invitation.status === 'accepted') {
      const { applicationId } = await createInvitedApplication(tx, {
        tenantId: tenant,
        centerId: vacancy.centerId,
        vacancyId: vacancy.id,
        organizationId: vacancy.organizationId,
        volunteerId,
        invitation: { authorId: inviter, message: invitation.message, sentAt },
        answer: { message: invitation.answer ?? null, at: at(invitation.answeredDaysAgo)! },
      });
      await tx.update(profileReplies).set({ applicationId }).where(eq(profileReplies.id, row.id));
    }
  }
  return inserted;
}

/** Seeds the invitations; run after the pool, the vacancies and the demo accounts exist. */
export async function seedDemoInvitations(db: Db, now: Date = new Date()): Promise<number> {
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    if (!TENANT_CONFIGS[tenant].features.volunteerProfiles) continue;
    inserted += await withTenant(db, tenant, (tx) => seedTenantInvitations(tx, tenant, now));
  }
  return inserted;
}
