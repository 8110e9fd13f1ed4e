// Redirects from old addresses to new ones.
import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, timestampColumns } from './columns';

export const redirects = pgTable(
  'redirects',
  {
    ...tenantColumns(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('redirects_tenant_from_idx').on(t.tenantId, t.fromPath),
  ],
);

export type RedirectRow = typeof redirects.$inferSelect;
