// What leaves the server for the media library (docs/files-api.md): `files` resources.
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { FileAttributes } from '../../../common/schemas/files';
import type { FileRow } from '../../db/schema/files';
import { buildPageLinks } from '../../lib/paging';
import type { LibraryListing } from './library';
import { toImageAttributes } from './service';

export const FILE_TYPE = 'files';

/** Where a document is downloaded (as an attachment of its own type). */
export function documentUrl(id: string): string {
  return `${API_BASE_PATH}/files/${id}/content`;
}

export function serializeFile(row: FileRow): Resource {
  const image = row.purpose === 'document' ? null : toImageAttributes(row);
  const attributes: FileAttributes = {
    purpose: row.purpose,
    kind: row.purpose === 'document' ? 'document' : 'image',
    name: row.originalName,
    alt: row.alt,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    url: image?.url ?? documentUrl(row.id),
    image,
    createdAt: row.createdAt.toISOString(),
  };
  return {
    type: FILE_TYPE,
    id: row.id,
    attributes: snakeizeKeys<Record<string, unknown>>(attributes),
  };
}

export function buildFileDocument(row: FileRow): JsonApiDocument {
  return { data: serializeFile(row) };
}

export function buildFilesDocument(
  listing: LibraryListing,
  query: Record<string, unknown>,
): JsonApiDocument {
  return {
    data: listing.rows.map(serializeFile),
    meta: { total: listing.total },
    links: buildPageLinks(
      `${API_BASE_PATH}/files`,
      query,
      { number: listing.pageNumber, size: listing.pageSize },
      listing.total,
    ),
  };
}
