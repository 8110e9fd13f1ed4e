// The attributes a create or an update of an organization sends: its fields with the address
// (street, number, postcode, city) in one set; an empty field is sent as null so that clearing it
// clears it on the server.
import type { OrganizationInput } from '../../../common/schemas/organizations';

export type OrganizationValues = Partial<OrganizationInput>;

export function toOrganizationAttributes(values: OrganizationValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value === '' || value === undefined ? null : value,
    ]),
  );
}
