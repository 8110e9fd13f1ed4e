// What leaves the server for news (docs/news-api.md): `news_items` resources; lists leave the
// bodies out (a card shows the title, summary and cover).
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import { getNewsStatus, type NewsItemAttributes } from '../../../common/schemas/news';
import { buildPageLinks } from '../../lib/paging';
import type { NewsListing, NewsView } from './service';

export const NEWS_ITEM_TYPE = 'news_items';

export function serializeNewsItem(view: NewsView, now: Date, withBody: boolean): Resource {
  const r = view.row;
  const attributes: NewsItemAttributes = {
    slug: r.slug,
    titleNl: r.titleNl,
    titleEn: r.titleEn,
    summaryNl: r.summaryNl,
    summaryEn: r.summaryEn,
    ...(withBody ? { bodyNl: r.bodyNl, bodyEn: r.bodyEn } : {}),
    coverFileId: r.coverFileId,
    coverImage: view.cover,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    status: getNewsStatus(r.publishedAt, now),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
  return {
    type: NEWS_ITEM_TYPE,
    id: r.id,
    attributes: snakeizeKeys<Record<string, unknown>>(attributes),
  };
}

export function buildNewsItemDocument(view: NewsView, now: Date): JsonApiDocument {
  return { data: serializeNewsItem(view, now, true) };
}

export function buildNewsItemsDocument(
  listing: NewsListing,
  now: Date,
  query: Record<string, unknown>,
): JsonApiDocument {
  return {
    data: listing.views.map((v) => serializeNewsItem(v, now, false)),
    meta: { total: listing.total },
    links: buildPageLinks(
      `${API_BASE_PATH}/news_items`,
      query,
      { number: listing.pageNumber, size: listing.pageSize },
      listing.total,
    ),
  };
}
