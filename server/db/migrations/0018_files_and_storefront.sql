-- Files (the files module) and what the storefront shows: logos, cover images, the hero,
-- featured vacancies and category pictures.
CREATE TABLE "files" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"original_name" text,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('vacancy_cover', 'organization_logo', 'center_hero')),
	CONSTRAINT "files_visibility_check" CHECK ("files"."visibility" in ('public', 'private')),
	CONSTRAINT "files_byte_size_check" CHECK ("files"."byte_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "illustration" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "cover_file_id" uuid;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "hero_file_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_tenant_center_idx" ON "files" USING btree ("tenant_id","center_id");--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD CONSTRAINT "organization_profiles_logo_file_fk" FOREIGN KEY ("tenant_id","logo_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_cover_file_fk" FOREIGN KEY ("tenant_id","cover_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancies_tenant_featured_idx" ON "vacancies" USING btree ("tenant_id","center_id","published_at") WHERE "vacancies"."featured";--> statement-breakpoint
-- Row-level security for files (DESIGN.md section 5), and the center profile's hero image (the
-- schema files cannot declare it: files and volunteer-centers would import each other).
SELECT enable_tenant_rls('files');
--> statement-breakpoint
ALTER TABLE "center_profiles" ADD CONSTRAINT "center_profiles_hero_file_fk" FOREIGN KEY ("tenant_id","hero_file_id") REFERENCES "public"."files"("tenant_id","id");
