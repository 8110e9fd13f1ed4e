import { describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '../../common/public-config';
import {
  LAST_CONFIG_STORAGE_KEY,
  lastKnownPublicConfig,
  rememberPublicConfig,
  startupPublicConfig,
} from './public-config';

const config = (defaultTenant: string) =>
  ({ defaultTenant, apiBaseUrl: '/api/v1' }) as unknown as PublicConfig;

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function answering(body: unknown, status = 200) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status }),
  ) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe('startupPublicConfig', () => {
  it('uses the boot data without a request and remembers it', async () => {
    const storage = memoryStorage();
    const fetchImpl = answering(config('other'));
    await expect(startupPublicConfig(config('demo'), { fetchImpl, storage })).resolves.toEqual(
      config('demo'),
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(lastKnownPublicConfig(storage)).toEqual(config('demo'));
  });

  it('without boot data or a known configuration, waits for /config.json and remembers it', async () => {
    const storage = memoryStorage();
    const fetchImpl = answering(config('fresh'));
    await expect(startupPublicConfig(null, { fetchImpl, storage })).resolves.toEqual(
      config('fresh'),
    );
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(lastKnownPublicConfig(storage)).toEqual(config('fresh'));
  });

  it('starts with the known configuration at once and keeps the fresh one for the next start', async () => {
    const storage = memoryStorage();
    rememberPublicConfig(config('known'), storage);
    let answer!: (response: Response) => void;
    const fetchImpl = vi.fn(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    ) as unknown as typeof fetch;
    // Resolves while /config.json has not answered yet.
    await expect(startupPublicConfig(null, { fetchImpl, storage })).resolves.toEqual(
      config('known'),
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    answer(new Response(JSON.stringify(config('fresh'))));
    await vi.waitFor(() => expect(lastKnownPublicConfig(storage)).toEqual(config('fresh')));
  });

  it('keeps the known configuration when the refresh fails (offline) or answers garbage', async () => {
    const storage = memoryStorage();
    rememberPublicConfig(config('known'), storage);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(startupPublicConfig(null, { fetchImpl: offline, storage })).resolves.toEqual(
      config('known'),
    );
    await expect(
      startupPublicConfig(null, { fetchImpl: answering({ nope: true }), storage }),
    ).resolves.toEqual(config('known'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lastKnownPublicConfig(storage)).toEqual(config('known'));
  });

  it('ignores an unreadable remembered value and a storage that throws', async () => {
    const broken = memoryStorage({ [LAST_CONFIG_STORAGE_KEY]: '{not json' });
    expect(lastKnownPublicConfig(broken)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const fetchImpl = answering(config('fresh'));
    await expect(startupPublicConfig(null, { fetchImpl, storage: throwing })).resolves.toEqual(
      config('fresh'),
    );
  });

  it('fails the start when there is nothing known and /config.json fails', async () => {
    await expect(
      startupPublicConfig(null, { fetchImpl: answering({}, 503), storage: memoryStorage() }),
    ).rejects.toThrow('503');
  });
});
