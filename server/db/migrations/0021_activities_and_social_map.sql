CREATE TABLE "activities" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"organization_id" uuid,
	"series_id" uuid,
	"series_index" integer,
	"detached" boolean DEFAULT false NOT NULL,
	"title_nl" text,
	"title_en" text,
	"description_nl" text,
	"description_en" text,
	"tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"online_url" text,
	"location_name" text,
	"street" text,
	"number" text,
	"postcode" text,
	"city" text,
	"lat" double precision,
	"lng" double precision,
	"capacity" integer,
	"registration_open" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cover_file_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "activities_status_check" CHECK ("activities"."status" in ('draft', 'published', 'cancelled')),
	CONSTRAINT "activities_times_check" CHECK ("activities"."ends_at" > "activities"."starts_at"),
	CONSTRAINT "activities_capacity_check" CHECK ("activities"."capacity" is null or "activities"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_registrations" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"shift_id" uuid,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "activity_registrations_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"note" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"marked_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_registrations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "activity_registrations_status_check" CHECK ("activity_registrations"."status" in ('registered', 'waitlisted', 'offered', 'cancelled', 'expired', 'attended', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "activity_series" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"organization_id" uuid,
	"frequency" text NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"until" date,
	"count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_series_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "activity_series_frequency_check" CHECK ("activity_series"."frequency" in ('weekly', 'monthly')),
	CONSTRAINT "activity_series_interval_check" CHECK ("activity_series"."interval" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "activity_shifts" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_shifts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "activity_shifts_times_check" CHECK ("activity_shifts"."ends_at" > "activity_shifts"."starts_at"),
	CONSTRAINT "activity_shifts_capacity_check" CHECK ("activity_shifts"."capacity" is null or "activity_shifts"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"center_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "hour_entries" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"center_id" uuid NOT NULL,
	"activity_id" uuid,
	"application_id" uuid,
	"worked_on" date NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"original_hours" numeric(5, 2),
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by_id" uuid,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hour_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "hour_entries_status_check" CHECK ("hour_entries"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "hour_entries_hours_check" CHECK ("hour_entries"."hours" > 0 and "hour_entries"."hours" <= 24),
	CONSTRAINT "hour_entries_subject_check" CHECK (("hour_entries"."activity_id" is null) <> ("hour_entries"."application_id" is null))
);
--> statement-breakpoint
CREATE TABLE "organization_services" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"center_id" uuid NOT NULL,
	"name_nl" text,
	"name_en" text,
	"description_nl" text,
	"description_en" text,
	"category_id" uuid,
	"target_group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"website" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opening_note_nl" text,
	"opening_note_en" text,
	"street" text,
	"number" text,
	"postcode" text,
	"city" text,
	"lat" double precision,
	"lng" double precision,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch'::regconfig, coalesce(name_nl, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(name_en, '')), 'A') || setweight(to_tsvector('dutch'::regconfig, coalesce(description_nl, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description_en, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_services_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_series_fk" FOREIGN KEY ("tenant_id","series_id") REFERENCES "public"."activity_series"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_cover_file_fk" FOREIGN KEY ("tenant_id","cover_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_activity_fk" FOREIGN KEY ("tenant_id","activity_id") REFERENCES "public"."activities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_shift_fk" FOREIGN KEY ("tenant_id","shift_id") REFERENCES "public"."activity_shifts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_series" ADD CONSTRAINT "activity_series_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_shifts" ADD CONSTRAINT "activity_shifts_activity_fk" FOREIGN KEY ("tenant_id","activity_id") REFERENCES "public"."activities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_entries" ADD CONSTRAINT "hour_entries_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_entries" ADD CONSTRAINT "hour_entries_activity_fk" FOREIGN KEY ("tenant_id","activity_id") REFERENCES "public"."activities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_services" ADD CONSTRAINT "organization_services_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_services" ADD CONSTRAINT "organization_services_category_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."tags"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_tenant_center_starts_idx" ON "activities" USING btree ("tenant_id","center_id","starts_at");--> statement-breakpoint
CREATE INDEX "activities_tenant_organization_idx" ON "activities" USING btree ("tenant_id","organization_id","starts_at");--> statement-breakpoint
CREATE INDEX "activities_tenant_series_idx" ON "activities" USING btree ("tenant_id","series_id","series_index");--> statement-breakpoint
CREATE INDEX "activities_tag_ids_idx" ON "activities" USING gin ("tag_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_registrations_active_idx" ON "activity_registrations" USING btree ("tenant_id","activity_id",coalesce("shift_id", '00000000-0000-0000-0000-000000000000'::uuid),"user_id") WHERE status in ('registered', 'waitlisted', 'offered');--> statement-breakpoint
CREATE INDEX "activity_registrations_activity_idx" ON "activity_registrations" USING btree ("tenant_id","activity_id","status","seq");--> statement-breakpoint
CREATE INDEX "activity_registrations_user_idx" ON "activity_registrations" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_registrations_offer_expiry_idx" ON "activity_registrations" USING btree ("offer_expires_at") WHERE status = 'offered';--> statement-breakpoint
CREATE INDEX "activity_shifts_activity_idx" ON "activity_shifts" USING btree ("tenant_id","activity_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_user_idx" ON "calendar_feed_tokens" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_hash_idx" ON "calendar_feed_tokens" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "hour_entries_user_idx" ON "hour_entries" USING btree ("tenant_id","user_id","worked_on");--> statement-breakpoint
CREATE INDEX "hour_entries_organization_idx" ON "hour_entries" USING btree ("tenant_id","organization_id","status");--> statement-breakpoint
CREATE INDEX "organization_services_organization_idx" ON "organization_services" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE INDEX "organization_services_center_idx" ON "organization_services" USING btree ("tenant_id","center_id");--> statement-breakpoint
CREATE INDEX "organization_services_search_vector_idx" ON "organization_services" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "organization_services_target_groups_idx" ON "organization_services" USING gin ("target_group_ids");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('application_received', 'application_status_changed', 'message_received', 'application_escalated', 'invitation_received', 'invitation_reminder', 'invitation_answered', 'help_matched', 'vacancy_freshness_check', 'activity_cancelled', 'activity_place_offered', 'hours_reviewed'));--> statement-breakpoint
-- Row-level security for the new tables (DESIGN.md section 5).
SELECT enable_tenant_rls('activity_series');
--> statement-breakpoint
SELECT enable_tenant_rls('activities');
--> statement-breakpoint
SELECT enable_tenant_rls('activity_shifts');
--> statement-breakpoint
SELECT enable_tenant_rls('activity_registrations');
--> statement-breakpoint
SELECT enable_tenant_rls('hour_entries');
--> statement-breakpoint
SELECT enable_tenant_rls('calendar_feed_tokens');
--> statement-breakpoint
SELECT enable_tenant_rls('organization_services');
--> statement-breakpoint
-- The registrations' arrival order is an identity column: inserting takes its sequence.
GRANT USAGE ON SEQUENCE activity_registrations_seq_seq TO app_user;
