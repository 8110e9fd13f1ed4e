// Idempotent writes and uploaded images. A multipart upload (logo, favicon) with an
// Idempotency-Key is treated as a write without one: it holds no transaction while the client
// sends the file (on PGlite that would stop every other query of the process), and a repeat
// uploads again instead of replaying. A held write that removes an image (PATCH of the profile)
// deletes the file only after its commit: when the transaction rolls back, the image the profile
// still names is still there.
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonApiDocument } from '../../common/jsonapi';
import { idempotencyKeys } from '../../server/db/schema/idempotency';
import { centerProfiles } from '../../server/db/schema/volunteer-centers';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders } from '../support/api-auth';
import { hostOf, requestApi } from '../support/api-requests';

const BASE = '/api/v1/volunteer_centers/current/profile';
// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let h: ApiHarness;
let coordinator: AuthHeaders;
beforeAll(async () => {
  h = await createApiHarness();
  coordinator = await signIn(h.app, 'demo', 'coordinator@demo.test');
});
afterAll(async () => {
  await h?.close();
});

function multipartBody(data: Buffer) {
  const boundary = `----volunteerly${randomUUID()}`;
  return {
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    tail: Buffer.concat([data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a logo; `whileSending` runs after the first bytes, before the rest is sent. */
async function uploadLogo(key: string, whileSending?: () => Promise<void>) {
  const { head, tail, contentType } = multipartBody(PNG);
  const stream = new PassThrough();
  stream.write(head);
  const answer = h.app.inject({
    method: 'POST',
    url: `${BASE}/logo`,
    headers: {
      host: hostOf('demo'),
      ...coordinator,
      'content-type': contentType,
      'Idempotency-Key': key,
    },
    payload: stream,
  });
  try {
    await whileSending?.();
  } finally {
    stream.end(tail);
  }
  const res = await answer;
  const body = res.json<JsonApiDocument>();
  return {
    status: res.statusCode,
    replayed: res.headers['idempotency-replayed'],
    logoUrl: body.included?.[0]?.attributes.website_logo_url as string | undefined,
  };
}

function uploadExists(url: string): boolean {
  return fs.existsSync(path.join(h.settings.uploadDir, 'demo', path.basename(url)));
}

async function keyRows(key: string) {
  return h.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

async function readLogoUrl(): Promise<string | null> {
  const [row] = await h.database.db
    .select({ url: centerProfiles.websiteLogoUrl })
    .from(centerProfiles)
    .where(
      and(eq(centerProfiles.tenantId, 'demo'), eq(centerProfiles.centerId, DEMO_CENTER_IDS.demo)),
    );
  return row?.url ?? null;
}

/** Resolves with `work`'s result, or with 'timed out' after `ms`. */
function within<T>(ms: number, work: Promise<T>): Promise<T | 'timed out'> {
  return Promise.race([
    work,
    new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), ms)),
  ]);
}

describe('a multipart upload with an Idempotency-Key', () => {
  it('holds no transaction while the file arrives, and a repeat uploads again', async () => {
    const key = randomUUID();
    const first = await uploadLogo(key, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Half the upload is in: the rest of the server is not waiting for it.
      const query =
        h.database.kind === 'pg'
          ? sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and state like 'idle in transaction%'`
          : sql`select 0 as n`;
      const result = await within(3_000, h.database.db.execute(query));
      expect(result).not.toBe('timed out');
      const rows = (result as unknown as { rows: { n: number }[] }).rows;
      expect(Number(rows[0]!.n)).toBe(0);
    });
    expect(first.status).toBe(200);
    expect(first.replayed).toBeUndefined();
    expect(await keyRows(key)).toHaveLength(0);

    const repeat = await uploadLogo(key);
    expect(repeat.status).toBe(200);
    expect(repeat.replayed).toBeUndefined();
    expect(repeat.logoUrl).not.toBe(first.logoUrl);
    expect(await readLogoUrl()).toBe(repeat.logoUrl);
    expect(uploadExists(first.logoUrl!)).toBe(false);
    expect(uploadExists(repeat.logoUrl!)).toBe(true);
  });
});

describe('a held write that removes an image', () => {
  it('deletes the file only once the change is committed', async () => {
    const uploaded = await uploadLogo(randomUUID());
    expect(uploaded.status).toBe(200);
    const url = uploaded.logoUrl!;
    const removeLogo = (key: string) =>
      requestApi(h.app, {
        method: 'PATCH',
        url: BASE,
        headers: {
          ...coordinator,
          'content-type': 'application/vnd.api+json',
          'Idempotency-Key': key,
        },
        payload: { data: { type: 'center_profiles', attributes: { website_logo_url: null } } },
      });
    const key = `store-fails-${randomUUID()}`;
    // Storing the answer fails, so the request's transaction rolls back after the handler ran.
    await h.database.db.execute(sql`
      create function test_refuse_answer() returns trigger language plpgsql as $$
      begin
        if new.key like 'store-fails-%' and new.state = 'done' then
          raise exception 'simulated failure storing the answer';
        end if;
        return new;
      end
      $$`);
    await h.database.db.execute(sql`
      create trigger test_refuse_answer before update on idempotency_keys
      for each row execute function test_refuse_answer()`);
    try {
      const failed = await removeLogo(key);
      expect(failed.status).toBe(500);
      expect(await readLogoUrl()).toBe(url);
      expect(uploadExists(url)).toBe(true);
    } finally {
      await h.database.db.execute(sql`drop trigger test_refuse_answer on idempotency_keys`);
      await h.database.db.execute(sql`drop function test_refuse_answer()`);
    }
    const removed = await removeLogo(key);
    expect(removed.status).toBe(200);
    expect(await readLogoUrl()).toBeNull();
    expect(uploadExists(url)).toBe(false);
  });
});
