// The data viewer's wire contract (GET /api/v1/data_viewer/{dataset} and its CSV export): which
// datasets an admin browses, their columns (never a secret: no password hashes, tokens or
// two-factor data; a form's answers stay with the form), and the query both calls take.
import { object, string, type InferType } from 'yup';
import { APPLICATION_STATUSES, VACANCY_STATUSES } from '../matching';
import { ACTIVITY_STATUSES } from './activities';
import { isCalendarDay } from './analytics';
import { ORGANIZATION_STATUSES } from './organizations';
import { readPageParams, readSortParam, type ListSort } from './list-query';
import { USER_STATUSES, pageNumberSchema, sortSchema } from './users';
import { uuidSchema } from './uuid';

export const DATA_VIEWER_DATASETS = [
  'organizations',
  'users',
  'vacancies',
  'applications',
  'activities',
  'submissions',
] as const;
export type DataViewerDataset = (typeof DATA_VIEWER_DATASETS)[number];

export type DataViewerColumnKind = 'text' | 'status' | 'number' | 'date' | 'datetime';

export interface DataViewerColumn {
  key: string;
  kind: DataViewerColumnKind;
}

const text = (key: string): DataViewerColumn => ({ key, kind: 'text' });
const status = (key = 'status'): DataViewerColumn => ({ key, kind: 'status' });
const number = (key: string): DataViewerColumn => ({ key, kind: 'number' });
const at = (key: string): DataViewerColumn => ({ key, kind: 'datetime' });

/** Every dataset's columns, in the order the grid and the CSV show them. */
export const DATA_VIEWER_COLUMNS: Record<DataViewerDataset, readonly DataViewerColumn[]> = {
  organizations: [
    text('name'),
    status(),
    text('email'),
    text('phone'),
    text('website'),
    text('center'),
    number('vacancies'),
    at('created_at'),
  ],
  users: [
    text('first_name'),
    text('last_name'),
    text('email'),
    text('phone'),
    status(),
    text('roles'),
    text('center'),
    at('last_sign_in_at'),
    at('created_at'),
  ],
  vacancies: [
    text('title'),
    text('organization'),
    status(),
    text('city'),
    number('applications'),
    at('published_at'),
    at('created_at'),
  ],
  applications: [
    text('vacancy'),
    text('organization'),
    text('volunteer'),
    status(),
    at('first_answered_at'),
    at('created_at'),
  ],
  activities: [
    text('title'),
    text('organization'),
    status(),
    at('starts_at'),
    text('city'),
    number('registrations'),
    at('created_at'),
  ],
  submissions: [text('form'), number('version'), at('handled_at'), at('created_at')],
};

/** The statuses a dataset's `filter[status]` takes, as stored. */
export const DATA_VIEWER_STATUSES: Partial<Record<DataViewerDataset, readonly string[]>> = {
  organizations: ORGANIZATION_STATUSES,
  users: USER_STATUSES,
  vacancies: VACANCY_STATUSES,
  applications: APPLICATION_STATUSES,
  activities: ACTIVITY_STATUSES,
};

export const DATA_VIEWER_MAX_PAGE_SIZE = 100;
/** An export holds at most this many rows: a larger one is narrowed with the filters first. */
export const DATA_VIEWER_MAX_EXPORT = 50_000;

const day = () =>
  string()
    .optional()
    .test('calendar-day', '${path} must be a day written as YYYY-MM-DD', (value) =>
      value === undefined ? true : isCalendarDay(value),
    );

/** The query of both calls; `sort` and `fields` are checked against the dataset's columns. */
export function dataViewerQuerySchema(dataset: DataViewerDataset) {
  const keys = DATA_VIEWER_COLUMNS[dataset].map((c) => c.key);
  const statuses = DATA_VIEWER_STATUSES[dataset] ?? [];
  return object({
    'filter[q]': string().optional().max(200),
    'filter[status]': string()
      .optional()
      .oneOf([...statuses, undefined], `filter[status] must be one of ${statuses.join(', ')}`),
    'filter[from]': day(),
    'filter[to]': day(),
    'filter[center_id]': uuidSchema.optional(),
    sort: sortSchema(keys),
    fields: string()
      .optional()
      .test(
        'fields',
        `fields must be a comma-separated list of ${keys.join(', ')}`,
        (value) => value === undefined || value.split(',').every((f) => keys.includes(f.trim())),
      ),
    'page[number]': pageNumberSchema(),
    'page[size]': string()
      .optional()
      .matches(/^(?:[1-9]|[1-9]\d|100)$/, '${path} must be a whole number from 1 to 100'),
  });
}
export type DataViewerQueryParams = InferType<ReturnType<typeof dataViewerQuerySchema>>;

export interface DataViewerQuery {
  search?: string;
  status?: string;
  from?: string;
  to?: string;
  centerId?: string;
  sort: ListSort<string>;
  /** The columns asked for, in the dataset's order; all when none was named. */
  fields: string[];
  pageNumber: number;
  pageSize: number;
}

export function readDataViewerQuery(
  dataset: DataViewerDataset,
  params: DataViewerQueryParams,
): DataViewerQuery {
  const keys = DATA_VIEWER_COLUMNS[dataset].map((c) => c.key);
  const asked = params.fields?.split(',').map((f) => f.trim());
  return {
    search: params['filter[q]']?.trim() || undefined,
    status: params['filter[status]'],
    from: params['filter[from]'],
    to: params['filter[to]'],
    centerId: params['filter[center_id]']?.toLowerCase(),
    sort: readSortParam(params.sort ?? '-created_at', 'created_at'),
    fields: asked ? keys.filter((k) => asked.includes(k)) : keys,
    ...readPageParams(params),
  };
}

export const DATA_ROW_TYPE = 'data_rows';
