// Postcode to coordinates, behind an interface so that the source can change (DESIGN.md: PDOK
// Locatieserver by default, a local fake speaking its format in tests). A lookup that fails or
// takes too long throws; callers decide what that means (a profile save goes on without
// coordinates).

export interface GeocodeResult {
  lat: number;
  lng: number;
  city: string | null;
}

export interface Geocoder {
  /** Coordinates of a Dutch postcode ('1234AB'); null when the postcode does not exist. */
  geocodePostcode(postcode: string): Promise<GeocodeResult | null>;
}

export class GeocoderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

interface PdokDoc {
  type?: string;
  postcode?: string;
  woonplaatsnaam?: string;
  centroide_ll?: string;
}

/** 'POINT(5.12 52.09)' (longitude first, WGS84) to numbers. */
export function parsePdokPoint(point: unknown): { lat: number; lng: number } | null {
  if (typeof point !== 'string') return null;
  const match = /^POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)$/i.exec(point.trim());
  if (!match) return null;
  const lng = Number(match[1]);
  const lat = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * PDOK Locatieserver's free search: GET {baseUrl}/free?q=postcode:1234AB&fq=type:postcode&rows=1
 * answers { response: { numFound, docs: [{ postcode, woonplaatsnaam, centroide_ll }] } }.
 */
export function createPdokGeocoder(options: {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async geocodePostcode(postcode) {
      const compact = postcode.replace(/\s+/g, '').toUpperCase();
      const params = new URLSearchParams({
        q: `postcode:${compact}`,
        fq: 'type:postcode',
        rows: '1',
        fl: 'postcode,woonplaatsnaam,centroide_ll,type',
      });
      let body: unknown;
      try {
        const response = await doFetch(`${base}/free?${params.toString()}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new GeocoderError(`the geocoder answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof GeocoderError) throw error;
        const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'is unreachable';
        throw new GeocoderError(`the geocoder ${reason}`, { cause: error });
      }
      const docs = (body as { response?: { docs?: PdokDoc[] } })?.response?.docs;
      if (!Array.isArray(docs)) throw new GeocoderError('the geocoder answered an unknown format');
      const doc = docs.find((d) => d.postcode?.toUpperCase() === compact) ?? null;
      if (!doc) return null;
      const point = parsePdokPoint(doc.centroide_ll);
      if (!point) throw new GeocoderError('the geocoder answered a postcode without coordinates');
      return { ...point, city: doc.woonplaatsnaam ?? null };
    },
  };
}
