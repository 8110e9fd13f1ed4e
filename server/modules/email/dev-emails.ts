// The dev mail page's data (GET /api/v1/dev/emails): the tenant's outbox, newest first, so that
// developers and testers can read confirmation and reset mails without an SMTP server. Mails
// carry live sign-in links (reset, invitation, confirmation, e-mail change), so the route exists
// only where mail stays in the outbox in development (settings.devMailReader; app.ts registers it
// only then), only an admin of the tenant reads it, every read is audited, and the links of a mail
// to anyone who ranks as high as the reader (another admin) are hidden: reading the outbox must
// never let one admin take over another's account.
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../../common/constants';
import { snakeizeKeys } from '../../../common/case';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { EmailOutboxRow } from '../../db/schema/email';
import { createValidationError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { requireUser, type CurrentUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { assertAllowed, getHighestRank, isAdmin } from '../../lib/permissions';
import { findAccountsByAddress, listOutboxMails, type AddressAccounts } from './outbox-repo';

export const EMAIL_TYPE = 'emails';
const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;
const KNOWN_PARAMETERS = ['page[number]', 'page[size]', 'filter[to_eq]'];

export interface DevEmailQuery {
  pageNumber: number;
  pageSize: number;
  to: string | null;
}

function readWholeNumber(value: unknown, name: string, max: number): number | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,6}$/.test(value) || Number(value) > max) {
    throw createValidationError(`${name} must be a whole number from 1 to ${max}.`, {
      parameter: name,
    });
  }
  return Number(value);
}

export function parseDevEmailQuery(query: unknown): DevEmailQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  const unknown = Object.keys(q).find((k) => !KNOWN_PARAMETERS.includes(k));
  if (unknown) {
    throw createValidationError(
      `${unknown} is not a parameter of this list (use ${KNOWN_PARAMETERS.join(', ')}).`,
      { parameter: unknown },
    );
  }
  const to = q['filter[to_eq]'];
  if (to !== undefined && (typeof to !== 'string' || to.trim() === '' || to.length > 320)) {
    throw createValidationError('filter[to_eq] must be an e-mail address.', {
      parameter: 'filter[to_eq]',
    });
  }
  return {
    pageNumber: readWholeNumber(q['page[number]'], 'page[number]', 1_000_000) ?? 1,
    pageSize: readWholeNumber(q['page[size]'], 'page[size]', MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    to: typeof to === 'string' ? to.trim() : null,
  };
}

/** What a hidden link reads as, in the text and the HTML part alike. */
export const HIDDEN_LINK = '[link hidden]';
const ANCHOR_PATTERN = /<a\s[^>]*>[^<]*<\/a>/gi;
const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;

/** The mail's text with every link (and so every token in one) replaced by HIDDEN_LINK. */
export function hideLinks(text: string): string {
  return text.replace(ANCHOR_PATTERN, HIDDEN_LINK).replace(URL_PATTERN, HIDDEN_LINK);
}

/**
 * Whether the reader may see the links of a mail to these accounts: their own mail, or a mail to
 * someone of a lower rank (admin > center_admin > organization_admin > volunteer; an account
 * without roles signed up as a volunteer). A mail to an address with no account (nobody can be
 * taken over with it, but it may confirm a change someone asked for) shows its links to admins
 * only. Equal rank is hidden too: one admin never reads another admin's reset link.
 */
export function mayShowLinks(
  reader: Pick<CurrentUser, 'id' | 'roles'>,
  recipient: AddressAccounts | undefined,
): boolean {
  const readerRank = getHighestRank(reader.roles.map((r) => r.name));
  if (!recipient) return readerRank >= getHighestRank(['admin']);
  if (recipient.userIds.every((id) => id === reader.id)) return true;
  return Math.max(1, getHighestRank(recipient.roleNames)) < readerRank;
}

export function serializeEmail(row: EmailOutboxRow, linksHidden = false): Resource {
  return {
    type: EMAIL_TYPE,
    id: row.id,
    attributes: snakeizeKeys({
      to: row.toAddress,
      subject: row.subject,
      bodyText: linksHidden ? hideLinks(row.bodyText) : row.bodyText,
      bodyHtml: row.bodyHtml && linksHidden ? hideLinks(row.bodyHtml) : row.bodyHtml,
      linksHidden,
      eventKey: row.eventKey,
      locale: row.locale,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    }),
  };
}

function buildPageLink(query: DevEmailQuery, pageNumber: number): string {
  const params = new URLSearchParams();
  if (query.to) params.set('filter[to_eq]', query.to);
  params.set('page[number]', String(pageNumber));
  params.set('page[size]', String(query.pageSize));
  return `${API_BASE_PATH}/dev/emails?${params.toString()}`;
}

export function buildEmailsDocument(
  rows: EmailOutboxRow[],
  total: number,
  query: DevEmailQuery,
  hidden: ReadonlySet<string> = new Set(),
): JsonApiDocument {
  const last = Math.max(1, Math.ceil(total / query.pageSize));
  return {
    data: rows.map((row) => serializeEmail(row, hidden.has(row.id))),
    meta: { total },
    links: {
      self: buildPageLink(query, query.pageNumber),
      first: buildPageLink(query, 1),
      last: buildPageLink(query, last),
      prev:
        query.pageNumber > 1 ? buildPageLink(query, Math.min(query.pageNumber - 1, last)) : null,
      next: query.pageNumber < last ? buildPageLink(query, query.pageNumber + 1) : null,
    },
  };
}

export async function devEmailRoutes(app: FastifyInstance) {
  app.get('/dev/emails', async (request, reply) => {
    const user = requireUser(request);
    assertAllowed(
      isAdmin(user) && user.tenantId === request.tenant,
      'Only an admin of this partner may read its outgoing mail.',
    );
    const query = parseDevEmailQuery(request.query);
    const { rows, total, hidden } = await request.withTenant(async (tx) => {
      const page = await listOutboxMails(tx, request.tenant, {
        to: query.to,
        limit: query.pageSize,
        offset: (query.pageNumber - 1) * query.pageSize,
      });
      const accounts = await findAccountsByAddress(
        tx,
        request.tenant,
        page.rows.map((r) => r.toAddress),
      );
      const hiddenIds = new Set(
        page.rows
          .filter((r) => !mayShowLinks(user, accounts.get(r.toAddress.toLowerCase())))
          .map((r) => r.id),
      );
      // Who read which mails, in the same transaction as the read: ids only, no addresses.
      await recordAuditEvent(tx, {
        tenantId: request.tenant,
        actorId: user.id,
        impersonatorId: user.impersonatorId,
        action: 'dev_mail.read',
        subjectType: EMAIL_TYPE,
        subjectId: null,
        details: {
          mail_ids: page.rows.map((r) => r.id),
          links_hidden: [...hiddenIds],
          filtered: query.to !== null,
          page: query.pageNumber,
        },
        ip: request.ip,
      });
      return { ...page, hidden: hiddenIds };
    });
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildEmailsDocument(rows, total, query, hidden));
  });
}
