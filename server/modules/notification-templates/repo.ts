// The stored overrides of mails (notification_templates): the tenant's (center_id null) and one
// center's.
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { notificationTemplates, type NotificationTemplateRow } from '../../db/schema/email';

const scopeOf = (centerId: string | null) =>
  centerId === null
    ? isNull(notificationTemplates.centerId)
    : eq(notificationTemplates.centerId, centerId);

/** The tenant's overrides and those of one center. */
export async function listOverrides(
  tx: Tx,
  tenantId: string,
  centerId: string,
): Promise<NotificationTemplateRow[]> {
  return tx
    .select()
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, tenantId),
        or(isNull(notificationTemplates.centerId), eq(notificationTemplates.centerId, centerId)),
      ),
    );
}

export interface OverrideKey {
  tenantId: string;
  centerId: string | null;
  eventKey: string;
  locale: 'nl' | 'en';
}

export async function upsertOverride(
  tx: Tx,
  key: OverrideKey,
  text: { subject: string; body: string },
): Promise<void> {
  await tx
    .insert(notificationTemplates)
    .values({ ...key, ...text })
    .onConflictDoUpdate({
      target: [
        notificationTemplates.tenantId,
        notificationTemplates.centerId,
        notificationTemplates.eventKey,
        notificationTemplates.locale,
      ],
      set: { ...text, updatedAt: new Date() },
    });
}

export async function deleteOverride(tx: Tx, key: OverrideKey): Promise<void> {
  await tx
    .delete(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, key.tenantId),
        scopeOf(key.centerId),
        eq(notificationTemplates.eventKey, key.eventKey),
        eq(notificationTemplates.locale, key.locale),
      ),
    );
}
