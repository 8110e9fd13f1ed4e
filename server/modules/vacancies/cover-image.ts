// A vacancy's cover image (docs/matching-api.md "Images"): set by an upload (3:2, the card's
// ratio) or removed, by whoever manages the vacancy. The upload is checked, resized and written
// by the files module before this transaction; here the row is recorded, the vacancy points at
// it, and the cover it replaces is deleted (its folder goes after the commit).
import type { Tx } from '../../db/connection';
import { deleteFile, recordFile, type PreparedFile } from '../files/service';
import { updateVacancy } from './repo';
import { buildItem, loadManaged, requireVacancyManager } from './service';
import type { VacancyCtx } from './vacancy-input';

const INCLUDE = new Set(['organization', 'address', 'tags']);

/** The vacancy the request may change (401, 403, 404 before any upload is read). */
export async function loadVacancyForCover(ctx: VacancyCtx, id: string) {
  const user = requireVacancyManager(ctx);
  return ctx.withTenant((tx) => loadManaged(tx, ctx, user, id));
}

async function replaceCover(
  tx: Tx,
  ctx: VacancyCtx,
  id: string,
  fileId: (tx: Tx) => Promise<string | null>,
) {
  const user = requireVacancyManager(ctx);
  const row = await loadManaged(tx, ctx, user, id);
  const coverFileId = await fileId(tx);
  const updated = await updateVacancy(tx, ctx.tenantId, row.id, { coverFileId });
  const removed = row.coverFileId ? await deleteFile(tx, ctx, row.coverFileId) : null;
  return { ...(await buildItem(tx, ctx, updated, INCLUDE)), removed };
}

export function setVacancyCover(ctx: VacancyCtx, id: string, prepared: PreparedFile) {
  return ctx.withTenant((tx) =>
    replaceCover(tx, ctx, id, async (t) => (await recordFile(t, prepared)).id),
  );
}

export function removeVacancyCover(ctx: VacancyCtx, id: string) {
  return ctx.withTenant((tx) => replaceCover(tx, ctx, id, async () => null));
}
