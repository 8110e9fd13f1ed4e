CREATE TABLE "idempotency_keys" (
	"tenant_id" text NOT NULL,
	"user_scope" text NOT NULL,
	"key" text NOT NULL,
	"user_id" uuid,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"response_status" integer,
	"response_content_type" text,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_user_scope_key_pk" PRIMARY KEY("tenant_id","user_scope","key"),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("idempotency_keys"."state" in ('pending', 'done'))
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_tenant_expires_idx" ON "idempotency_keys" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_tenant_user_idx" ON "idempotency_keys" USING btree ("tenant_id","user_id");