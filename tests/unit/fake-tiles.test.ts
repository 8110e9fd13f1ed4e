// The fake tile server answers the tile template's paths with a real PNG, and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTiles, type FakeTiles } from '../support/fake-tiles';

let tiles: FakeTiles;
beforeAll(async () => {
  tiles = await startFakeTiles();
});
afterAll(async () => {
  await tiles.close();
});

describe('the fake tile server', () => {
  it('serves a 256 px PNG for {z}/{x}/{y}.png and counts it', async () => {
    const url = tiles.template.replace('{z}', '7').replace('{x}', '65').replace('{y}', '42');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(body.readUInt32BE(16)).toBe(256);
    expect(body.readUInt32BE(20)).toBe(256);
    expect(tiles.requests).toEqual(['7/65/42']);
  });

  it('answers 404 for anything else', async () => {
    const other = tiles.template.replace('{z}/{x}/{y}.png', 'capabilities.xml');
    expect((await fetch(other)).status).toBe(404);
  });
});
