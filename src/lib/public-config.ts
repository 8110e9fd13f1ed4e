// Reads the browser's public configuration (GET /config.json) that the server builds from its
// settings, so one build serves every deployment (DESIGN.md section 4). A start that has no boot
// data (the worker's cached index.html: every repeat visit) uses the configuration this browser
// last saw on this host and refreshes it in the background for the next start, instead of
// waiting for /config.json (network first in the worker: up to a round trip, or a failed one
// offline). See docs/decisions.md, "Last known configuration".
import type { PublicConfig } from '../../common/public-config';

/** localStorage key (per origin, so per host) of the last configuration this browser saw. */
export const LAST_CONFIG_STORAGE_KEY = 'volunteerly.config';

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValue | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked (some privacy settings throw on access).
    return null;
  }
}

export async function loadPublicConfig(fetchImpl: typeof fetch = fetch): Promise<PublicConfig> {
  const response = await fetchImpl('/config.json', {
    headers: { Accept: 'application/json' },
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isPublicConfig(config)) throw new Error('GET /config.json did not return a configuration');
  return config;
}

export function isPublicConfig(value: unknown): value is PublicConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PublicConfig).defaultTenant === 'string'
  );
}

/** The configuration last remembered on this host, or null (none, unreadable, storage blocked). */
export function lastKnownPublicConfig(storage = browserStorage()): PublicConfig | null {
  try {
    const raw = storage?.getItem(LAST_CONFIG_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isPublicConfig(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberPublicConfig(config: PublicConfig, storage = browserStorage()): void {
  try {
    storage?.setItem(LAST_CONFIG_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Full or blocked storage: the next start fetches /config.json again.
  }
}

/**
 * The configuration a start uses: the boot data's (a page load from the server), else the last
 * known one (refreshed in the background for the next start), else /config.json. A changed
 * configuration therefore reaches a repeat visit one start later; DESIGN.md section 8's update
 * prompt reloads clients after a deploy, which covers changes that come with a build.
 */
export async function startupPublicConfig(
  boot: PublicConfig | null,
  {
    fetchImpl = fetch,
    storage = browserStorage(),
  }: { fetchImpl?: typeof fetch; storage?: KeyValue | null } = {},
): Promise<PublicConfig> {
  if (boot) {
    rememberPublicConfig(boot, storage);
    return boot;
  }
  const known = lastKnownPublicConfig(storage);
  if (known) {
    void loadPublicConfig(fetchImpl).then(
      (fresh) => rememberPublicConfig(fresh, storage),
      // Offline or a failing server: the known one stays for the next start.
      () => undefined,
    );
    return known;
  }
  const fresh = await loadPublicConfig(fetchImpl);
  rememberPublicConfig(fresh, storage);
  return fresh;
}
