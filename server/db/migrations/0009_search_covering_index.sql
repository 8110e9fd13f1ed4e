-- Distance search (issue 5 benchmark): the (tenant_id, lat, lng) index also carries what the
-- search's visibility rule and order read (center, status, published_at, id), so a distance
-- search is an index-only scan instead of ~25,000 heap reads for a 25 km radius (47 ms -> 15 ms
-- at 100,000 vacancies). Drizzle cannot declare INCLUDE, hence raw SQL here.
DROP INDEX IF EXISTS "vacancies_tenant_lat_lng_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vacancies_tenant_lat_lng_cover_idx"
  ON "vacancies" ("tenant_id", "lat", "lng") INCLUDE ("center_id", "status", "published_at", "id");
