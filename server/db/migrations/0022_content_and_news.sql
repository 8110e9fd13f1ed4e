CREATE TABLE "menu_items" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"menu" text NOT NULL,
	"parent_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"label_nl" text,
	"label_en" text,
	"target_kind" text NOT NULL,
	"page_id" uuid,
	"target" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "menu_items_menu_check" CHECK ("menu_items"."menu" in ('header', 'footer')),
	CONSTRAINT "menu_items_target_kind_check" CHECK ("menu_items"."target_kind" in ('page', 'route', 'url')),
	CONSTRAINT "menu_items_target_check" CHECK (("menu_items"."target_kind" = 'page' and "menu_items"."page_id" is not null) or ("menu_items"."target_kind" <> 'page' and "menu_items"."target" is not null))
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title_nl" text,
	"title_en" text,
	"summary_nl" text,
	"summary_en" text,
	"body_nl" text,
	"body_en" text,
	"cover_file_id" uuid,
	"published_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"slug" text NOT NULL,
	"title_nl" text,
	"title_en" text,
	"body_nl" text,
	"body_en" text,
	"seo_title_nl" text,
	"seo_title_en" text,
	"seo_description_nl" text,
	"seo_description_en" text,
	"cover_file_id" uuid,
	"status" text NOT NULL,
	"saved_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_versions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title_nl" text,
	"title_en" text,
	"body_nl" text,
	"body_en" text,
	"seo_title_nl" text,
	"seo_title_en" text,
	"seo_description_nl" text,
	"seo_description_en" text,
	"cover_file_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"layout" text DEFAULT 'default' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "pages_status_check" CHECK ("pages"."status" in ('draft', 'published')),
	CONSTRAINT "pages_layout_check" CHECK ("pages"."layout" in ('default', 'landing'))
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
DROP INDEX "redirects_tenant_from_idx";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "stored_name" text;--> statement-breakpoint
-- Existing redirects belong to their tenant's default center (they were kept per tenant).
ALTER TABLE "redirects" ADD COLUMN "center_id" uuid;--> statement-breakpoint
UPDATE "redirects" r SET "center_id" = (SELECT c."id" FROM "volunteer_centers" c WHERE c."tenant_id" = r."tenant_id" ORDER BY c."is_default" DESC, c."created_at" LIMIT 1);--> statement-breakpoint
DELETE FROM "redirects" WHERE "center_id" IS NULL;--> statement-breakpoint
ALTER TABLE "redirects" ALTER COLUMN "center_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "contact_person_photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "kvk_number" text;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "footer_columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "social_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "home_page_id" uuid;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_page_fk" FOREIGN KEY ("tenant_id","page_id") REFERENCES "public"."pages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."menu_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_cover_file_fk" FOREIGN KEY ("tenant_id","cover_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_fk" FOREIGN KEY ("tenant_id","page_id") REFERENCES "public"."pages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_cover_file_fk" FOREIGN KEY ("tenant_id","cover_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_center_menu_idx" ON "menu_items" USING btree ("tenant_id","center_id","menu","position");--> statement-breakpoint
CREATE UNIQUE INDEX "news_items_center_slug_idx" ON "news_items" USING btree ("tenant_id","center_id","slug");--> statement-breakpoint
CREATE INDEX "news_items_center_published_idx" ON "news_items" USING btree ("tenant_id","center_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_versions_page_version_idx" ON "page_versions" USING btree ("tenant_id","page_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_center_slug_idx" ON "pages" USING btree ("tenant_id","center_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_center_from_idx" ON "redirects" USING btree ("tenant_id","center_id","from_path");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('vacancy_cover', 'organization_logo', 'center_hero', 'content_image', 'document', 'stock_image', 'contact_person_photo'));--> statement-breakpoint
-- Row-level security for the new tables (DESIGN.md section 5), and the center profile's links to
-- its contact person's photo and its home page (the schema files cannot declare them: content and
-- volunteer-centers would import each other).
SELECT enable_tenant_rls('pages');
--> statement-breakpoint
SELECT enable_tenant_rls('page_versions');
--> statement-breakpoint
SELECT enable_tenant_rls('menu_items');
--> statement-breakpoint
SELECT enable_tenant_rls('news_items');
--> statement-breakpoint
ALTER TABLE "center_profiles" ADD CONSTRAINT "center_profiles_contact_photo_fk" FOREIGN KEY ("tenant_id","contact_person_photo_file_id") REFERENCES "public"."files"("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "center_profiles" ADD CONSTRAINT "center_profiles_home_page_fk" FOREIGN KEY ("tenant_id","home_page_id") REFERENCES "public"."pages"("tenant_id","id") ON DELETE SET NULL ("home_page_id");
