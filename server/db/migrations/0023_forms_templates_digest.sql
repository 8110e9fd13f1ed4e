CREATE TABLE "digest_sends" (
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"vacancy_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_tenant_id_user_id_period_key_pk" PRIMARY KEY("tenant_id","user_id","period_key"),
	CONSTRAINT "digest_sends_count_check" CHECK ("digest_sends"."vacancy_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"locale" text NOT NULL,
	"user_id" uuid,
	"handled_at" timestamp with time zone,
	"handled_by_id" uuid,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "form_submissions_locale_check" CHECK ("form_submissions"."locale" in ('nl', 'en'))
);
--> statement-breakpoint
CREATE TABLE "form_subscriptions" (
	"tenant_id" text NOT NULL,
	"form_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_subscriptions_tenant_id_form_id_user_id_pk" PRIMARY KEY("tenant_id","form_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "form_versions" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title_nl" text NOT NULL,
	"title_en" text,
	"description_nl" text,
	"description_en" text,
	"thank_you_nl" text,
	"thank_you_en" text,
	"fields" jsonb NOT NULL,
	"published_by_id" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_versions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"title_nl" text NOT NULL,
	"title_en" text,
	"description_nl" text,
	"description_en" text,
	"thank_you_nl" text,
	"thank_you_en" text,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"token" text NOT NULL,
	"published_version" integer,
	"retention_months" integer DEFAULT 12 NOT NULL,
	"send_confirmation" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "forms_status_check" CHECK ("forms"."status" in ('draft', 'published', 'closed')),
	CONSTRAINT "forms_retention_check" CHECK ("forms"."retention_months" between 1 and 84)
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
DROP INDEX "notification_templates_tenant_event_locale_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "form_version_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "form_answers" jsonb;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD COLUMN "center_id" uuid;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "form_id" uuid;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_version_fk" FOREIGN KEY ("tenant_id","version_id") REFERENCES "public"."form_versions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_subscriptions" ADD CONSTRAINT "form_subscriptions_form_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_subscriptions" ADD CONSTRAINT "form_subscriptions_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_form_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_form_created_idx" ON "form_submissions" USING btree ("tenant_id","form_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_versions_form_version_idx" ON "form_versions" USING btree ("tenant_id","form_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_token_idx" ON "forms" USING btree ("token");--> statement-breakpoint
CREATE INDEX "forms_center_idx" ON "forms" USING btree ("tenant_id","center_id");--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_scope_event_locale_key" UNIQUE NULLS NOT DISTINCT("tenant_id","center_id","event_key","locale");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('vacancy_cover', 'organization_logo', 'center_hero', 'content_image', 'document', 'stock_image', 'contact_person_photo', 'form_upload'));--> statement-breakpoint
-- Row-level security for the new tenant tables (DESIGN.md section 5); the links from vacancies and
-- applications to forms keep the row when the form goes (the schema files cannot say
-- 'SET NULL (column)' for a two-column key).
SELECT enable_tenant_rls('forms');
--> statement-breakpoint
SELECT enable_tenant_rls('form_versions');
--> statement-breakpoint
SELECT enable_tenant_rls('form_submissions');
--> statement-breakpoint
SELECT enable_tenant_rls('form_subscriptions');
--> statement-breakpoint
SELECT enable_tenant_rls('digest_sends');
--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_form_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE SET NULL ("form_id");
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_form_version_fk" FOREIGN KEY ("tenant_id","form_version_id") REFERENCES "public"."form_versions"("tenant_id","id") ON DELETE SET NULL ("form_version_id");
--> statement-breakpoint
-- Until now the seed copied the product's default mails into every tenant and nothing could edit
-- them, so every stored row is such a copy: removing them lets a product change reach every
-- tenant that did not write its own wording.
DELETE FROM "notification_templates";
