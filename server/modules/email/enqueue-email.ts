// Puts a mail in the outbox inside the caller's transaction, so the mail exists exactly when
// the change that causes it is committed. Delivery is the outbox worker's job; a request never
// waits for SMTP and never fails because of it.
import { isTenantName, TENANT_CONFIGS } from '../../../common/tenants/tenant-configs';
import type { Tx } from '../../db/connection';
import { DEFAULT_EMAIL_TEMPLATES, type EmailEventKey } from './default-templates';
import { insertOutboxMail } from './outbox-repo';
import { renderTemplate } from './render-template';
import { findStoredTemplate } from './templates-repo';

export interface EnqueueEmailInput {
  tenantId: string;
  to: string;
  locale: 'nl' | 'en';
  eventKey: EmailEventKey;
  /**
   * The center the mail is sent for (the recipient's or the request's), when known: its own
   * wording wins over the tenant's, which wins over the default.
   */
  centerId?: string | null;
  /** A text the caller gives instead of the stored one (the template editor's test mail). */
  template?: { subject: string; body: string };
  /** Extra headers for the sender to add (the periodic mail's one-click unsubscribe). */
  headers?: Record<string, string>;
  /** Values for the {placeholders} of the template, e.g. { name, link }; appName defaults to the tenant's. */
  variables: Record<string, string>;
}

export async function enqueueEmail(tx: Tx, input: EnqueueEmailInput): Promise<string> {
  const stored = input.template ?? (await findStoredTemplate(tx, input));
  const template = stored ?? DEFAULT_EMAIL_TEMPLATES[input.eventKey][input.locale];
  const appName = isTenantName(input.tenantId)
    ? TENANT_CONFIGS[input.tenantId].appName
    : 'Volunteerly';
  const rendered = renderTemplate(template, { appName, ...input.variables });
  return insertOutboxMail(tx, {
    tenantId: input.tenantId,
    toAddress: input.to,
    eventKey: input.eventKey,
    locale: input.locale,
    subject: rendered.subject,
    bodyText: rendered.text,
    bodyHtml: rendered.html,
    headers: input.headers ?? null,
  });
}
