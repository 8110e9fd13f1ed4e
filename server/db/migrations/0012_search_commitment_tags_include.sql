-- Tag filters (issue 5 benchmark): the (tenant_id, center_id, status, commitment, starts_on,
-- ends_on) index also carries tag_ids and remote, so that counting 'tagged Sport, recurring' or
-- 'tagged Ouderen or Zorg, on site' up to the cap is an index-only scan (~3 ms at 100,000
-- vacancies) instead of the sequential scan PostgreSQL picks for a count that stops early
-- (~20 ms: it cannot know that the table's rows are a kilobyte of text each). Drizzle cannot
-- declare INCLUDE, hence raw SQL (schema/matching.ts keeps the key columns).
DROP INDEX IF EXISTS "vacancies_tenant_center_status_commitment_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vacancies_tenant_center_status_commitment_idx"
  ON "vacancies" ("tenant_id", "center_id", "status", "commitment", "starts_on", "ends_on")
  INCLUDE ("tag_ids", "remote");
