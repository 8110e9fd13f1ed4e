// The dev mail page's data (GET /api/v1/dev/emails): the tenant's outbox, newest first, so that
// developers and testers can read confirmation and reset mails without an SMTP server. Mails
// carry sign-in links, so only an admin of the tenant may read them.
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../../common/constants';
import { snakeizeKeys } from '../../../common/case';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { EmailOutboxRow } from '../../db/schema/email';
import { createValidationError } from '../../lib/app-error';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { assertAllowed, isAdmin } from '../../lib/permissions';
import { listOutboxMails } from './outbox-repo';

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

export function serializeEmail(row: EmailOutboxRow): Resource {
  return {
    type: EMAIL_TYPE,
    id: row.id,
    attributes: snakeizeKeys({
      to: row.toAddress,
      subject: row.subject,
      bodyText: row.bodyText,
      bodyHtml: row.bodyHtml,
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
): JsonApiDocument {
  const last = Math.max(1, Math.ceil(total / query.pageSize));
  return {
    data: rows.map(serializeEmail),
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
    const { rows, total } = await request.withTenant((tx) =>
      listOutboxMails(tx, request.tenant, {
        to: query.to,
        limit: query.pageSize,
        offset: (query.pageNumber - 1) * query.pageSize,
      }),
    );
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildEmailsDocument(rows, total, query));
  });
}
