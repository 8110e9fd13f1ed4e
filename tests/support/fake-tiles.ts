// A local stand-in for an XYZ tile server (PDOK's BRT achtergrondkaart speaks the same: GET
// .../{z}/{x}/{y}.png answers a 256 px PNG). Every tile is a small, valid PNG of one light colour
// (a different shade per zoom level, so a zoom visibly changes the map). Counts what it served.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

/** The path of the real service, so that the template's placeholders are tested as it uses them. */
const BASE_PATH = '/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857';

export interface FakeTiles {
  /** The template to use as MAP_TILE_URL. */
  template: string;
  /** The tiles asked for ('z/x/y'), in order. */
  requests: string[];
  close(): Promise<void>;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256x256 RGB PNG of one colour. */
export function buildTilePng(rgb: [number, number, number]): Buffer {
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x += 1) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILE = /^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;

export async function startFakeTiles(): Promise<FakeTiles> {
  const requests: string[] = [];
  const cache = new Map<number, Buffer>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = url.pathname.startsWith(BASE_PATH)
      ? TILE.exec(url.pathname.slice(BASE_PATH.length))
      : null;
    if (!match) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not a tile');
      return;
    }
    const z = Number(match[1]);
    requests.push(`${match[1]}/${match[2]}/${match[3]}`);
    if (!cache.has(z)) cache.set(z, buildTilePng([232 - (z % 8) * 4, 238, 228 + (z % 4) * 4]));
    res.writeHead(200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=3600',
      'access-control-allow-origin': '*',
    });
    res.end(cache.get(z));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}${BASE_PATH}/{z}/{x}/{y}.png`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
