// yup schemas for tags (docs/matching-api.md "Tags"): create, edit, merge and the list
// query. Keys are camelCase (forms); the wire is snake_case. Tags are tenant-wide.
import { boolean, object, string, type InferType, type StringSchema } from 'yup';
import { CATEGORY_ILLUSTRATIONS, type CategoryIllustration } from '../illustrations';
import { TAG_KINDS, type TagKind } from '../matching';
import { readPageParams, readSortParam, type ListSort } from './list-query';
import { pageNumberSchema, sortSchema } from './users';
import { uuidSchema } from './uuid';

export const MAX_TAG_NAME_LENGTH = 60;
export const TAG_SORTS = ['name_nl', 'name_en', 'vacancies_count'] as const;
export type TagSort = (typeof TAG_SORTS)[number];
export const MAX_TAG_PAGE_SIZE = 1000;

/** A tag's attributes on the wire. */
export interface TagAttributes {
  kind: TagKind;
  nameNl: string;
  nameEn: string;
  /** A category's picture (one of CATEGORY_ILLUSTRATIONS); null for none. */
  illustration: CategoryIllustration | null;
  /** Help in this category needs a certificate of conduct (VOG); help categories only. */
  requiresVog: boolean;
  /** Left out where counting would cost more than it tells (tags included with vacancies). */
  vacanciesCount?: number;
  createdAt: string;
}

/**
 * PostgreSQL text cannot hold U+0000: refused here as bad input (a 400 with its pointer) instead
 * of failing in the database. Shared with the vacancy schemas.
 */
export function refuseNul<S extends StringSchema<string | null | undefined>>(schema: S): S {
  return schema.test(
    'no-nul',
    '${path} may not contain the character U+0000',
    (value) => typeof value !== 'string' || !value.includes('\u0000'),
  ) as S;
}

const tagName = refuseNul(string().trim().min(1).max(MAX_TAG_NAME_LENGTH));

/** A category's picture: one of the shipped illustrations, or null for none. */
const illustrationSchema = string()
  .nullable()
  .oneOf(
    [...CATEGORY_ILLUSTRATIONS, null],
    `illustration must be one of ${CATEGORY_ILLUSTRATIONS.join(', ')}`,
  );

/** POST /api/v1/tags. */
export const tagSchema = object({
  kind: string().oneOf(TAG_KINDS).required(),
  nameNl: tagName.required(),
  nameEn: tagName.required(),
  illustration: illustrationSchema,
  requiresVog: boolean().strict().default(false),
});
export type TagInput = InferType<typeof tagSchema>;

/** PATCH /api/v1/tags/{id}: any of these. */
export const tagUpdateSchema = object({
  kind: string().oneOf(TAG_KINDS),
  nameNl: tagName,
  nameEn: tagName,
  illustration: illustrationSchema,
  requiresVog: boolean().strict(),
});
export type TagUpdate = InferType<typeof tagUpdateSchema>;

/** POST /api/v1/tags/{id}/merge. */
export const tagMergeSchema = object({
  intoId: uuidSchema.required(),
});

/** Query of GET /api/v1/tags. */
export const tagListQuerySchema = object({
  'filter[kind_eq]': string().oneOf(TAG_KINDS).optional(),
  'filter[q]': refuseNul(string().trim().max(MAX_TAG_NAME_LENGTH).optional()),
  'page[number]': pageNumberSchema(),
  'page[size]': string()
    .optional()
    .test(
      'page-size',
      `page[size] must be a whole number from 1 to ${MAX_TAG_PAGE_SIZE}`,
      (value) =>
        value === undefined ||
        (/^\d{1,7}$/.test(value) && +value >= 1 && +value <= MAX_TAG_PAGE_SIZE),
    ),
  sort: sortSchema(TAG_SORTS),
});
export type TagListQueryParams = InferType<typeof tagListQuerySchema>;

/** GET /api/v1/tags's query, typed: each parameter the camelCase form of its wire name. */
export interface TagListQuery {
  kindEq?: TagKind;
  q?: string;
  sort: ListSort<TagSort>;
  pageNumber: number;
  pageSize: number;
}

export function readTagListQuery(params: TagListQueryParams): TagListQuery {
  return {
    kindEq: params['filter[kind_eq]'],
    q: params['filter[q]'] || undefined,
    sort: readSortParam<TagSort>(params.sort, 'name_nl'),
    ...readPageParams(params, MAX_TAG_PAGE_SIZE),
  };
}
