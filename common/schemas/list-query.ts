// What every list endpoint's query shares once validated: paging, sort and comma-separated lists,
// read into the typed values the servers' services take (each resource's schema file builds its
// typed list query with these).

export const DEFAULT_LIST_PAGE_SIZE = 25;

export interface ListSort<C extends string> {
  column: C;
  descending: boolean;
}

/** page[number] (from 1) and page[size] of a validated query. */
export function readPageParams(
  params: { 'page[number]'?: string; 'page[size]'?: string },
  defaultSize = DEFAULT_LIST_PAGE_SIZE,
): { pageNumber: number; pageSize: number } {
  return {
    pageNumber: Number(params['page[number]'] ?? 1),
    pageSize: Number(params['page[size]'] ?? defaultSize),
  };
}

/** `sort` ('-' for descending) of a validated query; `fallback` ascending when absent. */
export function readSortParam<C extends string>(
  value: string | undefined,
  fallback: C,
): ListSort<C> {
  if (!value) return { column: fallback, descending: false };
  return { column: value.replace(/^-/, '') as C, descending: value.startsWith('-') };
}

/** A comma-separated list, trimmed, lower-cased and without repeats; undefined when empty. */
export function splitParamList(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  const items = value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(items)];
}

/** A number of a validated query; undefined when absent. */
export function readNumberParam(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}

/** 'true' or 'false' of a validated query as a boolean; undefined when absent. */
export function readBooleanParam(value: unknown): boolean | undefined {
  return value === undefined ? undefined : value === 'true';
}
