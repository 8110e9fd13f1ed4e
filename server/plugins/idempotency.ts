// Exactly-once writes (DESIGN.md sections 7 and 12): a POST, PUT, PATCH or DELETE that carries
// an `Idempotency-Key` claims the key (per tenant and user) before its handler runs; the final
// answer (status, content type, body; never headers) is stored for 30 days and a repeat with the
// same method, URL and body gets it back without running the handler again. The same key for
// another request is a 422. One file on purpose: the claim, the held transaction, the replay and
// the sweep are one protocol, read top to bottom.
//
// The claim, the handler's writes and the stored answer are one transaction: the claim opens a
// tenant transaction that stays open until the answer is known (onSend), every
// `request.withTenant` of the request runs in it as a savepoint (see db/held-transaction.ts), and
// the commit happens before the answer leaves. A process that dies in between leaves nothing: no
// claim, no write, so the retry simply runs. A handler that throws rolls back its own savepoint;
// a final 4xx is still stored with what the handler kept. A 5xx rolls the whole transaction back
// (the claim and every write of the request), so the retry runs once on a clean slate. Answers
// that depend on a state that may change (401, 403, 408, 429) and streamed ones are not stored:
// the claim is deleted in the same transaction, and what the handler deliberately kept before
// failing (a rate-limit count) commits.
//
// Multipart requests (the logo and favicon uploads) are treated as writes without a key: their
// body is read by the handler, after the claim, so a slow upload would hold the transaction (on
// PGlite the process's only connection) for as long as the client takes to send it. Replacing an
// image twice is harmless.
//
// Expired keys are purged in a short transaction of their own before the claim, so the sweep's
// row locks are not held for the whole request.
//
// A repeat while the first still runs waits for it (PostgreSQL: on the claim's row lock; PGlite:
// its one connection) and then replays its answer. A 409 `idempotency_key_in_progress` remains
// for a repeat that waited longer than IDEMPOTENCY_LOCK_WAIT_MS, and for a pending claim
// committed by an earlier version of the server (which claimed in a transaction of its own); such
// a claim is taken over after IDEMPOTENCY_PENDING_TIMEOUT_MS.
// Just over 300 lines: the hooks (claim, settle, release) share one per-request state; the queries
// are in server/lib/idempotency-keys-sql.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER } from '../../common/constants';
import { ERROR_CODE } from '../../common/errors';
import { openHeldTransaction, type HeldTransaction } from '../db/held-transaction';
import type { IdempotencyKeyRow } from '../db/schema/idempotency';
import {
  ANONYMOUS_IDEMPOTENCY_SCOPE,
  claimIdempotencyKey,
  claimWithBoundedWait,
  purgeExpiredIdempotencyKeys,
  releaseIdempotencyClaim,
  storeIdempotentAnswer,
  type ClaimOutcome,
  type StoredAnswer,
} from '../lib/idempotency-keys-sql';
import { AppError } from '../lib/app-error';
import { fingerprintRequest } from '../lib/request-fingerprint';
import { findSqlState, sendError } from './jsonapi-errors';

export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/**
 * How long a repeat waits for the first request with its key to commit (PostgreSQL's row lock
 * on the claim) before it answers 409 `idempotency_key_in_progress`.
 */
export const IDEMPOTENCY_LOCK_WAIT_MS = 10_000;
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
  /** The transaction of the claim, the handler's writes and the answer. */
  held: HeldTransaction;
  settled: boolean;
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

type SettleOutcome =
  { kind: 'store'; answer: StoredAnswer } | { kind: 'release' } | { kind: 'rollback' };

/** How an answer ends the request's transaction (see `settle`). */
function settleOutcome(status: number, body: string | null, contentType: unknown): SettleOutcome {
  if (status >= 500) return { kind: 'rollback' };
  if (isStoredStatus(status) && body !== null) {
    return {
      kind: 'store',
      answer: { status, body, contentType: typeof contentType === 'string' ? contentType : null },
    };
  }
  return { kind: 'release' };
}

/** A multipart body is read by the handler itself (an upload): see the comment at the top. */
function isMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^\s*multipart\//i.test(type);
}

/** A repeat that waited IDEMPOTENCY_LOCK_WAIT_MS for the first request with its key. */
function isLockTimeout(error: unknown): boolean {
  return findSqlState(error) === '55P03';
}

function sendInProgress(reply: FastifyReply) {
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

/** The test-only crash between the write and its commit (FAULT_POINT, server/env.ts). */
function reachFaultPointAfterWrite(scope: FastifyInstance) {
  const { settings } = scope;
  if (settings.faultPoint === 'exit-after-write' && settings.enableTestRoutes) {
    process.kill(process.pid, 'SIGKILL');
  }
}

/**
 * Makes the writes of `scope` idempotent; register after the tenancy and authentication hooks
 * (it runs as a preHandler, so the tenant, the user and the parsed body are known).
 */
export function addIdempotencyHook(scope: FastifyInstance) {
  const claims = new WeakMap<FastifyRequest, Claim>();
  const lastSweepByTenant = new Map<string, number>();

  /**
   * Ends the request's transaction: `store` stores the answer and commits; `release` deletes the
   * claim and commits (an answer that is not stored, keeping what the handler counted on
   * purpose); `rollback` undoes the claim and every write of the request (a 5xx). Throws when
   * the commit failed, and then nothing of the request stays.
   */
  async function settle(request: FastifyRequest, claim: Claim, outcome: SettleOutcome) {
    claim.settled = true;
    if (outcome.kind === 'rollback') {
      try {
        await claim.held.end(false);
      } finally {
        request.heldTransaction = null;
      }
      return;
    }
    const store = outcome.kind === 'store' ? outcome.answer : null;
    try {
      await claim.held.run(async (tx) => {
        if (store) await storeIdempotentAnswer(tx, claim, store);
        else await releaseIdempotencyClaim(tx, claim);
      });
      if (store && store.status < 300) reachFaultPointAfterWrite(scope);
      await claim.held.end(true);
    } catch (error) {
      await claim.held.end(false).catch(() => undefined);
      throw error;
    } finally {
      request.heldTransaction = null;
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
    if (key === null || !request.tenant || isMultipart(request)) return;
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
    if (sweep) {
      // Its own short transaction: the held one would keep these row locks for the whole request.
      await request.withTenant((tx) => purgeExpiredIdempotencyKeys(tx, tenantId, now));
      lastSweepByTenant.set(tenantId, now.getTime());
    }
    const held = await openHeldTransaction(scope.database.db, tenantId, request.id);
    let outcome: ClaimOutcome;
    try {
      outcome = await held.run(async (tx) =>
        claimWithBoundedWait(tx, scope.database.kind === 'pg', IDEMPOTENCY_LOCK_WAIT_MS, () =>
          claimIdempotencyKey(tx, {
            tenantId,
            userScope,
            key,
            userId: user?.id ?? null,
            method: request.method,
            path: request.url,
            fingerprint,
            now,
          }),
        ),
      );
    } catch (error) {
      await held.end(false).catch(() => undefined);
      if (isLockTimeout(error)) return sendInProgress(reply);
      throw error;
    }
    if (outcome.kind === 'claimed') {
      claims.set(request, { tenantId, userScope, key, held, settled: false });
      request.heldTransaction = held;
      return;
    }
    // Nothing of this request will be written: the transaction ends here.
    await held.end(true);
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
    if (row.state === 'pending') return sendInProgress(reply);
    return replay(reply, row);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim || claim.settled) return payload;
    const status = reply.statusCode;
    const outcome = settleOutcome(status, payloadToText(payload), reply.getHeader('content-type'));
    try {
      await settle(request, claim, outcome);
    } catch (error) {
      // Nothing was committed, so the answer must not say it was: the retry runs afresh.
      request.log.error({ err: error }, 'idempotent write not committed');
      if (status < 500) throw error;
    }
    return payload;
  });

  // A request that ended without onSend (aborted, failed while sending) gives its key back and
  // keeps what its handler wrote, as a request without a key would.
  scope.addHook('onResponse', async (request) => {
    const claim = claims.get(request);
    if (claim && !claim.settled) {
      await settle(request, claim, { kind: 'release' }).catch((error: unknown) =>
        request.log.error({ err: error }, 'idempotency key not released'),
      );
    }
  });
}
