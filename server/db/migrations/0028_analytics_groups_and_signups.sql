CREATE TABLE "analytics_group_days" (
	"tenant_id" text NOT NULL,
	"dimension" text NOT NULL,
	"grain" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"center_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_group_days_tenant_id_dimension_grain_day_key_center_id_organization_id_pk" PRIMARY KEY("tenant_id","dimension","grain","day","key","center_id","organization_id"),
	CONSTRAINT "analytics_group_days_grain_check" CHECK ("analytics_group_days"."grain" in ('d', 'm')),
	CONSTRAINT "analytics_group_days_dimension_check" CHECK ("analytics_group_days"."dimension" in ('tag', 'place'))
);
--> statement-breakpoint
ALTER TABLE "analytics_days" ADD COLUMN "signups" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The tags and places of the counts so far (those the vacancies have now), and the sign-ups:
-- every account with the volunteer role, on the day it was made.
ALTER TABLE "analytics_vacancy_days" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vacancies" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vacancy_tags" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "analytics_days" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO analytics_group_days (tenant_id, dimension, grain, day, key, center_id,
    organization_id, views, applications, matches)
  SELECT d.tenant_id, k.dimension, d.grain, d.day, k.key, d.center_id, d.organization_id,
         sum(d.views), sum(d.applications), sum(d.matches)
  FROM analytics_vacancy_days d
  JOIN vacancies v ON v.tenant_id = d.tenant_id AND v.id = d.vacancy_id
  CROSS JOIN LATERAL (
    SELECT 'place' AS dimension, coalesce(trim(v.city), '') AS key
    UNION ALL
    SELECT 'tag', vt.tag_id::text FROM vacancy_tags vt
    WHERE vt.tenant_id = v.tenant_id AND vt.vacancy_id = v.id
  ) k
  GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO analytics_days (tenant_id, grain, day, center_id, organization_id, signups)
  SELECT u.tenant_id, g.grain, g.day, u.center_id, '00000000-0000-0000-0000-000000000000'::uuid,
         count(*)
  FROM users u
  CROSS JOIN LATERAL (
    SELECT (u.created_at AT TIME ZONE 'Europe/Amsterdam')::date AS local_day
  ) h
  CROSS JOIN LATERAL (
    VALUES ('d', h.local_day), ('m', date_trunc('month', h.local_day)::date)
  ) g(grain, day)
  WHERE EXISTS (
    SELECT 1 FROM roles r
    WHERE r.tenant_id = u.tenant_id AND r.user_id = u.id AND r.name = 'volunteer'
  )
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, grain, day, center_id, organization_id)
    DO UPDATE SET signups = excluded.signups;--> statement-breakpoint
ALTER TABLE "analytics_vacancy_days" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vacancies" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vacancy_tags" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "analytics_days" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT enable_tenant_rls('analytics_group_days');
