// What leaves the server for a tag (docs/matching-api.md "Tags").
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { TagAttributes } from '../../../common/schemas/tags';
import type { TagRow } from '../../db/schema/tags';

export const TAG_TYPE = 'tags';

export interface TagWithCount {
  tag: TagRow;
  /** Left out where counting would cost more than it tells (tags included with vacancies). */
  vacanciesCount?: number;
}

export function serializeTag({ tag, vacanciesCount }: TagWithCount): Resource {
  return {
    type: TAG_TYPE,
    id: tag.id,
    attributes: snakeizeKeys({
      kind: tag.kind,
      nameNl: tag.nameNl,
      nameEn: tag.nameEn,
      illustration: tag.illustration,
      requiresVog: tag.requiresVog,
      ...(vacanciesCount !== undefined ? { vacanciesCount } : {}),
      createdAt: tag.createdAt.toISOString(),
    } satisfies TagAttributes),
    links: { self: `${API_BASE_PATH}/tags/${tag.id}` },
  };
}

export function buildTagDocument(item: TagWithCount): JsonApiDocument {
  return { data: serializeTag(item) };
}

export function buildTagsDocument(
  items: TagWithCount[],
  extra: { meta?: Record<string, unknown>; links?: Record<string, string | null> } = {},
): JsonApiDocument {
  return {
    data: items.map(serializeTag),
    meta: { total: items.length, ...extra.meta },
    ...(extra.links ? { links: extra.links } : {}),
  };
}
