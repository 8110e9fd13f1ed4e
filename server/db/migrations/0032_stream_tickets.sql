CREATE TABLE "stream_tickets" (
	"tenant_id" text NOT NULL,
	"ticket_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_tickets_tenant_id_ticket_hash_pk" PRIMARY KEY("tenant_id","ticket_hash")
);
--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT enable_tenant_rls('stream_tickets');
