// The demo vacancies as a visitor sees them: no card twice (the same title from the same
// organization in one tenant), the hours a description names equal to the hours in the facts, and
// still enough of them for the demo (at least 60 per tenant, most published).
import { describe, expect, it } from 'vitest';
import { TENANT_NAMES } from '../../common/tenants/tenant-configs';
import { buildDemoVacancyRows, listTenantOrganizations } from './demo-vacancies';
import { VACANCY_TEXTS } from './demo-vacancy-texts';

const NOW = new Date('2026-11-27T09:00:00Z');

const DUTCH_NUMBERS: Record<string, number> = {
  een: 1,
  één: 1,
  anderhalf: 1.5,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  acht: 8,
};
const ENGLISH_NUMBERS: Record<string, number> = {
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  eight: 8,
};

/** The hours a week a description names ('twee uur per week', 'two hours a week'), or null. */
function readStatedHours(html: string | null | undefined): number[] {
  const text = (html ?? '').replace(/<[^>]+>/g, ' ').toLowerCase();
  const said: number[] = [];
  for (const m of text.matchAll(/(\p{L}+|\d+(?:,\d+)?) uur per week/gu)) {
    said.push(DUTCH_NUMBERS[m[1]!] ?? Number(m[1]!.replace(',', '.')));
  }
  for (const m of text.matchAll(/(\p{L}+|\d+(?:\.\d+)?) hours? (?:and a half )?a week/gu)) {
    const half = m[0].includes('and a half') ? 0.5 : 0;
    said.push((ENGLISH_NUMBERS[m[1]!] ?? Number(m[1])) + half);
  }
  return said;
}

describe('readStatedHours', () => {
  it('reads the hours in Dutch and English and nothing else', () => {
    expect(readStatedHours('<li>Twee uur per week samen oefenen</li>')).toEqual([2]);
    expect(readStatedHours('<p>for an hour and a half a week</p>')).toEqual([1.5]);
    expect(readStatedHours('<li>Een uur per week lopen</li>')).toEqual([1]);
    expect(readStatedHours('<p>Hold intake interviews three hours a week</p>')).toEqual([3]);
    expect(readStatedHours('<p>Een vast spreekuur, een middag per week</p>')).toEqual([]);
  });
});

describe('demo vacancies', () => {
  for (const tenant of TENANT_NAMES) {
    const { vacancyRows } = buildDemoVacancyRows(tenant, NOW);

    it(`${tenant}: no title twice at the same organization`, () => {
      const names = new Map(listTenantOrganizations(tenant).map((o) => [o.id, o.name]));
      const seen = new Set<string>();
      const twice: string[] = [];
      for (const v of vacancyRows) {
        for (const title of [v.titleNl, v.titleEn].filter(Boolean)) {
          const card = `${names.get(v.organizationId)}: ${title}`;
          if (seen.has(card)) twice.push(card);
          seen.add(card);
        }
      }
      expect(twice).toEqual([]);
    });

    it(`${tenant}: the hours a description names are the hours in its facts`, () => {
      const wrong = vacancyRows.flatMap((v) =>
        [v.descriptionNl, v.descriptionEn]
          .flatMap(readStatedHours)
          .filter((said) => said !== Number(v.hoursPerWeek))
          .map((said) => `${v.titleNl}: says ${said}, facts ${v.hoursPerWeek}`),
      );
      expect(wrong).toEqual([]);
    });

    it(`${tenant}: at least 60 vacancies, of which at least 45 published`, () => {
      expect(vacancyRows.length).toBeGreaterThanOrEqual(60);
      expect(vacancyRows.filter((v) => v.status === 'published').length).toBeGreaterThanOrEqual(45);
    });
  }

  it('each text names its hours in Dutch and English alike', () => {
    for (const text of VACANCY_TEXTS) {
      const html = (t: typeof text.nl) => [t.intro, ...t.tasks, t.offer].join(' ');
      const nl = readStatedHours(html(text.nl));
      expect(readStatedHours(html(text.en)), text.key).toEqual(nl);
      for (const said of nl) expect(said, text.key).toBe(text.hours);
    }
  });

  it('no two texts share a title', () => {
    const titles = VACANCY_TEXTS.flatMap((t) => [t.nl.title, t.en.title]);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
