import { describe, expect, it } from 'vitest';
import { TENANT_NAMES } from '../../common/tenants/tenant-configs';
import { PLACES } from './demo-places';
import { buildDemoVacancyRows, listTenantOrganizations } from './demo-vacancies';
import { VACANCY_TEXTS } from './demo-vacancy-texts';

const NOW = new Date('2026-11-27T09:00:00Z');
const DUTCH_NUMBERS: Record<string, number> = { een: 1, anderhalf: 1.5, twee: 2, drie: 3, vier: 4 };

describe('demo vacancies', () => {
  for (const tenant of TENANT_NAMES) {
    const { vacancyRows, list } = buildDemoVacancyRows(tenant, NOW);
    const organizations = new Map(listTenantOrganizations(tenant).map((o) => [o.id, o]));
    const textOf = new Map(list.map((v) => [v.id, VACANCY_TEXTS.find((t) => t.key === v.key)!]));

    it(`${tenant}: no two cards alike (title, organization and place)`, () => {
      const cards = vacancyRows.map((v) => `${v.titleNl}|${v.organizationId}|${v.city ?? ''}`);
      expect(new Set(cards).size).toBe(cards.length);
      expect(cards.length).toBeGreaterThanOrEqual(30);
    });

    it(`${tenant}: each vacancy is posted by a fitting organization, at its place`, () => {
      for (const v of vacancyRows) {
        const organization = organizations.get(v.organizationId)!;
        const text = textOf.get(v.id!)!;
        if (text.types) expect(text.types, v.titleNl).toContain(organization.type);
        if (v.city !== null) expect(v.city, v.titleNl).toBe(PLACES[organization.place].city);
      }
    });

    it(`${tenant}: the hours in the description are the hours in the facts`, () => {
      for (const v of vacancyRows) {
        const said = /(\p{L}+) uur per week/iu.exec(v.descriptionNl ?? '')?.[1]?.toLowerCase();
        if (!said || v.hoursPerWeek === null) continue;
        expect(Number(v.hoursPerWeek), v.titleNl).toBe(DUTCH_NUMBERS[said]);
      }
    });
  }

  it('the texts say how many hours a week only as their facts do', () => {
    for (const text of VACANCY_TEXTS) {
      const said = /(\p{L}+) uur per week/iu.exec(text.nl.tasks.join(' ') + text.nl.intro)?.[1];
      if (said) expect(text.hours, text.key).toBe(DUTCH_NUMBERS[said.toLowerCase()]);
    }
  });
});
