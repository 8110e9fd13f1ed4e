// The health check's one query: does the database answer?
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
