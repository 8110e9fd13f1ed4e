// The e2e network cut (server/modules/test-support/network-cut.ts): with test routes on, a request
// carrying the cookie e2e_network=down loses its connection, as a browser whose network went away
// mid-request; other requests, and every request without test routes, are answered as usual.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNetworkCut } from '../../server/modules/test-support/network-cut';
import { createApiHarness, type ApiHarness } from '../support/api-harness';

/** A listening server for the describe block it is called in; returns its base URL (a getter). */
function listeningServer(enableTestRoutes: boolean): () => string {
  let harness: ApiHarness;
  let base = '';
  beforeAll(async () => {
    harness = await createApiHarness({ enableTestRoutes });
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => harness.close());
  return () => base;
}

describe('with test routes on', () => {
  const server = listeningServer(true);

  it('drops the connection of a request with the cookie', async () => {
    const error = await fetch(`${server()}/api/v1/health`, {
      headers: { cookie: 'locale=nl; e2e_network=down' },
    }).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(TypeError);
  });

  it('answers the same request without it, or with another value', async () => {
    expect((await fetch(`${server()}/api/v1/health`)).status).toBe(200);
    const up = await fetch(`${server()}/api/v1/health`, { headers: { cookie: 'e2e_network=up' } });
    expect(up.status).toBe(200);
  });
});

describe('with test routes off (production)', () => {
  const server = listeningServer(false);

  it('ignores the cookie', async () => {
    const response = await fetch(`${server()}/api/v1/health`, {
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
