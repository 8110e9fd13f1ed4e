CREATE TABLE "addresses" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"street" text,
	"number" text,
	"postcode" text,
	"city" text,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "organization_profiles" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"logo_url" text,
	"header_image_url" text,
	"about" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"facebook_url" text,
	"instagram_url" text,
	"linkedin_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_profiles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"parent_id" uuid,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"website" text,
	"email" text,
	"phone" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "organizations_type_check" CHECK ("organizations"."type" in ('School', 'VolunteerCenter', 'Foundation', 'Association', 'Municipality', 'Company', 'Church', 'CareInstitution')),
	CONSTRAINT "organizations_status_check" CHECK ("organizations"."status" in ('pending', 'approved', 'denied', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"name" text PRIMARY KEY NOT NULL,
	"app_name" text NOT NULL,
	"app_context" text DEFAULT 'main' NOT NULL,
	"config" jsonb NOT NULL,
	"default_center_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_app_context_check" CHECK ("tenants"."app_context" in ('main', 'meedoen'))
);
--> statement-breakpoint
CREATE TABLE "center_profiles" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"name" text NOT NULL,
	"favicon_url" text,
	"website_logo_url" text,
	"primary_color" text,
	"primary_color_shades" jsonb,
	"secondary_color" text,
	"secondary_color_shades" jsonb,
	"tertiary_color" text,
	"tertiary_color_shades" jsonb,
	"muted_color" text,
	"background_color" text,
	"text_color" text,
	"gtag_id" text,
	"theme_config" jsonb,
	"footer_text" text,
	"contact_person_name" text,
	"contact_person_role" text,
	"contact_person_email" text,
	"contact_person_phone" text,
	"contact_person_photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "center_profiles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "volunteer_centers" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"hosts" text[] DEFAULT '{}' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_centers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD CONSTRAINT "organization_profiles_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD CONSTRAINT "center_profiles_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_centers" ADD CONSTRAINT "volunteer_centers_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_tenant_organization_idx" ON "addresses" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_profiles_tenant_organization_idx" ON "organization_profiles" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_tenant_slug_idx" ON "organizations" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "organizations_tenant_center_idx" ON "organizations" USING btree ("tenant_id","center_id");--> statement-breakpoint
CREATE INDEX "organizations_tenant_parent_idx" ON "organizations" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "organizations_tenant_status_idx" ON "organizations" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "center_profiles_tenant_center_idx" ON "center_profiles" USING btree ("tenant_id","center_id");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_centers_tenant_slug_idx" ON "volunteer_centers" USING btree ("tenant_id","slug");