// Test-only (ENABLE_TEST_ROUTES=true): a browser whose requests carry the cookie
// `e2e_network=down` gets its connection dropped, as when the network goes away mid-request. The
// offline e2e specs set it beside Playwright's offline emulation, which is not airtight: about one
// run in ten under load, a write queued offline reached this server while a reloaded or reopened
// page was starting, with navigator.onLine false once it had loaded and no request in Playwright's
// network events (the emulation seems to reach a new document only after its first requests). A
// cookie lives in the browser's own store, so every document and the service worker send it from
// their first request.
import type { FastifyInstance } from 'fastify';

export const NETWORK_CUT_COOKIE = 'e2e_network';
export const NETWORK_CUT_VALUE = 'down';

const CUT = new RegExp(`(?:^|;\\s*)${NETWORK_CUT_COOKIE}=${NETWORK_CUT_VALUE}(?:;|$)`);

/** True when the Cookie header asks for the network to be down. */
export function isNetworkCut(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && CUT.test(cookieHeader);
}

export function addNetworkCutHook(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isNetworkCut(request.headers.cookie)) return;
    reply.hijack();
    request.raw.socket.destroy();
  });
}
