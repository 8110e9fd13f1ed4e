// The demo vacancies' texts: the typical vacancies of GLOSSARY.md, each written in Dutch and in
// English, with the tags, commitment, hours and weekday parts that fit them. demo-vacancies.ts
// combines them with each tenant's places and organizations; {city} and {org} are filled in there.
import type { Commitment } from '../../common/matching';
import type { OrganizationType } from '../../common/schemas/organizations';
import type { Availability } from '../../common/schemas/volunteer-profile';
import { CARE_TEXTS } from './demo-vacancy-texts-care';
import { LEISURE_TEXTS } from './demo-vacancy-texts-leisure';
import { LEARNING_TEXTS } from './demo-vacancy-texts-learning';
import { NEIGHBOURHOOD_TEXTS } from './demo-vacancy-texts-neighbourhood';
import { PRACTICAL_TEXTS } from './demo-vacancy-texts-practical';
import { SUPPORT_TEXTS } from './demo-vacancy-texts-support';

export interface Text {
  title: string;
  intro: string;
  tasks: string[];
  offer: string;
}

export interface VacancyText {
  key: string;
  nl: Text;
  en: Text;
  /** Dutch tag names (demo-tags.ts). */
  tags: string[];
  commitment: Commitment;
  hours: number | null;
  schedule: Availability;
  /** always: from home, no address; sometimes: every other copy may be done from home. */
  remote?: 'always' | 'sometimes';
  positions: number;
  /** Organization types that would post it, best first; others may post it too. */
  types?: OrganizationType[];
  /** A question for applicants (Dutch: the organizations write their own questions). */
  question?: { text: string; required: boolean };
}

/** The description as the editor would save it: a paragraph, a list of tasks, a paragraph. */
export function buildDescriptionHtml(text: Text, fill: (s: string) => string): string {
  const items = text.tasks.map((task) => `<li>${fill(task)}</li>`).join('');
  return `<p>${fill(text.intro)}</p><ul>${items}</ul><p>${fill(text.offer)}</p>`;
}

/**
 * Whether the text says how many hours a week it takes: then the vacancy's hours are always the
 * text's (demo-vacancies.ts leaves the hours open on some vacancies, but not on these).
 */
export function namesHours(text: VacancyText): boolean {
  const words = [text.nl.intro, ...text.nl.tasks, text.nl.offer].join(' ');
  return /\buur per week\b/i.test(words);
}

// The order decides which organization, id and status each text gets in a tenant (demo-vacancies.ts
// goes round after round through the list until a tenant has its vacancies).
export const VACANCY_TEXTS: VacancyText[] = [
  ...CARE_TEXTS,
  ...LEARNING_TEXTS,
  ...PRACTICAL_TEXTS,
  ...NEIGHBOURHOOD_TEXTS,
  ...LEISURE_TEXTS,
  ...SUPPORT_TEXTS,
];
