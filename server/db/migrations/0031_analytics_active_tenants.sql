CREATE TABLE "analytics_active_tenants" (
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"days" datemultirange NOT NULL,
	CONSTRAINT "analytics_active_tenants_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_active_tenants" ADD CONSTRAINT "analytics_active_tenants_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Carried over from the centers' rows: each person's days with every center together.
ALTER TABLE "analytics_active_centers" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO analytics_active_tenants (tenant_id, user_id, days)
  SELECT tenant_id, user_id, range_agg(days) FROM analytics_active_centers
  GROUP BY tenant_id, user_id;--> statement-breakpoint
ALTER TABLE "analytics_active_centers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT enable_tenant_rls('analytics_active_tenants');
