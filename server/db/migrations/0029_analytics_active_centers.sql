CREATE TABLE "analytics_active_centers" (
	"tenant_id" text NOT NULL,
	"center_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"days" datemultirange NOT NULL,
	CONSTRAINT "analytics_active_centers_tenant_id_center_id_user_id_pk" PRIMARY KEY("tenant_id","center_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_active_centers" ADD CONSTRAINT "analytics_active_centers_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The centers' rows move out of analytics_active (where migration 0026 put them beside the
-- organizations' rows, organization 00000000-…).
ALTER TABLE "analytics_active" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO analytics_active_centers (tenant_id, center_id, user_id, days)
  SELECT tenant_id, center_id, user_id, days FROM analytics_active
  WHERE organization_id = '00000000-0000-0000-0000-000000000000';--> statement-breakpoint
DELETE FROM analytics_active WHERE organization_id = '00000000-0000-0000-0000-000000000000';--> statement-breakpoint
ALTER TABLE "analytics_active" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT enable_tenant_rls('analytics_active_centers');
