// The center's own wording of a mail (notification_templates), when it has one; enqueue-email.ts
// falls back to the default templates otherwise.
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { notificationTemplates } from '../../db/schema/email';

export async function findStoredTemplate(
  tx: Tx,
  input: { tenantId: string; eventKey: string; locale: 'nl' | 'en' },
): Promise<{ subject: string; body: string } | null> {
  const [stored] = await tx
    .select({ subject: notificationTemplates.subject, body: notificationTemplates.body })
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, input.tenantId),
        isNull(notificationTemplates.centerId),
        eq(notificationTemplates.eventKey, input.eventKey),
        eq(notificationTemplates.locale, input.locale),
      ),
    )
    .limit(1);
  return stored ?? null;
}
