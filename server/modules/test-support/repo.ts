// The test routes' queries: the signed-in user's stored idempotency keys, and a tag written by
// the route that fails after its write.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { tags } from '../../db/schema/tags';

export async function listWritesOfUser(tx: Tx, tenantId: string, userId: string) {
  return tx
    .select({
      key: idempotencyKeys.key,
      method: idempotencyKeys.method,
      path: idempotencyKeys.path,
      state: idempotencyKeys.state,
      status: idempotencyKeys.responseStatus,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.userId, userId)))
    .orderBy(asc(idempotencyKeys.createdAt));
}

export async function insertTestTag(tx: Tx, tenantId: string, name: string) {
  const [tag] = await tx
    .insert(tags)
    .values({ tenantId, kind: 'category', nameNl: name, nameEn: name })
    .returning({ id: tags.id });
  return tag!;
}
