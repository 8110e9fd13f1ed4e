// An organization with what its answers carry besides its own row: address, profile and logo
// (the files module's image of profile.logo_file_id), one query each for a whole page.
import type { Tx } from '../../db/connection';
import type { OrganizationRow } from '../../db/schema/organizations';
import { loadImages } from '../files/service';
import { attachAddressesAndProfiles, listOrganizationRows } from './repo';
import type { OrganizationWithRelations } from './serializer';

export async function attachOrganizationRelations(
  tx: Tx,
  tenantId: string,
  rows: OrganizationRow[],
): Promise<OrganizationWithRelations[]> {
  const items = await attachAddressesAndProfiles(tx, tenantId, rows);
  const logos = await loadImages(
    tx,
    tenantId,
    items.map((i) => i.profile?.logoFileId),
  );
  return items.map((item) => {
    const id = item.profile?.logoFileId;
    return { ...item, logo: (id && logos.get(id)) || null };
  });
}

export async function listOrganizationsWithRelations(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<OrganizationWithRelations[]> {
  return attachOrganizationRelations(tx, tenantId, await listOrganizationRows(tx, tenantId, ids));
}
