CREATE TABLE "shared_rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_previous_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_tenant_email_change_cancel_idx" ON "users" USING btree ("tenant_id","email_change_cancel_token_hash");