// The e2e network cut (server/modules/test-support/network-cut.ts): with test routes on, a request
// carrying the cookie e2e_network=down loses its connection, as a browser whose network went away
// mid-request; other requests, and every request without test routes, are answered as usual.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNetworkCut } from '../../server/modules/test-support/network-cut';
import { createApiHarness, type ApiHarness } from '../support/api-harness';

async function listen(harness: ApiHarness): Promise<string> {
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = harness.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

describe('with test routes on', () => {
  let harness: ApiHarness;
  let base = '';
  beforeAll(async () => {
    harness = await createApiHarness({ enableTestRoutes: true });
    base = await listen(harness);
  });
  afterAll(async () => harness.close());

  it('drops the connection of a request with the cookie', async () => {
    const error = await fetch(`${base}/api/v1/health`, {
      headers: { cookie: 'locale=nl; e2e_network=down' },
    }).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(TypeError);
  });

  it('answers the same request without it, or with another value', async () => {
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
    const up = await fetch(`${base}/api/v1/health`, { headers: { cookie: 'e2e_network=up' } });
    expect(up.status).toBe(200);
  });
});

describe('with test routes off (production)', () => {
  let harness: ApiHarness;
  let base = '';
  beforeAll(async () => {
    harness = await createApiHarness({ enableTestRoutes: false });
    base = await listen(harness);
  });
  afterAll(async () => harness.close());

  it('ignores the cookie', async () => {
    const response = await fetch(`${base}/api/v1/health`, {
      headers: { cookie: 'e2e_network=down' },
    });
    expect(response.status).toBe(200);
  });
});

describe('isNetworkCut', () => {
  it('reads the cookie among others, and nothing else', () => {
    expect(isNetworkCut('e2e_network=down')).toBe(true);
    expect(isNetworkCut('a=1; e2e_network=down; b=2')).toBe(true);
    expect(isNetworkCut('e2e_network=downhill')).toBe(false);
    expect(isNetworkCut('x_e2e_network=down')).toBe(false);
    expect(isNetworkCut(undefined)).toBe(false);
  });
});
