CREATE TABLE "search_generations" (
	"tenant" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A tenant's search generation moves when a transaction that changed what a public vacancy
-- search shows commits: deferred constraint triggers run at commit, after every other lock the
-- transaction takes, so the generation's row is held only for the commit itself (a bump at the
-- write would hold it for the rest of the transaction, and two transactions could deadlock on
-- it and a vacancy). The first changed row of a tenant bumps; the rest of the transaction's rows
-- find the note and return. The function owns the table, so writers need no grant on it.
CREATE OR REPLACE FUNCTION bump_search_generation() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD.tenant_id;
  ELSE
    changed := NEW.tenant_id;
  END IF;
  IF position('|' || changed || '|' IN coalesce(current_setting('volunteerly.search_bumped', true), '')) = 0 THEN
    INSERT INTO search_generations AS g (tenant, generation) VALUES (changed, 1)
      ON CONFLICT (tenant) DO UPDATE SET generation = g.generation + 1;
    PERFORM set_config('volunteerly.search_bumped',
      coalesce(nullif(current_setting('volunteerly.search_bumped', true), ''), '|') || changed || '|', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vacancies_search_generation AFTER INSERT OR UPDATE OR DELETE ON vacancies
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vacancy_tags_search_generation AFTER INSERT OR UPDATE OR DELETE ON vacancy_tags
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER addresses_search_generation AFTER INSERT OR UPDATE OR DELETE ON addresses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organizations_search_generation AFTER INSERT OR UPDATE OR DELETE ON organizations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organization_profiles_search_generation AFTER INSERT OR UPDATE OR DELETE ON organization_profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tags_search_generation AFTER INSERT OR UPDATE OR DELETE ON tags
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER files_search_generation AFTER UPDATE OR DELETE ON files
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation();
