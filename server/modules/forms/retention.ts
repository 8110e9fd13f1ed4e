// Forms keep personal data only as long as their retention period (retention_months, 12 by
// default): a job of the shared runner (server/lib/jobs.ts), every hour, empties the answers of
// older submissions and deletes their uploaded files. The row stays, marked erased, so counts and
// the export still show that someone answered. Tests call runFormRetention with their own clock.
import { isUuid } from '../../../common/schemas/uuid';
import type { TenantName } from '../../../common/tenants/tenant-configs';
import type { Database } from '../../db/connection';
import { runForEachTenant } from '../../lib/each-tenant';
import type { FileStore } from '../../lib/file-store';
import type { Job } from '../../lib/jobs';
import { deleteFormUploads, removeUploadFolder } from '../files/form-upload';
import { eraseSubmissions, listExpiredSubmissions } from './submissions-repo';

export const FORM_RETENTION_INTERVAL_MS = 60 * 60 * 1000;
export const FORM_RETENTION_JOB_NAME = 'form_retention';
/** Submissions erased per tenant and run (the next run takes the rest). */
const BATCH_SIZE = 500;

export interface FormRetentionOptions {
  fileStore: FileStore;
  tenants?: readonly TenantName[];
  logger?: { error(obj: object, msg: string): void };
}

/** One pass over every tenant; answers how many submissions it erased. */
export async function runFormRetention(
  database: Database,
  now: Date,
  options: FormRetentionOptions,
): Promise<number> {
  let erased = 0;
  const folders: string[] = [];
  await runForEachTenant(
    database.db,
    { tenants: options.tenants, logger: options.logger, label: 'form retention' },
    async (tx, tenant) => {
      const expired = await listExpiredSubmissions(tx, now, BATCH_SIZE);
      if (expired.length === 0) return;
      // Only uploads made for forms are deleted (deleteFormUploads checks the purpose), so any
      // id among the answers is a candidate without knowing which version asked for a file.
      const fileIds = expired.flatMap((s) =>
        Object.values(s.answers).filter((v): v is string => isUuid(v)),
      );
      folders.push(...(await deleteFormUploads(tx, tenant, fileIds)));
      await eraseSubmissions(
        tx,
        expired.map((s) => s.id),
        now,
      );
      erased += expired.length;
    },
  );
  for (const folder of folders) await removeUploadFolder(options.fileStore, folder);
  return erased;
}

export function createFormRetentionJob(options: {
  database: Database;
  fileStore: FileStore;
  logger: { error(obj: object, msg: string): void };
  intervalMs?: number;
}): Job {
  return {
    name: FORM_RETENTION_JOB_NAME,
    intervalMs: options.intervalMs ?? FORM_RETENTION_INTERVAL_MS,
    run: (now) =>
      runFormRetention(options.database, now, {
        fileStore: options.fileStore,
        logger: options.logger,
      }),
  };
}
