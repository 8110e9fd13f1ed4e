// Exactly-once writes (DESIGN.md section 7): a POST, PUT, PATCH or DELETE that carries an
// `Idempotency-Key` claims the key (per tenant and user) before its handler runs; the final
// answer (status, content type, body; never headers) is stored for 30 days and a repeat with the
// same method, URL and body gets it back without running the handler again. The same key for
// another request is a 422, a repeat while the first still runs a 409 the client retries.
// Answers that depend on a state that may change (401, 403, 408, 429, 5xx) release the claim.
import { createHash } from 'node:crypto';
import { and, eq, lte, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER } from '../../common/constants';
import { ERROR_CODE } from '../../common/errors';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../common/pwa';
import type { Tx } from '../db/connection';
import {
  ANONYMOUS_IDEMPOTENCY_SCOPE,
  idempotencyKeys,
  type IdempotencyKeyRow,
} from '../db/schema/idempotency';
import { isUuid } from '../../common/schemas/uuid';
import { AppError, createValidationError } from '../lib/app-error';
import { sendError } from './jsonapi-errors';

export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/**
 * A claim still pending after this long belongs to a request that never finished (its process
 * died): a repeat with the same fingerprint may take it over.
 */
export const IDEMPOTENCY_PENDING_TIMEOUT_MS = 2 * 60 * 1000;
/** Expired keys of a tenant are purged at most this often (per server instance). */
export const IDEMPOTENCY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER_NAME = HEADER.idempotencyKey.toLowerCase();
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

export const IDEMPOTENCY_MISMATCH_DETAIL =
  'This Idempotency-Key was used for a different request. Use a new key for a new change.';

/** Statuses whose answer is final and stored; the rest may change on a retry. */
export function isStoredStatus(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

/** JSON with object keys sorted, so a fingerprint does not depend on key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

/** SHA-256 (hex) of method, URL (path and query) and the request body. */
export function fingerprintRequest(method: string, url: string, body: unknown): string {
  const hash = createHash('sha256');
  hash.update(method.toUpperCase());
  hash.update('\n');
  hash.update(url);
  hash.update('\n');
  if (body === undefined || body === null) hash.update('');
  else if (Buffer.isBuffer(body)) hash.update(body);
  else if (typeof body === 'string') hash.update(body);
  else hash.update(canonicalJson(body));
  return hash.digest('hex');
}

function invalidKey(detail: string): AppError {
  return new AppError({
    status: 400,
    code: ERROR_CODE.badRequest,
    detail,
    source: { header: HEADER.idempotencyKey },
  });
}

/** The key of a request, or null without the header; throws a 400 for an unusable one. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[HEADER_NAME];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  if (value.trim() === '') throw invalidKey('The Idempotency-Key header is empty.');
  if (value.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw invalidKey(
      `The Idempotency-Key is longer than ${IDEMPOTENCY_KEY_MAX_LENGTH} characters; send a UUID.`,
    );
  }
  if (!PRINTABLE_ASCII.test(value)) {
    throw invalidKey('The Idempotency-Key may only contain printable ASCII characters.');
  }
  return value;
}

interface Claim {
  tenantId: string;
  userScope: string;
  key: string;
  settled: boolean;
}

type ClaimOutcome = { kind: 'claimed' } | { kind: 'existing'; row: IdempotencyKeyRow };

function whereKey(claim: { tenantId: string; userScope: string; key: string }) {
  return and(
    eq(idempotencyKeys.tenantId, claim.tenantId),
    eq(idempotencyKeys.userScope, claim.userScope),
    eq(idempotencyKeys.key, claim.key),
  );
}

/**
 * Inserts a pending claim; an expired row, or a stale pending one of the same request, is taken
 * over in the same statement. Otherwise answers the row that holds the key.
 */
async function claimKey(
  tx: Tx,
  input: {
    tenantId: string;
    userScope: string;
    key: string;
    userId: string | null;
    method: string;
    path: string;
    fingerprint: string;
    now: Date;
  },
): Promise<ClaimOutcome> {
  const { now } = input;
  const values = {
    tenantId: input.tenantId,
    userScope: input.userScope,
    key: input.key,
    userId: input.userId,
    method: input.method,
    path: input.path,
    fingerprint: input.fingerprint,
    state: 'pending' as const,
    responseStatus: null,
    responseContentType: null,
    responseBody: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
  };
  // Two attempts: the row we conflicted with may be released before we read it.
  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values(values)
      .onConflictDoUpdate({
        target: [idempotencyKeys.tenantId, idempotencyKeys.userScope, idempotencyKeys.key],
        set: values,
        setWhere: or(
          lte(idempotencyKeys.expiresAt, now),
          and(
            eq(idempotencyKeys.state, 'pending'),
            eq(idempotencyKeys.fingerprint, input.fingerprint),
            lte(
              idempotencyKeys.createdAt,
              new Date(now.getTime() - IDEMPOTENCY_PENDING_TIMEOUT_MS),
            ),
          ),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { kind: 'claimed' };
    const [row] = await tx.select().from(idempotencyKeys).where(whereKey(input));
    if (row) return { kind: 'existing', row };
  }
  throw new Error('idempotency key could not be claimed');
}

/** Deletes the tenant's expired keys (cheap: an index on tenant_id, expires_at). */
export async function purgeExpiredIdempotencyKeys(
  tx: Tx,
  tenantId: string,
  now: Date,
): Promise<number> {
  const deleted = await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, tenantId), lte(idempotencyKeys.expiresAt, now)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

/** GDPR erasure: the stored answers of a user's writes hold their personal data. */
export async function deleteIdempotencyKeysOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.userId, userId)));
}

function payloadToText(payload: unknown): string | null {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null; // a stream: not stored
}

function replay(reply: FastifyReply, row: IdempotencyKeyRow) {
  reply
    .code(row.responseStatus ?? 200)
    .header(IDEMPOTENCY_REPLAYED_HEADER, 'true')
    .header('cache-control', 'no-store');
  if (row.responseContentType) reply.header('content-type', row.responseContentType);
  return reply.send(row.responseBody ?? '');
}

/**
 * Makes the writes of `scope` idempotent; register after the tenancy and authentication hooks
 * (it runs as a preHandler, so the tenant, the user and the parsed body are known).
 */
export function addIdempotencyHook(scope: FastifyInstance) {
  const claims = new WeakMap<FastifyRequest, Claim>();
  const lastSweepByTenant = new Map<string, number>();

  async function settle(request: FastifyRequest, claim: Claim, store: StoredAnswer | null) {
    claim.settled = true;
    try {
      await request.withTenant(async (tx) => {
        if (store) {
          await tx
            .update(idempotencyKeys)
            .set({
              state: 'done',
              responseStatus: store.status,
              responseContentType: store.contentType,
              responseBody: store.body,
            })
            .where(and(whereKey(claim), eq(idempotencyKeys.state, 'pending')));
        } else {
          await tx
            .delete(idempotencyKeys)
            .where(and(whereKey(claim), eq(idempotencyKeys.state, 'pending')));
        }
      });
    } catch (error) {
      // The answer still goes out; the claim turns stale and a retry takes it over.
      request.log.error({ err: error }, 'idempotency key not settled');
    }
  }

  scope.addHook('preHandler', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    let key: string | null;
    try {
      key = readIdempotencyKey(request);
    } catch (error) {
      return sendError(reply, error);
    }
    if (key === null || !request.tenant) return;
    const now = scope.settings.now();
    const tenantId = request.tenant;
    const user = request.currentUser;
    const userScope = user?.id ?? ANONYMOUS_IDEMPOTENCY_SCOPE;
    const fingerprint = fingerprintRequest(request.method, request.url, request.body);
    const lastSweep = lastSweepByTenant.get(tenantId);
    const sweep =
      lastSweep === undefined ||
      now.getTime() - lastSweep >= IDEMPOTENCY_SWEEP_INTERVAL_MS ||
      now.getTime() < lastSweep;
    const outcome = await request.withTenant(async (tx) => {
      if (sweep) await purgeExpiredIdempotencyKeys(tx, tenantId, now);
      return claimKey(tx, {
        tenantId,
        userScope,
        key,
        userId: user?.id ?? null,
        method: request.method,
        path: request.url,
        fingerprint,
        now,
      });
    });
    if (sweep) lastSweepByTenant.set(tenantId, now.getTime());
    if (outcome.kind === 'claimed') {
      claims.set(request, { tenantId, userScope, key, settled: false });
      return;
    }
    const { row } = outcome;
    if (row.fingerprint !== fingerprint) {
      return sendError(
        reply,
        new AppError({
          status: 422,
          code: ERROR_CODE.idempotencyMismatch,
          title: 'Idempotency-Key reused',
          detail: IDEMPOTENCY_MISMATCH_DETAIL,
          source: { header: HEADER.idempotencyKey },
        }),
      );
    }
    if (row.state === 'pending') {
      reply.header('retry-after', '1');
      return sendError(
        reply,
        new AppError({
          status: 409,
          code: ERROR_CODE.idempotencyInProgress,
          title: 'Request in progress',
          detail:
            'The first request with this Idempotency-Key is still being processed. Try again in a moment.',
          source: { header: HEADER.idempotencyKey },
        }),
      );
    }
    return replay(reply, row);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim || claim.settled) return payload;
    const body = payloadToText(payload);
    const status = reply.statusCode;
    const contentType = reply.getHeader('content-type');
    await settle(
      request,
      claim,
      isStoredStatus(status) && body !== null
        ? { status, body, contentType: typeof contentType === 'string' ? contentType : null }
        : null,
    );
    return payload;
  });

  // A request that ended without onSend (aborted, failed while sending) gives its key back.
  scope.addHook('onResponse', async (request) => {
    const claim = claims.get(request);
    if (claim && !claim.settled) await settle(request, claim, null);
  });
}

interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

// Client-generated ids (DESIGN.md section 7): a create may name its resource's UUID in data.id,
// so that a replay which lost its Idempotency-Key answer still cannot create a second copy.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `data.id` of a create document: undefined when absent, a 400 with pointer when not a UUID. */
export function readClientId(body: unknown): string | undefined {
  if (!isRecord(body) || !isRecord(body.data)) return undefined;
  const id = body.data.id;
  if (id === undefined || id === null) return undefined;
  if (!isUuid(id)) {
    throw createValidationError('data.id must be a UUID (or left out to let the server choose).', {
      pointer: '/data/id',
    });
  }
  return id.toLowerCase();
}

/** The 409 for a create whose client-generated id exists already in this tenant. */
export function createDuplicateIdError(resource: string, id: string): AppError {
  return new AppError({
    status: 409,
    code: ERROR_CODE.duplicateId,
    title: 'Already created',
    detail: `A ${resource} with id ${id} exists already, so this create was applied before.`,
    source: { pointer: '/data/id' },
  });
}

/** Whether `error` (or its cause: Drizzle wraps driver errors) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505' && candidate.constraint === constraint) return true;
    e = candidate.cause;
  }
  return false;
}
