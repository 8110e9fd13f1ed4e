// The platform's default mails (server/modules/email/default-templates.ts), copied into each
// tenant's notification_templates so that the template editor has rows to change. Idempotent:
// an existing (tenant, event, locale) row is left alone, so edits survive restarts.
import type { TenantName } from '../../common/tenants/tenant-configs';
import { DEFAULT_EMAIL_TEMPLATES, EMAIL_EVENT_KEYS } from '../modules/email/default-templates';
import type { Tx } from '../db/connection';
import { notificationTemplates } from '../db/schema/email';

export function buildTemplateRows(tenant: TenantName) {
  return EMAIL_EVENT_KEYS.flatMap((eventKey) =>
    (['nl', 'en'] as const).map((locale) => ({
      tenantId: tenant,
      eventKey,
      locale,
      subject: DEFAULT_EMAIL_TEMPLATES[eventKey][locale].subject,
      body: DEFAULT_EMAIL_TEMPLATES[eventKey][locale].body,
    })),
  );
}

/** Writes the missing default templates of one tenant; returns how many rows were new. */
export async function seedEmailTemplates(tx: Tx, tenant: TenantName): Promise<number> {
  const inserted = await tx
    .insert(notificationTemplates)
    .values(buildTemplateRows(tenant))
    .onConflictDoNothing({
      target: [
        notificationTemplates.tenantId,
        notificationTemplates.eventKey,
        notificationTemplates.locale,
      ],
    })
    .returning({ id: notificationTemplates.id });
  return inserted.length;
}
