// The per-process cache of each tenant's center directory (the host lookup of every request).
import { describe, expect, it } from 'vitest';
import type { VolunteerCenterRow } from '../../db/schema/volunteer-centers';
import {
  CENTER_DIRECTORY_TTL_MS,
  createCenterDirectoryCache,
  pickCenterForHost,
  type CenterDirectory,
} from './service';

function center(id: string, hosts: string[], isDefault = false): VolunteerCenterRow {
  const at = new Date('2026-01-01T00:00:00Z');
  return {
    tenantId: 'demo',
    id,
    name: `Center ${id}`,
    slug: id,
    hosts,
    isDefault,
    createdAt: at,
    updatedAt: at,
  };
}

describe('createCenterDirectoryCache', () => {
  it('loads a tenant once within the cache time, again after it, and each tenant apart', async () => {
    let clock = 0;
    const cache = createCenterDirectoryCache(() => clock);
    const loads: string[] = [];
    const loader = (tenant: string, directory: CenterDirectory) => () => {
      loads.push(tenant);
      return Promise.resolve(directory);
    };
    const first: CenterDirectory = { centers: [center('a', ['a.example'])], defaultId: null };
    const second: CenterDirectory = { centers: [center('b', ['b.example'])], defaultId: null };
    expect(await cache.get('demo', loader('demo', first))).toBe(first);
    clock = CENTER_DIRECTORY_TTL_MS - 1;
    expect(await cache.get('demo', loader('demo', second))).toBe(first);
    expect(await cache.get('cordaad', loader('cordaad', second))).toBe(second);
    clock = CENTER_DIRECTORY_TTL_MS;
    expect(await cache.get('demo', loader('demo', second))).toBe(second);
    expect(loads).toEqual(['demo', 'cordaad', 'demo']);
  });

  it('shares one load between requests that arrive together and keeps no failed load', async () => {
    const cache = createCenterDirectoryCache(() => 0);
    let calls = 0;
    const slow = () => {
      calls++;
      return new Promise<CenterDirectory>((resolve) =>
        setTimeout(() => resolve({ centers: [], defaultId: null }), 5),
      );
    };
    await Promise.all([cache.get('demo', slow), cache.get('demo', slow)]);
    expect(calls).toBe(1);
    const failing = createCenterDirectoryCache(() => 0);
    await expect(failing.get('demo', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    const directory = { centers: [], defaultId: null };
    expect(await failing.get('demo', () => Promise.resolve(directory))).toBe(directory);
  });
});

describe('pickCenterForHost', () => {
  const directory: CenterDirectory = {
    centers: [center('a', ['a.example']), center('b', ['b.example'], true), center('c', [])],
    defaultId: 'c',
  };

  it('picks the center of the host (without port, any case), else the configured default', () => {
    expect(pickCenterForHost(directory, 'A.example:8080')!.id).toBe('a');
    expect(pickCenterForHost(directory, 'elsewhere.example')!.id).toBe('c');
    expect(pickCenterForHost({ ...directory, defaultId: null }, 'x')!.id).toBe('b');
    expect(pickCenterForHost({ centers: [], defaultId: null }, 'x')).toBeNull();
  });
});
