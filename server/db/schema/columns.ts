// Columns every tenant-owned table shares (DESIGN.md section 10): tenant_id leads the key, the id
// is a UUID the client may generate, and both timestamps are kept by the database layer.
import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

export function tenantColumns() {
  return {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
  };
}

export function timestampColumns() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  };
}

/** `'a', 'b'` for a check constraint's `in (...)` list (our own constant lists, never user input). */
export function quoteList(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v}'`).join(', '));
}
