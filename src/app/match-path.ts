// Matches a pathname against a route pattern of SPEC section 2 ('/users/:id', '/:slug?').
// Our own few lines so the route table, the preloader and the guards agree on one rule.

export type RouteParams = Record<string, string | undefined>;

export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const params: RouteParams = {};
  let i = 0;
  for (const part of want) {
    const optional = part.endsWith('?');
    const name = optional ? part.slice(1, -1) : part.slice(1);
    const segment = have[i];
    if (part.startsWith(':')) {
      if (segment === undefined) {
        if (!optional) return null;
        params[name] = undefined;
        continue;
      }
      try {
        params[name] = decodeURIComponent(segment);
      } catch {
        return null;
      }
      i += 1;
    } else {
      if (segment !== part) return null;
      i += 1;
    }
  }
  return i === have.length ? params : null;
}
