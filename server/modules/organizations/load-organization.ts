// Loading one organization for a use case (404 when the id names none of this tenant), its
// relations for the answer, and the 422 its field and transition checks answer.
import { ERROR_CODE } from '../../../common/errors';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type { OrganizationRow } from '../../db/schema/organizations';
import { AppError, createNotFoundError } from '../../lib/app-error';
import type { RequestCtx } from '../../lib/request-ctx';
import { attachOrganizationRelations } from './relations';
import { findOrganization } from './repo';
import type { OrganizationWithRelations } from './serializer';

function createOrganizationNotFoundError(id: string) {
  return createNotFoundError(`Organization ${id} was not found.`);
}

export function createInvalidOrganizationError(
  detail: string,
  attribute: string,
  code: 'validationFailed' | 'invalidTransition' = 'validationFailed',
) {
  return new AppError({
    status: 422,
    code: ERROR_CODE[code],
    detail,
    source: { pointer: `/data/attributes/${attribute}` },
  });
}

export async function loadOrganization(
  tx: Tx,
  ctx: RequestCtx,
  id: string,
): Promise<OrganizationRow> {
  if (!isUuid(id)) throw createOrganizationNotFoundError(id);
  const row = await findOrganization(tx, ctx.tenantId, id);
  if (!row) throw createOrganizationNotFoundError(id);
  return row;
}

export async function loadOrganizationRelations(
  tx: Tx,
  row: OrganizationRow,
): Promise<OrganizationWithRelations> {
  const [item] = await attachOrganizationRelations(tx, row.tenantId, [row]);
  return item!;
}
