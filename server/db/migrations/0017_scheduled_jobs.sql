-- When each scheduled job (server/lib/jobs.ts) last ran. It spans tenants and only the server's
-- own connection uses it: no row-level security and no grants to app_user.
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
