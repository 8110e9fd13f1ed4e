// Reading one stored variant or document through the API (GET /api/v1/files/{id}/content): the
// way to a private file, for its uploader, the center admins of its center and admins only (a public one
// is read by anyone, though the page uses its /uploads URL). 404 for an id of no file of this
// tenant, 401 without sign-in and 403 for anyone else when it is private.
import { isUuid } from '../../../common/schemas/uuid';
import type { FileRow, FileVariant } from '../../db/schema/files';
import { createNotFoundError } from '../../lib/app-error';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { canReadFile, findFile } from './service';
import { fileFolder, readDocument, readVariant } from './storage';

export async function readFileContent(
  ctx: RequestCtx,
  id: string,
  variantName: string | undefined,
): Promise<{ row: FileRow; variant: FileVariant | null; data: Buffer }> {
  const notFound = () => createNotFoundError(`File ${id} was not found.`);
  if (!isUuid(id)) throw notFound();
  const row = await ctx.withTenant((tx) => findFile(tx, ctx.tenantId, id.toLowerCase()));
  if (!row) throw notFound();
  if (row.visibility !== 'public' && !ctx.currentUser) throw createUnauthorizedError();
  assertAllowed(canReadFile(ctx.currentUser, row), 'You may not read this file.');
  const folderOf = () =>
    fileFolder({
      tenant: row.tenantId,
      centerId: row.centerId,
      id: row.id,
      visibility: row.visibility,
    });
  if (row.purpose === 'document' || row.purpose === 'form_upload') {
    // A document is kept as uploaded: there are no variants to choose from.
    const data = row.storedName
      ? await readDocument(ctx.fileStore, folderOf(), row.storedName)
      : null;
    if (!data) throw createNotFoundError(`The content of file ${id} is missing.`);
    return { row, variant: null, data };
  }
  const webp = row.variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width);
  const variant = variantName ? row.variants.find((v) => v.name === variantName) : webp[0];
  if (!variant) {
    throw createNotFoundError(`File ${id} has no variant ${variantName ?? ''}.`.trim(), {
      parameter: 'variant',
    });
  }
  const data = await readVariant(ctx.fileStore, folderOf(), variant.name);
  if (!data) throw createNotFoundError(`The content of file ${id} is missing.`);
  return { row, variant, data };
}
