// JSON:API document types and the (de)serialization both ends use: the server builds
// documents with these types, the browser flattens them (attributes + resolved relationships).

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface Relationship {
  data: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: Record<string, string>;
  meta?: Record<string, unknown>;
}

export interface Resource<A = Record<string, unknown>> extends ResourceIdentifier {
  attributes: A;
  relationships?: Record<string, Relationship>;
  links?: Record<string, string>;
  meta?: Record<string, unknown>;
}

export interface JsonApiErrorObject {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: Record<string, unknown>;
}

export interface JsonApiDocument<D = Resource | Resource[] | null> {
  data?: D;
  included?: Resource[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
  errors?: JsonApiErrorObject[];
}

/** A resource flattened for the app: id, type, attributes and resolved relationships. */
export type Flat<T = Record<string, unknown>> = T & { id: string; type: string };

function keyOf(r: ResourceIdentifier): string {
  return `${r.type}:${r.id}`;
}

/**
 * Flattens a compound document: each resource becomes `{id, type, ...attributes, meta?, ...relations}`
 * where every relationship is replaced by the included resource (or the bare identifier when
 * it was not included). Cycles are safe: the same object is reused for the same resource.
 */
export function deserialize<T = Record<string, unknown>>(
  doc: JsonApiDocument,
): {
  data: Flat<T> | Flat<T>[] | null;
  meta: Record<string, unknown>;
  links: Record<string, string | null>;
} {
  const index = new Map<string, Resource>();
  const all = [
    ...(Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : []),
    ...(doc.included ?? []),
  ];
  for (const r of all) index.set(keyOf(r), r);
  const built = new Map<string, Record<string, unknown>>();

  const build = (r: Resource): Record<string, unknown> => {
    const key = keyOf(r);
    const existing = built.get(key);
    if (existing) return existing;
    // A resource's own meta (a search hit's distance, a recommendation's reasons) stays with it.
    const out: Record<string, unknown> = {
      id: r.id,
      type: r.type,
      ...r.attributes,
      ...(r.meta ? { meta: r.meta } : {}),
    };
    built.set(key, out);
    for (const [name, rel] of Object.entries(r.relationships ?? {})) {
      const resolve = (id: ResourceIdentifier) => {
        const found = index.get(keyOf(id));
        return found ? build(found) : { id: id.id, type: id.type };
      };
      if (rel.data === undefined) continue;
      out[name] = Array.isArray(rel.data)
        ? rel.data.map(resolve)
        : rel.data
          ? resolve(rel.data)
          : null;
    }
    return out;
  };

  const data = Array.isArray(doc.data)
    ? doc.data.map((r) => build(r) as Flat<T>)
    : doc.data
      ? (build(doc.data) as Flat<T>)
      : null;
  return { data, meta: doc.meta ?? {}, links: doc.links ?? {} };
}

/** Builds a request document `{data: {type, id?, attributes}}`. */
export function serialize(
  type: string,
  attributes: Record<string, unknown>,
  id?: string,
): { data: { type: string; id?: string; attributes: Record<string, unknown> } } {
  return { data: { type, ...(id ? { id } : {}), attributes } };
}

/** Parses `include=a,b.c` into a set of top-level names. */
export function parseInclude(include: unknown): Set<string> {
  if (typeof include !== 'string' || include.trim() === '') return new Set();
  return new Set(
    include
      .split(',')
      .map((s) => s.trim().split('.')[0]!)
      .filter(Boolean),
  );
}
