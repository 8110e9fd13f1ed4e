CREATE TABLE "analytics_vacancy_days" (
	"tenant_id" text NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"day" date NOT NULL,
	"center_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"answers" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "analytics_vacancy_days_tenant_id_vacancy_id_day_pk" PRIMARY KEY("tenant_id","vacancy_id","day")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_vacancy_days" ADD CONSTRAINT "analytics_vacancy_days_vacancy_fk" FOREIGN KEY ("tenant_id","vacancy_id") REFERENCES "public"."vacancies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_vacancy_days_center_idx" ON "analytics_vacancy_days" USING btree ("tenant_id","center_id","day");--> statement-breakpoint
CREATE INDEX "analytics_vacancy_days_organization_idx" ON "analytics_vacancy_days" USING btree ("tenant_id","organization_id","day");--> statement-breakpoint
CREATE INDEX "hour_entries_center_worked_idx" ON "hour_entries" USING btree ("tenant_id","center_id","worked_on");--> statement-breakpoint
CREATE INDEX "applications_tenant_center_created_idx" ON "applications" USING btree ("tenant_id","center_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_tenant_organization_created_idx" ON "applications" USING btree ("tenant_id","organization_id","created_at");--> statement-breakpoint
CREATE INDEX "users_tenant_center_created_idx" ON "users" USING btree ("tenant_id","center_id","created_at");--> statement-breakpoint
SELECT enable_tenant_rls('analytics_vacancy_days');
