// Vacancies as the api client hands them over (JSON:API flattened, camelCase): the attributes and
// per-resource meta of the wire contract (common/schemas/vacancies.ts) with the included
// organization, address and tags. Per-resource `meta` is kept by the api client.
import type { Flat } from '../../../common/jsonapi';
import type {
  AddressAttributes,
  OrganizationAttributes,
} from '../../../common/schemas/organizations';
import type { TagAttributes } from '../../../common/schemas/tags';
import type { VacancyAttributes, VacancyMeta } from '../../../common/schemas/vacancies';

/** A tag as it comes with a vacancy (no count) or from the tag list. */
export type Tag = Flat<TagAttributes>;

export type Vacancy = Flat<VacancyAttributes> & {
  /** The short organization a vacancy card shows (only the identifier when not included). */
  organization?: Flat<Partial<OrganizationAttributes>> | null;
  address?: Flat<AddressAttributes> | null;
  tags?: Tag[];
  /** The resource's own meta (distance, rank, match reasons, the reader's application). */
  meta?: VacancyMeta;
};
