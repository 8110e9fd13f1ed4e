// What leaves the server for content pages (docs/pages-api.md).
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { PageAttributes, PageVersionAttributes } from '../../../common/schemas/pages';
import type { PageRow } from '../../db/schema/content';
import { formatUserName } from '../../lib/current-user';
import { buildPageLinks } from '../../lib/paging';
import type { PageVersionView } from './repo';
import type { PageListing, PageView } from './service';

export const PAGE_TYPE = 'pages';

function attributesOf(page: PageRow, isHomePage: boolean): PageAttributes {
  return {
    slug: page.slug,
    titleNl: page.titleNl,
    titleEn: page.titleEn,
    bodyNl: page.bodyNl,
    bodyEn: page.bodyEn,
    seoTitleNl: page.seoTitleNl,
    seoTitleEn: page.seoTitleEn,
    seoDescriptionNl: page.seoDescriptionNl,
    seoDescriptionEn: page.seoDescriptionEn,
    coverFileId: page.coverFileId,
    status: page.status,
    layout: page.layout,
    version: page.version,
    isHomePage,
    publishedAt: page.publishedAt?.toISOString() ?? null,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
  };
}

export function buildPageDocument(view: PageView): JsonApiDocument {
  return {
    data: {
      type: PAGE_TYPE,
      id: view.page.id,
      attributes: snakeizeKeys<Record<string, unknown>>(attributesOf(view.page, view.isHomePage)),
    },
  };
}

/** A list leaves the bodies out: it names pages, GET /pages/{slug} shows one. */
export function buildPagesDocument(
  listing: PageListing,
  query: Record<string, unknown>,
): JsonApiDocument {
  return {
    data: listing.rows.map((page): Resource => {
      const {
        bodyNl: _nl,
        bodyEn: _en,
        ...rest
      } = attributesOf(page, page.id === listing.homePageId);
      return { type: PAGE_TYPE, id: page.id, attributes: snakeizeKeys(rest) };
    }),
    meta: { total: listing.total },
    links: buildPageLinks(
      `${API_BASE_PATH}/pages`,
      query,
      { number: listing.pageNumber, size: listing.pageSize },
      listing.total,
    ),
  };
}

export function buildPageVersionsDocument(views: PageVersionView[]): JsonApiDocument {
  return {
    data: views.map(({ row, savedByFirstName, savedByLastName, savedByEmail }) => {
      const attributes: PageVersionAttributes = {
        version: row.version,
        slug: row.slug,
        titleNl: row.titleNl,
        titleEn: row.titleEn,
        bodyNl: row.bodyNl,
        bodyEn: row.bodyEn,
        status: row.status,
        savedByName:
          savedByEmail === null
            ? null
            : formatUserName({
                firstName: savedByFirstName,
                lastName: savedByLastName,
                email: savedByEmail,
              }),
        createdAt: row.createdAt.toISOString(),
      };
      return { type: 'page_versions', id: row.id, attributes: snakeizeKeys(attributes) };
    }),
    meta: { total: views.length },
  };
}

export function buildPreviewDocument(bodies: {
  bodyNl: string | null;
  bodyEn: string | null;
}): JsonApiDocument {
  return {
    data: { type: 'page_previews', id: 'preview', attributes: snakeizeKeys(bodies) },
  };
}
