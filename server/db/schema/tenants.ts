// Partner deployments. Not tenant-owned itself (the name is the tenant id), so it has no
// row-level security; the app role may only read it.
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TenantConfig } from '../../../common/tenants/tenant-configs';
import { timestampColumns } from './columns';

export const tenants = pgTable(
  'tenants',
  {
    name: text('name').primaryKey(),
    appName: text('app_name').notNull(),
    appContext: text('app_context').notNull().default('main'),
    config: jsonb('config').$type<TenantConfig>().notNull(),
    /** The center used when neither a header nor the host names one. */
    defaultCenterId: uuid('default_center_id'),
    ...timestampColumns(),
  },
  (t) => [check('tenants_app_context_check', sql`${t.appContext} in ('main', 'meedoen')`)],
);

export type TenantRow = typeof tenants.$inferSelect;
