// How often each tenant's public vacancy search data changed: every write to what a public search
// shows (vacancies, their tags and addresses, organizations and their profiles, tags) adds one to
// its tenant's row as the writing transaction commits (triggers, migration 0033). A cached search
// page is kept under the generation it was read at, so any instance sees a write in its next
// search, whoever wrote (the API, a job, psql: the changed row names its tenant). Not tenant-owned
// data (a number per tenant), so outside row-level security.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const searchGenerations = pgTable('search_generations', {
  /** The tenant's name; not `tenant_id`, which names tenant-owned rows under row-level security. */
  tenant: text('tenant').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
