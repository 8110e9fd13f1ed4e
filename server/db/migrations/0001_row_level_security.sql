-- Row-level security per tenant (DESIGN.md section 5). Requests run in a transaction that sets
-- app.tenant_id and switches to app_user; the policies below then hide every other tenant's
-- rows and reject writes of them. Superusers and table owners bypass RLS, hence the role switch
-- and FORCE. New tenant-owned tables call enable_tenant_rls('<table>') in their migration.

-- Roles are cluster-wide on a PostgreSQL server: another database (or a concurrent migration)
-- may have created app_user already.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
-- SET ROLE needs membership unless the migrating user is a superuser (PGlite's postgres is).
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'app_user', 'MEMBER') THEN
    EXECUTE format('GRANT app_user TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_user;
--> statement-breakpoint
-- Tenants are not tenant-owned: the app reads them, only migrations and the seed write them.
GRANT SELECT ON TABLE tenants TO app_user;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enable_tenant_rls(target regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    $f$CREATE POLICY tenant_isolation ON %s
       USING (tenant_id = current_setting('app.tenant_id', true))
       WITH CHECK (tenant_id = current_setting('app.tenant_id', true))$f$,
    target
  );
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE %s TO app_user', target);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION enable_tenant_rls(regclass) FROM PUBLIC;
--> statement-breakpoint
SELECT enable_tenant_rls('volunteer_centers');
--> statement-breakpoint
SELECT enable_tenant_rls('center_profiles');
--> statement-breakpoint
SELECT enable_tenant_rls('organizations');
--> statement-breakpoint
SELECT enable_tenant_rls('addresses');
--> statement-breakpoint
SELECT enable_tenant_rls('organization_profiles');
