import { describe, expect, it } from 'vitest';
import { readApplicationListQuery, applicationListQuerySchema } from './applications';
import { readOrganizationListQuery, organizationListQuerySchema } from './organizations';
import {
  hoursLteParamSchema,
  readVacancyListQuery,
  vacancyListQuerySchema,
  MAX_HOURS_PER_WEEK,
} from './vacancies';

describe('list queries', () => {
  it('reads a vacancy search under the camelCase names of its wire parameters', () => {
    const params = vacancyListQuerySchema.validateSync({
      'filter[q]': ' tuin ',
      'filter[tag_ids]':
        '0B8F2A52-3C1E-4E7A-9A57-0D9F6B0C1A11,0b8f2a52-3c1e-4e7a-9a57-0d9f6b0c1a11',
      'filter[commitment_in]': 'one_off, recurring',
      'filter[hours_lte]': '8',
      'filter[remote]': 'false',
      'filter[status_eq]': 'draft',
      sort: 'title',
      'page[number]': '2',
    });
    expect(readVacancyListQuery(params)).toEqual({
      include: new Set(),
      scope: undefined,
      q: 'tuin',
      tagIds: ['0b8f2a52-3c1e-4e7a-9a57-0d9f6b0c1a11'],
      commitmentIn: ['one_off', 'recurring'],
      hoursLte: 8,
      remote: false,
      dateFrom: undefined,
      dateTo: undefined,
      postcode: undefined,
      lat: undefined,
      lng: undefined,
      distanceKm: undefined,
      statusEq: 'draft',
      statusIn: undefined,
      organizationIdEq: undefined,
      featured: undefined,
      fields: undefined,
      light: false,
      sort: 'title',
      pageNumber: 2,
      pageSize: 20,
    });
  });

  it('allows 0 to 80 hours on both sides', () => {
    expect(hoursLteParamSchema.isValidSync('0')).toBe(true);
    expect(hoursLteParamSchema.isValidSync(String(MAX_HOURS_PER_WEEK))).toBe(true);
    expect(hoursLteParamSchema.isValidSync('81')).toBe(false);
    expect(hoursLteParamSchema.isValidSync('-3')).toBe(false);
  });

  it('reads sort, paging and the older organization type name', () => {
    const params = organizationListQuerySchema.validateSync({
      'filter[type_eq]': 'School',
      sort: '-created_at',
    });
    expect(readOrganizationListQuery(params)).toMatchObject({
      organizationTypeEq: 'School',
      sort: { column: 'created_at', descending: true },
      pageNumber: 1,
      pageSize: 25,
    });
  });

  it('sorts the inbox newest first unless asked otherwise', () => {
    const query = readApplicationListQuery(
      applicationListQuerySchema.validateSync({ 'filter[mine]': 'true' }),
    );
    expect(query).toMatchObject({
      mine: true,
      sort: { column: 'created_at', descending: true },
    });
  });
});
