// The use cases of the mail template editor (docs/notification-templates-api.md). A mail's text
// comes from the request center's own override, else the tenant's, else the product's default.
// The center's admins (center_admin of the request's center) write at the center's scope; admins
// also at the tenant's (scope 'tenant'). The test mail goes to the signed-in user through the
// outbox like every mail.
import {
  buildExampleVariables,
  buildTemplateSchema,
  buildTemplateWriteSchema,
  EMAIL_EVENT_KEYS,
  listEventPlaceholders,
  parseTemplateId,
  TEMPLATE_LOCALES,
  type EmailEventKey,
  type OverrideScope,
  type TemplateLocale,
  type TemplatePreviewAttributes,
  type TemplateScope,
} from '../../../common/schemas/notification-templates';
import { renderTemplate } from '../../../common/email/render-template';
import type { NotificationTemplateRow } from '../../db/schema/email';
import type { VolunteerCenterRow } from '../../db/schema/volunteer-centers';
import { createNotFoundError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { assertAllowed, isAdmin, isCenterAdminOf } from '../../lib/permissions';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { validateBody } from '../../lib/request-validation';
import { DEFAULT_EMAIL_TEMPLATES } from '../email/default-templates';
import { enqueueEmail } from '../email/enqueue-email';
import { deleteOverride, listOverrides, upsertOverride } from './repo';

export interface TemplateView {
  eventKey: EmailEventKey;
  locale: TemplateLocale;
  subject: string;
  body: string;
  scope: TemplateScope;
  hasTenantOverride: boolean;
  hasCenterOverride: boolean;
  placeholders: string[];
  defaultSubject: string;
  defaultBody: string;
  updatedAt: Date | null;
}

function requireEditor(ctx: RequestCtx): { user: CurrentUser; center: VolunteerCenterRow } {
  const user = requireSignedIn(ctx);
  const center = requireCenter(ctx);
  assertAllowed(
    isAdmin(user) || isCenterAdminOf(user, center.id),
    "Only the center's coordinators and admins edit its mails.",
  );
  return { user, center };
}

function parseId(id: string) {
  const parsed = parseTemplateId(id);
  if (!parsed) throw createNotFoundError(`Mail template ${id} was not found.`);
  return parsed;
}

function buildView(
  eventKey: EmailEventKey,
  locale: TemplateLocale,
  rows: NotificationTemplateRow[],
): TemplateView {
  const mine = rows.filter((r) => r.eventKey === eventKey && r.locale === locale);
  const tenantRow = mine.find((r) => r.centerId === null);
  const centerRow = mine.find((r) => r.centerId !== null);
  const effective = centerRow ?? tenantRow;
  const fallback = DEFAULT_EMAIL_TEMPLATES[eventKey][locale];
  return {
    eventKey,
    locale,
    subject: effective?.subject ?? fallback.subject,
    body: effective?.body ?? fallback.body,
    scope: centerRow ? 'center' : tenantRow ? 'tenant' : 'default',
    hasTenantOverride: tenantRow !== undefined,
    hasCenterOverride: centerRow !== undefined,
    placeholders: listEventPlaceholders(eventKey),
    defaultSubject: fallback.subject,
    defaultBody: fallback.body,
    updatedAt: effective?.updatedAt ?? null,
  };
}

/** One entry per mail and language, as the request's center sends it. */
export async function getTemplates(ctx: RequestCtx): Promise<TemplateView[]> {
  const { center } = requireEditor(ctx);
  const rows = await ctx.withTenant((tx) => listOverrides(tx, ctx.tenantId, center.id));
  return EMAIL_EVENT_KEYS.flatMap((eventKey) =>
    TEMPLATE_LOCALES.map((locale) => buildView(eventKey, locale, rows)),
  );
}

export async function getTemplate(ctx: RequestCtx, id: string): Promise<TemplateView> {
  const { center } = requireEditor(ctx);
  const { eventKey, locale } = parseId(id);
  const rows = await ctx.withTenant((tx) => listOverrides(tx, ctx.tenantId, center.id));
  return buildView(eventKey, locale, rows);
}

function centerIdOfScope(
  user: CurrentUser,
  center: VolunteerCenterRow,
  scope: OverrideScope,
): string | null {
  if (scope === 'center') return center.id;
  assertAllowed(isAdmin(user), 'Only admins write the mails of every center.');
  return null;
}

/** Writes the override at the center's scope (or, for admins, the tenant's). */
export async function saveTemplate(
  ctx: RequestCtx,
  id: string,
  attributes: unknown,
): Promise<TemplateView> {
  const { user, center } = requireEditor(ctx);
  const { eventKey, locale } = parseId(id);
  const input = validateBody(buildTemplateWriteSchema(eventKey), attributes);
  const centerId = centerIdOfScope(user, center, input.scope ?? 'center');
  return ctx.withTenant(async (tx) => {
    await upsertOverride(
      tx,
      { tenantId: ctx.tenantId, centerId, eventKey, locale },
      { subject: input.subject, body: input.body },
    );
    return buildView(eventKey, locale, await listOverrides(tx, ctx.tenantId, center.id));
  });
}

/**
 * Removes an override, so the next one down is sent again (the tenant's, else the default).
 * Without a scope: the one in effect for the request's center.
 */
export async function restoreTemplate(
  ctx: RequestCtx,
  id: string,
  scope: OverrideScope | undefined,
): Promise<void> {
  const { user, center } = requireEditor(ctx);
  const { eventKey, locale } = parseId(id);
  await ctx.withTenant(async (tx) => {
    const view = buildView(eventKey, locale, await listOverrides(tx, ctx.tenantId, center.id));
    const chosen = scope ?? (view.scope === 'tenant' ? 'tenant' : 'center');
    const centerId = centerIdOfScope(user, center, chosen);
    await deleteOverride(tx, { tenantId: ctx.tenantId, centerId, eventKey, locale });
  });
}

/** Subject, text and HTML of a text with the event's example data. */
export function previewTemplate(
  ctx: RequestCtx,
  id: string,
  attributes: unknown,
): TemplatePreviewAttributes {
  requireEditor(ctx);
  const { eventKey, locale } = parseId(id);
  const input = validateBody(buildTemplateSchema(eventKey), attributes);
  return renderTemplate(input, {
    ...buildExampleVariables(eventKey, locale),
    appName: ctx.config.appName,
  });
}

/** Queues the text (as the editor has it) with example data to the signed-in user's address. */
export async function sendTestMail(
  ctx: RequestCtx,
  id: string,
  attributes: unknown,
): Promise<{ mailId: string; to: string }> {
  const { user, center } = requireEditor(ctx);
  const { eventKey, locale } = parseId(id);
  const input = validateBody(buildTemplateSchema(eventKey), attributes);
  const mailId = await ctx.withTenant((tx) =>
    enqueueEmail(tx, {
      tenantId: ctx.tenantId,
      centerId: center.id,
      to: user.email,
      locale,
      eventKey,
      template: { subject: input.subject, body: input.body },
      variables: { ...buildExampleVariables(eventKey, locale), appName: ctx.config.appName },
    }),
  );
  return { mailId, to: user.email };
}
