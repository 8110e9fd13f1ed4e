-- Tag filters at 100,000 vacancies (issue 5 benchmark): a vacancy's tag ids as an array on the
-- vacancy itself, with a GIN index, so that 'tagged Sport' is one index lookup instead of a join
-- of vacancy_tags with vacancies (a hash join over every tagged row: ~25 ms). vacancy_tags stays
-- what the app writes and reads; the triggers below keep tag_ids equal to it, whoever writes
-- (the API, tag merges, cascades, the seeders).
ALTER TABLE "vacancies" ADD COLUMN "tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "vacancies_tag_ids_idx" ON "vacancies" USING gin ("tag_ids");--> statement-breakpoint
-- One function for the three triggers (a trigger with transition tables has one event): the
-- vacancies whose links changed get their sorted tag ids again. A row that already holds them
-- (the bulk seeder writes tag_ids with the vacancy) is not rewritten. It runs as the writer, so
-- row-level security applies to it as to the write itself.
CREATE OR REPLACE FUNCTION vacancy_tags_refresh_tag_ids() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  tenant_ids text[];
  vacancy_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c.tenant_id), array_agg(c.vacancy_id) INTO tenant_ids, vacancy_ids
      FROM (SELECT DISTINCT tenant_id, vacancy_id FROM new_links) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c.tenant_id), array_agg(c.vacancy_id) INTO tenant_ids, vacancy_ids
      FROM (SELECT DISTINCT tenant_id, vacancy_id FROM old_links) c;
  ELSE
    SELECT array_agg(c.tenant_id), array_agg(c.vacancy_id) INTO tenant_ids, vacancy_ids
      FROM (SELECT tenant_id, vacancy_id FROM new_links
            UNION SELECT tenant_id, vacancy_id FROM old_links) c;
  END IF;
  IF vacancy_ids IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE vacancies v SET tag_ids = n.tag_ids
    FROM (
      SELECT c.tenant_id, c.vacancy_id, coalesce(
        (SELECT array_agg(vt.tag_id ORDER BY vt.tag_id) FROM vacancy_tags vt
          WHERE vt.tenant_id = c.tenant_id AND vt.vacancy_id = c.vacancy_id),
        '{}'::uuid[]) AS tag_ids
      FROM unnest(tenant_ids, vacancy_ids) AS c(tenant_id, vacancy_id)
    ) n
    WHERE v.tenant_id = n.tenant_id AND v.id = n.vacancy_id
      AND v.tag_ids IS DISTINCT FROM n.tag_ids;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vacancy_tags_after_insert AFTER INSERT ON vacancy_tags
  REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION vacancy_tags_refresh_tag_ids();
--> statement-breakpoint
CREATE TRIGGER vacancy_tags_after_update AFTER UPDATE ON vacancy_tags
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION vacancy_tags_refresh_tag_ids();
--> statement-breakpoint
CREATE TRIGGER vacancy_tags_after_delete AFTER DELETE ON vacancy_tags
  REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION vacancy_tags_refresh_tag_ids();
--> statement-breakpoint
-- The vacancies that exist already. FORCE row-level security would hide every row from a
-- migrating table owner that is not a superuser (no app.tenant_id here), so it is lifted for
-- this one statement.
ALTER TABLE "vacancies" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vacancy_tags" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE vacancies v SET tag_ids = l.tag_ids
  FROM (SELECT tenant_id, vacancy_id, array_agg(tag_id ORDER BY tag_id) AS tag_ids
        FROM vacancy_tags GROUP BY tenant_id, vacancy_id) l
  WHERE v.tenant_id = l.tenant_id AND v.id = l.vacancy_id;--> statement-breakpoint
ALTER TABLE "vacancies" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vacancy_tags" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- A tag filter is `tag_ids && array[...]`: like `@@` and `@>` (migration 0008), array overlap
-- must be LEAKPROOF for row-level security to let the GIN index answer it.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.arrayoverlap(anyarray, anyarray) LEAKPROOF;
EXCEPTION
  WHEN insufficient_privilege THEN
    RAISE NOTICE 'vacancy search: not a superuser, so tag filters cannot use their GIN index under row-level security';
END
$$;
