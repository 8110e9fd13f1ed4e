// JSON:API paging and sorting for list endpoints (DESIGN.md section 7): page[number] and
// page[size] (default 25, at most 1000), `sort` with '-' for descending, and `links` to the
// first, previous, next and last pages built from the request's own query.

export const DEFAULT_PAGE_SIZE = 25;

export interface Page {
  number: number;
  size: number;
}

export function readPage(query: Record<string, unknown>): Page {
  const number = Number(query['page[number]'] ?? 1);
  const size = Number(query['page[size]'] ?? DEFAULT_PAGE_SIZE);
  return { number, size };
}

export function readSort<C extends string>(
  value: string | undefined,
  fallback: C,
): { column: C; descending: boolean } {
  if (!value) return { column: fallback, descending: false };
  return { column: value.replace(/^-/, '') as C, descending: value.startsWith('-') };
}

/** links.self/first/prev/next/last for a list at `path` with the request's query. */
export function buildPageLinks(
  path: string,
  query: Record<string, unknown>,
  page: Page,
  total: number,
): Record<string, string | null> {
  const last = Math.max(1, Math.ceil(total / page.size));
  const linkTo = (n: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (key === 'page[number]' || key === 'page[size]' || value === undefined) continue;
      params.append(key, String(value));
    }
    params.set('page[number]', String(n));
    params.set('page[size]', String(page.size));
    return `${path}?${params.toString()}`;
  };
  return {
    self: linkTo(page.number),
    first: linkTo(1),
    prev: page.number > 1 ? linkTo(Math.min(page.number - 1, last)) : null,
    next: page.number < last ? linkTo(page.number + 1) : null,
    last: linkTo(last),
  };
}
