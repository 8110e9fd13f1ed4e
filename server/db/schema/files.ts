// Stored files (the files module): one row per upload, of a tenant and a center. Images are kept
// as resized variants (`variants`: format, width, height and the stored name of each); the
// original bytes are not kept. Public files are served under /uploads, private ones only through
// a route that checks who may read them.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  FILE_PURPOSES,
  FILE_VISIBILITIES,
  type FilePurpose,
  type FileVisibility,
} from '../../../common/schemas/files';
import { quoteList, tenantColumns } from './columns';
import { volunteerCenters } from './volunteer-centers';

/** One stored variant of a file (an image at one width in one format). */
export interface FileVariant {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  /** The file's name in its tenant's folder under UPLOAD_DIR. */
  name: string;
  byteSize: number;
}

export const files = pgTable(
  'files',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    visibility: text('visibility').$type<FileVisibility>().notNull().default('public'),
    originalName: text('original_name'),
    /** The type the uploaded bytes showed (image/png, image/jpeg, ...). */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt'),
    variants: jsonb('variants').$type<FileVariant[]>().notNull().default([]),
    /** A document's stored name in its tenant's folder (documents are kept as uploaded). */
    storedName: text('stored_name'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('files_tenant_center_idx').on(t.tenantId, t.centerId),
    check('files_purpose_check', sql`${t.purpose} in (${quoteList(FILE_PURPOSES)})`),
    check('files_visibility_check', sql`${t.visibility} in (${quoteList(FILE_VISIBILITIES)})`),
    check('files_byte_size_check', sql`${t.byteSize} >= 0`),
    foreignKey({
      name: 'files_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
  ],
);

export type FileRow = typeof files.$inferSelect;
