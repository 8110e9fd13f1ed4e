-- Vacancy search under row-level security (issue 5). With a policy on a table, PostgreSQL only
-- uses a condition as an index condition when its function is LEAKPROOF; `@@` (ts_match_vq) and
-- array `@>` (arraycontains) are not marked so, which made every full-text search and the
-- "shared with this center" branch read the whole vacancies table (seconds at 100,000 rows)
-- instead of using the GIN indexes on search_vector and shared_center_ids.
-- Both functions compare their arguments and answer true or false; they raise no error that
-- depends on the values (the only errors are about the types, decided before any row is read),
-- so they cannot reveal rows the policy hides. Marking a built-in function needs a superuser
-- (PGlite's postgres, the usual migrating role); elsewhere the search stays correct and the
-- migration says why it is slower.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF;
  ALTER FUNCTION pg_catalog.arraycontains(anyarray, anyarray) LEAKPROOF;
EXCEPTION
  WHEN insufficient_privilege THEN
    RAISE NOTICE 'vacancy search: not a superuser, so full-text and shared-center searches cannot use their GIN indexes under row-level security';
END
$$;
--> statement-breakpoint
-- Sorting a center's vacancies by title (sort=title: the manage list, the search) walks this
-- index instead of sorting every published vacancy of the center for each page.
CREATE INDEX IF NOT EXISTS "vacancies_tenant_center_status_title_idx"
  ON "vacancies" ("tenant_id", "center_id", "status", lower(coalesce("title_nl", "title_en")));
