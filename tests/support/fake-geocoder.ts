// A local stand-in for PDOK Locatieserver's free search (GET /free?q=postcode:1234AB&fq=
// type:postcode&rows=1), answering in its format for the postcode areas of the GLOSSARY places
// (any 1234AB whose four digits name a demo place); other postcodes are not found. It can be
// made to fail (HTTP 500) or to hang, to test that a profile save survives a geocoder outage.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLACES } from '../../server/seed/demo-places';

/** The path of the real service, so that joining the base URL is tested too. */
const BASE_PATH = '/bzk/locatieserver/search/v3_1';

export type FakeGeocoderMode = 'ok' | 'error' | 'hang';

export interface FakeGeocoder {
  /** Base URL to use as GEOCODER_URL. */
  url: string;
  /** The postcodes asked for, in order. */
  requests: string[];
  setMode(mode: FakeGeocoderMode): void;
  close(): Promise<void>;
}

/** The coordinates the fake answers for a postcode, or null when it does not know it. */
export function lookUpFakePostcode(postcode: string) {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  const place = Object.values(PLACES).find((p) => compact.startsWith(p.postcodeArea));
  if (!place || !/^\d{4}[A-Z]{2}$/.test(compact)) return null;
  return { postcode: compact, city: place.city, lat: place.lat, lng: place.lng };
}

function buildAnswer(postcode: string) {
  const hit = lookUpFakePostcode(postcode);
  const docs = hit
    ? [
        {
          type: 'postcode',
          weergavenaam: `${hit.postcode}, ${hit.city}`,
          postcode: hit.postcode,
          woonplaatsnaam: hit.city,
          centroide_ll: `POINT(${hit.lng} ${hit.lat})`,
          id: `pcd-${hit.postcode}`,
        },
      ]
    : [];
  return { response: { numFound: docs.length, start: 0, maxScore: 1, numFoundExact: true, docs } };
}

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const requests: string[] = [];
  let mode: FakeGeocoderMode = 'ok';
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = url.searchParams.get('q') ?? '';
    const postcode = query.replace(/^postcode:/, '');
    if (url.pathname !== `${BASE_PATH}/free` || !query.startsWith('postcode:')) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'unsupported query' }));
      return;
    }
    requests.push(postcode);
    if (mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('internal error');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(buildAnswer(postcode)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    requests,
    setMode(next) {
      mode = next;
    },
    close() {
      for (const res of hanging) res.destroy();
      hanging.clear();
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
