-- An immutable array_to_string for the pool's generated search column (array_to_string itself
-- is only stable, which a generated column refuses). search_path is pinned: a caller's own
-- cannot change what it calls.
CREATE OR REPLACE FUNCTION tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog
  AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$;
--> statement-breakpoint
CREATE TABLE "help_matches" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"volunteer_id" uuid NOT NULL,
	"matched_by_id" uuid,
	"score" real,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_matches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "help_matches_status_check" CHECK ("help_matches"."status" in ('active', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "help_offers" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"volunteer_id" uuid NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"radius_km" integer DEFAULT 5 NOT NULL,
	"availability" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_offers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "help_offers_status_check" CHECK ("help_offers"."status" in ('active', 'paused', 'withdrawn')),
	CONSTRAINT "help_offers_radius_check" CHECK ("help_offers"."radius_km" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "help_request_events" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_request_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "help_requests" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"description" text NOT NULL,
	"availability" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wanted_from" text,
	"wanted_until" text,
	"postcode" text,
	"house_number" text,
	"street" text,
	"city" text,
	"lat" double precision,
	"lng" double precision,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"locale" text DEFAULT 'nl' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"confirmation_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"requester_id" uuid,
	"closed_at" timestamp with time zone,
	"anonymized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "help_requests_status_check" CHECK ("help_requests"."status" in ('new', 'matched', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "profile_replies" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"volunteer_id" uuid NOT NULL,
	"invited_by_id" uuid,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"match_score" real,
	"match_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_message" text,
	"answered_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_replies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "profile_replies_status_check" CHECK ("profile_replies"."status" in ('open', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "tags" DROP CONSTRAINT "tags_kind_check";--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "requires_vog" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "requires_vog" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "freshness_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD COLUMN "vog_issued_on" date;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD COLUMN "vog_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD COLUMN "vog_checked_by_id" uuid;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch'::regconfig, tags_text(skills) || ' ' || tags_text(interests)), 'A') || setweight(to_tsvector('english'::regconfig, tags_text(skills) || ' ' || tags_text(interests)), 'A') || setweight(to_tsvector('dutch'::regconfig, coalesce(bio, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(bio, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "help_matches" ADD CONSTRAINT "help_matches_request_fk" FOREIGN KEY ("tenant_id","request_id") REFERENCES "public"."help_requests"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_matches" ADD CONSTRAINT "help_matches_offer_fk" FOREIGN KEY ("tenant_id","offer_id") REFERENCES "public"."help_offers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_offers" ADD CONSTRAINT "help_offers_volunteer_fk" FOREIGN KEY ("tenant_id","volunteer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_request_events" ADD CONSTRAINT "help_request_events_request_fk" FOREIGN KEY ("tenant_id","request_id") REFERENCES "public"."help_requests"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_category_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."tags"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_replies" ADD CONSTRAINT "profile_replies_vacancy_fk" FOREIGN KEY ("tenant_id","vacancy_id") REFERENCES "public"."vacancies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_replies" ADD CONSTRAINT "profile_replies_volunteer_fk" FOREIGN KEY ("tenant_id","volunteer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_matches_active_request_idx" ON "help_matches" USING btree ("tenant_id","request_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "help_matches_tenant_volunteer_idx" ON "help_matches" USING btree ("tenant_id","volunteer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_offers_tenant_volunteer_idx" ON "help_offers" USING btree ("tenant_id","volunteer_id");--> statement-breakpoint
CREATE INDEX "help_offers_category_ids_idx" ON "help_offers" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "help_request_events_request_idx" ON "help_request_events" USING btree ("tenant_id","request_id","created_at");--> statement-breakpoint
CREATE INDEX "help_requests_tenant_center_status_idx" ON "help_requests" USING btree ("tenant_id","center_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "help_requests_confirmation_token_idx" ON "help_requests" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_replies_open_idx" ON "profile_replies" USING btree ("tenant_id","vacancy_id","volunteer_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "profile_replies_tenant_volunteer_idx" ON "profile_replies" USING btree ("tenant_id","volunteer_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_replies_tenant_organization_idx" ON "profile_replies" USING btree ("tenant_id","organization_id","status");--> statement-breakpoint
CREATE INDEX "profile_replies_open_created_idx" ON "profile_replies" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "volunteer_profiles_pool_idx" ON "volunteer_profiles" USING btree ("tenant_id","user_id") WHERE "volunteer_profiles"."visible_in_pool";--> statement-breakpoint
CREATE INDEX "volunteer_profiles_search_vector_idx" ON "volunteer_profiles" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('application_received', 'application_status_changed', 'message_received', 'application_escalated', 'invitation_received', 'invitation_reminder', 'invitation_answered', 'help_matched'));--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_kind_check" CHECK ("tags"."kind" in ('category', 'skill', 'target_group', 'help_category'));--> statement-breakpoint
-- Row-level security for the new tables (DESIGN.md section 5).
SELECT enable_tenant_rls('profile_replies');
--> statement-breakpoint
SELECT enable_tenant_rls('help_requests');
--> statement-breakpoint
SELECT enable_tenant_rls('help_offers');
--> statement-breakpoint
SELECT enable_tenant_rls('help_matches');
--> statement-breakpoint
SELECT enable_tenant_rls('help_request_events');
