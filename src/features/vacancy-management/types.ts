// The vacancy as the api client hands it over (JSON:API flattened, camelCase): the attributes of
// the wire contract (common/schemas/vacancies.ts) with the included organization, address and
// tags, narrowed to what the manage pages read (their fixtures leave the rest out).
import type {
  OrganizationAttributes,
  AddressAttributes,
} from '../../../common/schemas/organizations';
import type { TagAttributes } from '../../../common/schemas/tags';
import type { VacancyAttributes } from '../../../common/schemas/vacancies';

export type Vacancy = { id: string } & Omit<VacancyAttributes, 'lat' | 'lng' | 'canManage'> &
  Partial<Pick<VacancyAttributes, 'canManage'>> & {
    organization?: ({ id: string } & Pick<OrganizationAttributes, 'name'>) | null;
    address?: ({ id?: string } & Omit<AddressAttributes, 'lat' | 'lng'>) | null;
    tags?: ({ id: string } & Omit<TagAttributes, 'createdAt'>)[];
  };
