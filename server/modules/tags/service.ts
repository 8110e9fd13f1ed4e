// Tags (docs/matching-api.md "Tags"): read by anyone, created, renamed, merged and deleted by
// center admins (of any center of the tenant: tags are shared by its partner centers) and admins.
import type { CategoryIllustration } from '../../../common/illustrations';
import { ERROR_CODE } from '../../../common/errors';
import type { TagKind } from '../../../common/matching';
import type { TagInput, TagListQuery, TagUpdate } from '../../../common/schemas/tags';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type { TagRow } from '../../db/schema/tags';
import { AppError, createNotFoundError } from '../../lib/app-error';
import { createUnauthorizedError, type CurrentUser } from '../../lib/current-user';
import { assertAllowed, getAdministeredCenterIds, isAdmin } from '../../lib/permissions';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import type { RequestCtx } from '../../lib/request-ctx';
import {
  attachCounts,
  deleteTag,
  findTag,
  findTagByName,
  insertTag,
  listTags,
  mergeTag,
  updateTag,
  type TagPatch,
} from './repo';
import type { TagWithCount } from './serializer';

// The tag reads vacancies make (tag ids of a vacancy, profile words that name tags).
export { findTagsByIds, findTagsNamed } from './repo';

export function canManageTags(user: CurrentUser): boolean {
  return isAdmin(user) || getAdministeredCenterIds(user).length > 0;
}

export function requireTagManager(ctx: RequestCtx): CurrentUser {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  assertAllowed(canManageTags(user), 'Only coordinators and administrators can change tags.');
  return user;
}

function notFound(id: string) {
  return createNotFoundError(`Tag ${id} was not found.`);
}

function invalid(detail: string, attribute: string) {
  return new AppError({
    status: 422,
    code: ERROR_CODE.validationFailed,
    detail,
    source: { pointer: `/data/attributes/${attribute}` },
  });
}

function alreadyExists(name: string) {
  return new AppError({
    status: 409,
    code: ERROR_CODE.alreadyExists,
    detail: `A tag of this kind called "${name}" exists already.`,
    source: { pointer: '/data/attributes/name_nl' },
  });
}

async function loadTag(tx: Tx, ctx: RequestCtx, id: string): Promise<TagRow> {
  if (!isUuid(id)) throw notFound(id);
  const row = await findTag(tx, ctx.tenantId, id);
  if (!row) throw notFound(id);
  return row;
}

async function withCount(tx: Tx, row: TagRow): Promise<TagWithCount> {
  const [item] = await attachCounts(tx, row.tenantId, [row]);
  return item!;
}

/** A concurrent insert of the same name (or id) ends as the same answer as our own check. */
async function translateUniqueViolations<T>(
  fn: () => Promise<T>,
  name: string,
  id?: string,
): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error, 'tags_tenant_kind_name_nl_idx')) throw alreadyExists(name);
    if (id && isUniqueViolation(error, 'tags_tenant_id_id_pk')) {
      throw createDuplicateIdError('tag', id);
    }
    throw error;
  }
}

export async function getTags(
  ctx: RequestCtx,
  query: TagListQuery,
): Promise<{ items: TagWithCount[]; total: number }> {
  return ctx.withTenant((tx) =>
    listTags(tx, ctx.tenantId, {
      kind: query.kindEq,
      q: query.q,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    }),
  );
}

export async function getTag(ctx: RequestCtx, id: string): Promise<TagWithCount> {
  return ctx.withTenant(async (tx) => withCount(tx, await loadTag(tx, ctx, id)));
}

export async function createTag(
  ctx: RequestCtx,
  input: TagInput,
  id?: string,
): Promise<TagWithCount> {
  requireTagManager(ctx);
  return translateUniqueViolations(
    () =>
      ctx.withTenant(async (tx) => {
        if (id && (await findTag(tx, ctx.tenantId, id))) throw createDuplicateIdError('tag', id);
        if (await findTagByName(tx, ctx.tenantId, input.kind, input.nameNl)) {
          throw alreadyExists(input.nameNl);
        }
        const row = await insertTag(tx, {
          ...(id ? { id } : {}),
          tenantId: ctx.tenantId,
          kind: input.kind as TagKind,
          nameNl: input.nameNl,
          nameEn: input.nameEn,
          illustration: (input.illustration ?? null) as CategoryIllustration | null,
          requiresVog: input.requiresVog ?? false,
        });
        return withCount(tx, row);
      }),
    input.nameNl,
    id,
  );
}

export async function updateTagById(
  ctx: RequestCtx,
  id: string,
  input: TagUpdate,
): Promise<TagWithCount> {
  requireTagManager(ctx);
  const name = input.nameNl ?? '';
  return translateUniqueViolations(
    () =>
      ctx.withTenant(async (tx) => {
        const row = await loadTag(tx, ctx, id);
        const patch: TagPatch = {};
        if (input.kind !== undefined) patch.kind = input.kind as TagKind;
        if (input.nameNl !== undefined) patch.nameNl = input.nameNl;
        if (input.nameEn !== undefined) patch.nameEn = input.nameEn;
        if (input.illustration !== undefined) {
          patch.illustration = input.illustration as CategoryIllustration | null;
        }
        if (input.requiresVog !== undefined) patch.requiresVog = input.requiresVog;
        if (Object.keys(patch).length === 0) return withCount(tx, row);
        const kind = patch.kind ?? row.kind;
        const nameNl = patch.nameNl ?? row.nameNl;
        if (await findTagByName(tx, ctx.tenantId, kind, nameNl, row.id)) {
          throw alreadyExists(nameNl);
        }
        return withCount(tx, await updateTag(tx, ctx.tenantId, row.id, patch));
      }),
    name,
  );
}

export async function deleteTagById(ctx: RequestCtx, id: string): Promise<void> {
  requireTagManager(ctx);
  await ctx.withTenant(async (tx) => {
    const row = await loadTag(tx, ctx, id);
    await deleteTag(tx, ctx.tenantId, row.id);
  });
}

export async function mergeTagInto(
  ctx: RequestCtx,
  id: string,
  intoId: string,
): Promise<TagWithCount> {
  requireTagManager(ctx);
  return ctx.withTenant(async (tx) => {
    const from = await loadTag(tx, ctx, id);
    if (intoId === from.id) throw invalid('A tag cannot be merged into itself.', 'into_id');
    const into = await findTag(tx, ctx.tenantId, intoId);
    if (!into) throw invalid(`into_id names no tag (${intoId}).`, 'into_id');
    if (into.kind !== from.kind) {
      throw invalid(
        `Tags of different kinds cannot be merged (${from.kind} into ${into.kind}).`,
        'into_id',
      );
    }
    await mergeTag(tx, ctx.tenantId, from.id, into.id);
    return withCount(tx, into);
  });
}
