// Invitations nobody answers: one reminder to the volunteer INVITATION_REMINDER_AFTER_DAYS after
// it was sent (reminded_at, so once), and closed as 'no answer' (expired) after
// INVITATION_EXPIRES_AFTER_DAYS. A scheduled job of server/lib/jobs.ts, every hour; tests call
// remindProfileReplies with a clock of their own. Expiry runs first, so an invitation that waited
// past both (the server was down) closes without a late reminder. Each tenant runs in its own
// tenant transaction, so row-level security applies as in a request.
import {
  INVITATION_EXPIRES_AFTER_DAYS,
  INVITATION_REMINDER_AFTER_DAYS,
} from '../../../common/schemas/profile-replies';
import {
  TENANT_CONFIGS,
  TENANT_NAMES,
  type TenantName,
} from '../../../common/tenants/tenant-configs';
import type { Database } from '../../db/connection';
import { runForEachTenant } from '../../lib/each-tenant';
import type { Job } from '../../lib/jobs';
import type { MailLinkSettings } from '../../lib/mail-links';
import { loadMailOrigins } from '../volunteer-centers/service';
import { notifyInvitation } from './notify';
import { findProfileReplyViews, takeDueProfileReplies, updateProfileReply } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 500;
export const PROFILE_REPLY_JOB_NAME = 'remind_profile_replies';
export const PROFILE_REPLY_JOB_INTERVAL_MS = 60 * 60 * 1000;

export interface ReminderOptions {
  tenants?: readonly TenantName[];
  mailLinks: MailLinkSettings;
  logger?: { error(obj: object, msg: string): void };
}

export interface ReminderRun {
  reminded: number;
  expired: number;
}

/** One pass over every tenant that uses volunteer profiles. */
export async function remindProfileReplies(
  database: Database,
  now: Date,
  options: ReminderOptions,
): Promise<ReminderRun> {
  const run: ReminderRun = { reminded: 0, expired: 0 };
  const tenants = (options.tenants ?? TENANT_NAMES).filter(
    (t) => TENANT_CONFIGS[t].features.volunteerProfiles,
  );
  await runForEachTenant(
    database.db,
    // A tenant that fails is logged; the others still get their reminders.
    { tenants, logger: options.logger, label: 'invitation reminder run' },
    async (tx, tenant) => {
      const expired = await takeDueProfileReplies(tx, tenant, {
        cutoff: new Date(now.getTime() - INVITATION_EXPIRES_AFTER_DAYS * DAY_MS),
        unremindedOnly: false,
        limit: BATCH_SIZE,
      });
      for (const reply of expired) {
        await updateProfileReply(tx, tenant, reply.id, { status: 'expired', updatedAt: now });
      }
      run.expired += expired.length;
      const due = await takeDueProfileReplies(tx, tenant, {
        cutoff: new Date(now.getTime() - INVITATION_REMINDER_AFTER_DAYS * DAY_MS),
        unremindedOnly: true,
        limit: BATCH_SIZE,
      });
      if (due.length === 0) return;
      const originOf = await loadMailOrigins(tx, tenant, options.mailLinks);
      for (const reply of due) {
        await updateProfileReply(tx, tenant, reply.id, { remindedAt: now, updatedAt: now });
      }
      const views = await findProfileReplyViews(
        tx,
        tenant,
        due.map((r) => r.id),
      );
      for (const view of views) {
        const origin = originOf(view.reply.centerId);
        await notifyInvitation(tx, { view, origin, actorId: null, reminder: true });
      }
      run.reminded += due.length;
    },
  );
  return run;
}

/** The reminders as a scheduled job (server/index.ts registers it with the job runner). */
export function createProfileReplyJob(options: {
  database: Database;
  mailLinks: MailLinkSettings;
  logger: { error(obj: object, msg: string): void };
}): Job {
  return {
    name: PROFILE_REPLY_JOB_NAME,
    intervalMs: PROFILE_REPLY_JOB_INTERVAL_MS,
    run: (now) =>
      remindProfileReplies(options.database, now, {
        mailLinks: options.mailLinks,
        logger: options.logger,
      }),
  };
}
