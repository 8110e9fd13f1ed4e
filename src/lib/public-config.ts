// Reads the browser's public configuration (GET /config.json) that the server builds from its
// settings, so one build serves every deployment (DESIGN.md section 4).
import type { PublicConfig } from '../../common/public-config';

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
