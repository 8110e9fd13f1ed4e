-- Search speed at 100,000 vacancies (issue 5 benchmark): a vector of the titles alone, so a
-- search lists title hits first and then the rest, each newest first, by walking an index instead
-- of ranking every hit (server/modules/vacancies/search-sql.ts); and an index that counts a
-- commitment within a period without reading the table.
ALTER TABLE "vacancies" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('dutch'::regconfig, coalesce(title_nl, '')) || to_tsvector('english'::regconfig, coalesce(title_en, ''))) STORED;--> statement-breakpoint
CREATE INDEX "vacancies_tenant_center_status_commitment_idx" ON "vacancies" USING btree ("tenant_id","center_id","status","commitment","starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "vacancies_title_vector_idx" ON "vacancies" USING gin ("title_vector");