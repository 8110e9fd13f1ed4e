// An organization's logo (docs/matching-api.md "Images"): set by an upload (fitted inside a
// square on transparent) or removed, by whoever may edit the organization (its admins, the center
// admins of its center, admins). The files module checks, resizes and writes the upload before
// this transaction; here the row is recorded, the profile points at it and the logo it replaces
// is deleted (its folder goes after the commit).
import type { Tx } from '../../db/connection';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { deleteFile, recordFile, type PreparedFile } from '../files/service';
import { loadOrganization, loadOrganizationRelations } from './load-organization';
import { canEditOrganization } from './organization-permissions';
import { attachAddressesAndProfiles, setOrganizationLogoFile } from './repo';

async function loadEditable(tx: Tx, ctx: RequestCtx, id: string) {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  const row = await loadOrganization(tx, ctx, id);
  assertAllowed(canEditOrganization(user, row), 'You may not change this organization.');
  return row;
}

/** The organization the request may change (401, 403, 404 before any upload is read). */
export function loadOrganizationForLogo(ctx: RequestCtx, id: string) {
  return ctx.withTenant((tx) => loadEditable(tx, ctx, id));
}

async function replaceLogo(
  ctx: RequestCtx,
  id: string,
  fileId: (tx: Tx) => Promise<string | null>,
) {
  return ctx.withTenant(async (tx) => {
    const row = await loadEditable(tx, ctx, id);
    const [current] = await attachAddressesAndProfiles(tx, ctx.tenantId, [row]);
    const previous = current?.profile?.logoFileId ?? null;
    await setOrganizationLogoFile(tx, ctx.tenantId, row.id, await fileId(tx));
    const removed = await deleteFile(tx, ctx, previous);
    return { item: await loadOrganizationRelations(tx, row), removed };
  });
}

export function setOrganizationLogo(ctx: RequestCtx, id: string, prepared: PreparedFile) {
  return replaceLogo(ctx, id, async (tx) => (await recordFile(tx, prepared)).id);
}

export function removeOrganizationLogo(ctx: RequestCtx, id: string) {
  return replaceLogo(ctx, id, async () => null);
}
