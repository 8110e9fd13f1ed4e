// Distances in SQL, shared by the vacancy search (a volunteer's place to vacancies) and the
// volunteer pool (a place or a vacancy to volunteers): the great-circle distance over lat/lng
// columns, and the bounding box that lets a (lat, lng) condition use an index first.
import { sql, type SQL } from 'drizzle-orm';

const KM_PER_DEGREE_LAT = 111.045;
const EARTH_DIAMETER_KM = 12742;

/** Great-circle distance in km from (lat, lng) to `<alias>.lat/lng` (null without them). */
export function buildHaversineSql(alias: string, lat: number, lng: number): SQL {
  const rowLat = sql.raw(`${alias}.lat`);
  const rowLng = sql.raw(`${alias}.lng`);
  return sql`(${EARTH_DIAMETER_KM} * asin(least(1, sqrt(
    power(sin(radians(${rowLat} - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(${rowLat})) * power(sin(radians(${rowLng} - ${lng}::float8) / 2), 2)
  ))))`;
}

/** The lat/lng rectangle around a point that holds every place within `km` (index prefilter). */
export function computeBoundingBox(lat: number, lng: number, km: number) {
  const dLat = km / KM_PER_DEGREE_LAT;
  const cos = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const dLng = km / (KM_PER_DEGREE_LAT * cos);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}
