// Answers kept in memory under a key and the data generation they were read at: an entry is
// used only while the generation it was stored under is still the current one, so a write seen
// by the database (which moves the generation) is seen by the next read on every instance. The
// least recently used entries go first once the bytes exceed the budget. Each instance keeps its
// own: nothing is shared but the generation, which lives in the database.

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export interface ResponseCache {
  /** Whether the cache keeps anything (a budget of 0 turns it off). */
  readonly enabled: boolean;
  /** The answer stored under `key` at `generation`, or undefined (counted as a miss). */
  get(key: string, generation: string): string | undefined;
  set(key: string, generation: string, body: string): void;
  stats(): ResponseCacheStats;
}

interface Entry {
  generation: string;
  body: string;
  bytes: number;
}

/** An answer bigger than this part of the budget is not kept: it would push out many others. */
const LARGEST_SHARE = 8;

export function createResponseCache(options: { maxBytes: number }): ResponseCache {
  // A Map iterates in insertion order: re-inserting on use keeps the oldest use first.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    enabled: options.maxBytes > 0,
    get(key, generation) {
      const entry = entries.get(key);
      if (!entry || entry.generation !== generation) {
        if (entry) remove(key, entry);
        misses += 1;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      hits += 1;
      return entry.body;
    },
    set(key, generation, body) {
      // UTF-16 code units: close enough to the bytes a string holds for a budget.
      const size = (key.length + body.length) * 2;
      if (size > options.maxBytes / LARGEST_SHARE) return;
      const old = entries.get(key);
      if (old) remove(key, old);
      entries.set(key, { generation, body, bytes: size });
      bytes += size;
      for (const [oldest, entry] of entries) {
        if (bytes <= options.maxBytes) break;
        remove(oldest, entry);
      }
    },
    stats: () => ({ hits, misses, entries: entries.size, bytes }),
  };
}
