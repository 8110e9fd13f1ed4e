-- Row-level security for the matching tables (DESIGN.md section 5), and the foreign key from a
-- vacancy's address to its vacancy (schema files cannot declare it: the two import each other).
SELECT enable_tenant_rls('tags');
--> statement-breakpoint
SELECT enable_tenant_rls('vacancies');
--> statement-breakpoint
SELECT enable_tenant_rls('vacancy_tags');
--> statement-breakpoint
SELECT enable_tenant_rls('applications');
--> statement-breakpoint
SELECT enable_tenant_rls('application_events');
--> statement-breakpoint
SELECT enable_tenant_rls('conversations');
--> statement-breakpoint
SELECT enable_tenant_rls('conversation_participants');
--> statement-breakpoint
SELECT enable_tenant_rls('conversation_reads');
--> statement-breakpoint
SELECT enable_tenant_rls('messages');
--> statement-breakpoint
SELECT enable_tenant_rls('notifications');
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_vacancy_fk" FOREIGN KEY ("tenant_id", "vacancy_id") REFERENCES "public"."vacancies"("tenant_id", "id") ON DELETE cascade;
