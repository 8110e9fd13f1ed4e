CREATE TABLE "analytics_active" (
	"tenant_id" text NOT NULL,
	"center_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"days" datemultirange NOT NULL,
	CONSTRAINT "analytics_active_tenant_id_organization_id_center_id_user_id_pk" PRIMARY KEY("tenant_id","organization_id","center_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_days" (
	"tenant_id" text NOT NULL,
	"grain" text NOT NULL,
	"day" date NOT NULL,
	"center_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"answers" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "analytics_days_tenant_id_grain_day_center_id_organization_id_pk" PRIMARY KEY("tenant_id","grain","day","center_id","organization_id"),
	CONSTRAINT "analytics_days_grain_check" CHECK ("analytics_days"."grain" in ('d', 'm'))
);
--> statement-breakpoint
DROP INDEX "analytics_vacancy_days_center_idx";--> statement-breakpoint
DROP INDEX "analytics_vacancy_days_organization_idx";--> statement-breakpoint
ALTER TABLE "analytics_vacancy_days" DROP CONSTRAINT "analytics_vacancy_days_tenant_id_vacancy_id_day_pk";--> statement-breakpoint
ALTER TABLE "analytics_vacancy_days" ALTER COLUMN "answers" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "analytics_vacancy_days" ALTER COLUMN "answers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_vacancy_days" ADD COLUMN "grain" text DEFAULT 'd' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_vacancy_days" ADD CONSTRAINT "analytics_vacancy_days_tenant_id_vacancy_id_grain_day_pk" PRIMARY KEY("tenant_id","vacancy_id","grain","day");--> statement-breakpoint
ALTER TABLE "analytics_active" ADD CONSTRAINT "analytics_active_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_vacancy_days_period_idx" ON "analytics_vacancy_days" USING btree ("tenant_id","grain","day");--> statement-breakpoint
CREATE INDEX "vacancies_tenant_published_idx" ON "vacancies" USING btree ("tenant_id","published_at","center_id","organization_id");--> statement-breakpoint
ALTER TABLE "analytics_vacancy_days" ADD CONSTRAINT "analytics_vacancy_days_grain_check" CHECK ("analytics_vacancy_days"."grain" in ('d', 'm'));
--> statement-breakpoint
-- Carry the counts over into the month rows and the per-organization tables, from the day rows
-- (views have no other source), the applications and their conversations. The owner reads past
-- row-level security for this one copy.
ALTER TABLE "analytics_vacancy_days" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "applications" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "conversations" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "messages" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO analytics_vacancy_days
    (tenant_id, vacancy_id, grain, day, center_id, organization_id, views, applications, matches)
  SELECT tenant_id, vacancy_id, 'm', date_trunc('month', day)::date, min(center_id::text)::uuid,
         min(organization_id::text)::uuid, sum(views), sum(applications), sum(matches)
  FROM analytics_vacancy_days WHERE grain = 'd'
  GROUP BY tenant_id, vacancy_id, date_trunc('month', day);--> statement-breakpoint
INSERT INTO analytics_days
    (tenant_id, grain, day, center_id, organization_id, views, applications, matches)
  SELECT tenant_id, grain, day, center_id, organization_id, sum(views), sum(applications),
         sum(matches)
  FROM analytics_vacancy_days
  GROUP BY tenant_id, grain, day, center_id, organization_id;--> statement-breakpoint
WITH counted AS (
  SELECT a.tenant_id, g.grain, g.day, a.center_id, a.organization_id,
         CASE WHEN h.hours < 48 THEN greatest(floor(h.hours), 0)::int + 1
              WHEN h.hours < 720 THEN 49 + floor((h.hours - 48) / 24)::int
              ELSE 77 END AS bucket,
         count(*)::int AS n
  FROM applications a
  CROSS JOIN LATERAL (
    SELECT extract(epoch FROM (a.first_answered_at - a.created_at)) / 3600 AS hours,
           (a.created_at AT TIME ZONE 'Europe/Amsterdam')::date AS local_day
  ) h
  CROSS JOIN LATERAL (
    VALUES ('d', h.local_day), ('m', date_trunc('month', h.local_day)::date)
  ) g(grain, day)
  WHERE a.first_answered_at IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6
),
grid AS (
  SELECT k.*, b.bucket
  FROM (SELECT DISTINCT tenant_id, grain, day, center_id, organization_id FROM counted) k
  CROSS JOIN generate_series(1, 77) AS b(bucket)
)
INSERT INTO analytics_days (tenant_id, grain, day, center_id, organization_id, answers)
  SELECT grid.tenant_id, grid.grain, grid.day, grid.center_id, grid.organization_id,
         array_agg(coalesce(c.n, 0) ORDER BY grid.bucket)
  FROM grid
  LEFT JOIN counted c USING (tenant_id, grain, day, center_id, organization_id, bucket)
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, grain, day, center_id, organization_id)
    DO UPDATE SET answers = excluded.answers;--> statement-breakpoint
INSERT INTO analytics_active (tenant_id, center_id, organization_id, user_id, days)
  SELECT x.tenant_id, x.center_id, o.organization_id, x.user_id,
         range_agg(daterange(x.local_day, x.local_day, '[]'))
  FROM (
    SELECT a.tenant_id, a.center_id, a.organization_id, a.volunteer_id AS user_id,
           (a.created_at AT TIME ZONE 'Europe/Amsterdam')::date AS local_day
    FROM applications a
    UNION ALL
    SELECT a.tenant_id, a.center_id, a.organization_id, m.author_id,
           (m.created_at AT TIME ZONE 'Europe/Amsterdam')::date
    FROM applications a
    JOIN conversations c ON c.tenant_id = a.tenant_id AND c.application_id = a.id
    JOIN messages m ON m.tenant_id = c.tenant_id AND m.conversation_id = c.id
    WHERE m.author_id = a.volunteer_id
  ) x
  CROSS JOIN LATERAL (
    VALUES (x.organization_id), ('00000000-0000-0000-0000-000000000000'::uuid)
  ) o(organization_id)
  GROUP BY 1, 2, 3, 4;--> statement-breakpoint
ALTER TABLE "analytics_vacancy_days" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "applications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "conversations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "messages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT enable_tenant_rls('analytics_days');--> statement-breakpoint
SELECT enable_tenant_rls('analytics_active');
