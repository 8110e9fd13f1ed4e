// The stored wording of a mail (notification_templates): the center's own when the mail is sent
// for a center and it has one, else the tenant's; enqueue-email.ts falls back to the default
// templates when neither exists.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { notificationTemplates } from '../../db/schema/email';

export async function findStoredTemplate(
  tx: Tx,
  input: { tenantId: string; centerId?: string | null; eventKey: string; locale: 'nl' | 'en' },
): Promise<{ subject: string; body: string } | null> {
  const scope = input.centerId
    ? or(isNull(notificationTemplates.centerId), eq(notificationTemplates.centerId, input.centerId))
    : isNull(notificationTemplates.centerId);
  const [stored] = await tx
    .select({ subject: notificationTemplates.subject, body: notificationTemplates.body })
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, input.tenantId),
        scope,
        eq(notificationTemplates.eventKey, input.eventKey),
        eq(notificationTemplates.locale, input.locale),
      ),
    )
    // The center's row (center_id set) before the tenant's.
    .orderBy(desc(sql`${notificationTemplates.centerId} is not null`))
    .limit(1);
  return stored ?? null;
}
