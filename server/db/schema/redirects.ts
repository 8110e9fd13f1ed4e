// Redirects from old addresses to new ones, per center: a renamed content page keeps its old slug
// here, and two centers of one tenant may each have their own '/over-ons'.
import { pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, timestampColumns } from './columns';

export const redirects = pgTable(
  'redirects',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('redirects_center_from_idx').on(t.tenantId, t.centerId, t.fromPath),
  ],
);

export type RedirectRow = typeof redirects.$inferSelect;
