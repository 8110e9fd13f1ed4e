CREATE TABLE "application_events" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"volunteer_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"motivation" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"escalated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('new', 'in_progress', 'accepted', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"participant_type" text NOT NULL,
	"user_id" uuid,
	"organization_id" uuid,
	"center_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_participants_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "conversation_participants_type_check" CHECK ("conversation_participants"."participant_type" in ('user', 'organization', 'center'))
);
--> statement-breakpoint
CREATE TABLE "conversation_reads" (
	"tenant_id" text NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_reads_tenant_id_conversation_id_user_id_pk" PRIMARY KEY("tenant_id","conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"application_id" uuid,
	"organization_id" uuid,
	"subject" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "conversations_kind_check" CHECK ("conversations"."kind" in ('application', 'direct'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('application_received', 'application_status_changed', 'message_received', 'application_escalated'))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name_nl" text NOT NULL,
	"name_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tags_kind_check" CHECK ("tags"."kind" in ('category', 'skill', 'target_group'))
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"title_nl" text,
	"title_en" text,
	"description_nl" text,
	"description_en" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"hours_per_week" real,
	"commitment" text DEFAULT 'recurring' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"schedule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"city" text,
	"lat" double precision,
	"lng" double precision,
	"positions" integer DEFAULT 1 NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shared_center_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_id" uuid,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch'::regconfig, coalesce(title_nl, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(title_en, '')), 'A') || setweight(to_tsvector('dutch'::regconfig, coalesce(description_nl, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description_en, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "vacancies_status_check" CHECK ("vacancies"."status" in ('draft', 'published', 'closed', 'archived')),
	CONSTRAINT "vacancies_commitment_check" CHECK ("vacancies"."commitment" in ('one_off', 'recurring', 'long_term')),
	CONSTRAINT "vacancies_positions_check" CHECK ("vacancies"."positions" >= 1),
	CONSTRAINT "vacancies_title_check" CHECK (coalesce("vacancies"."title_nl", "vacancies"."title_en") is not null)
);
--> statement-breakpoint
CREATE TABLE "vacancy_tags" (
	"tenant_id" text NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "vacancy_tags_tenant_id_vacancy_id_tag_id_pk" PRIMARY KEY("tenant_id","vacancy_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "vacancy_id" uuid;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_vacancy_fk" FOREIGN KEY ("tenant_id","vacancy_id") REFERENCES "public"."vacancies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_volunteer_fk" FOREIGN KEY ("tenant_id","volunteer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_fk" FOREIGN KEY ("tenant_id","conversation_id") REFERENCES "public"."conversations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_fk" FOREIGN KEY ("tenant_id","conversation_id") REFERENCES "public"."conversations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_fk" FOREIGN KEY ("tenant_id","conversation_id") REFERENCES "public"."conversations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_center_fk" FOREIGN KEY ("tenant_id","center_id") REFERENCES "public"."volunteer_centers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_tags" ADD CONSTRAINT "vacancy_tags_vacancy_fk" FOREIGN KEY ("tenant_id","vacancy_id") REFERENCES "public"."vacancies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_tags" ADD CONSTRAINT "vacancy_tags_tag_fk" FOREIGN KEY ("tenant_id","tag_id") REFERENCES "public"."tags"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_tenant_application_idx" ON "application_events" USING btree ("tenant_id","application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_tenant_vacancy_volunteer_idx" ON "applications" USING btree ("tenant_id","vacancy_id","volunteer_id") WHERE status <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "applications_tenant_organization_status_idx" ON "applications" USING btree ("tenant_id","organization_id","status");--> statement-breakpoint
CREATE INDEX "applications_tenant_volunteer_idx" ON "applications" USING btree ("tenant_id","volunteer_id");--> statement-breakpoint
CREATE INDEX "applications_tenant_status_created_idx" ON "applications" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "conversation_participants_tenant_conversation_idx" ON "conversation_participants" USING btree ("tenant_id","conversation_id");--> statement-breakpoint
CREATE INDEX "conversation_participants_tenant_user_idx" ON "conversation_participants" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "conversation_participants_tenant_organization_idx" ON "conversation_participants" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE INDEX "conversation_participants_tenant_center_idx" ON "conversation_participants" USING btree ("tenant_id","center_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_tenant_application_idx" ON "conversations" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE INDEX "conversations_tenant_organization_idx" ON "conversations" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE INDEX "messages_tenant_conversation_created_idx" ON "messages" USING btree ("tenant_id","conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_tenant_user_created_idx" ON "notifications" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_tenant_kind_name_nl_idx" ON "tags" USING btree ("tenant_id","kind",lower("name_nl"));--> statement-breakpoint
CREATE INDEX "vacancies_tenant_center_status_idx" ON "vacancies" USING btree ("tenant_id","center_id","status","published_at");--> statement-breakpoint
CREATE INDEX "vacancies_tenant_organization_idx" ON "vacancies" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE INDEX "vacancies_tenant_lat_lng_idx" ON "vacancies" USING btree ("tenant_id","lat","lng");--> statement-breakpoint
CREATE INDEX "vacancies_search_vector_idx" ON "vacancies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "vacancies_shared_center_ids_idx" ON "vacancies" USING gin ("shared_center_ids");--> statement-breakpoint
CREATE INDEX "vacancy_tags_tenant_tag_idx" ON "vacancy_tags" USING btree ("tenant_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_tenant_vacancy_idx" ON "addresses" USING btree ("tenant_id","vacancy_id");