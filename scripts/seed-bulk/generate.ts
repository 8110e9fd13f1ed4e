// Generated vacancies for `npm run seed:bulk` and the search benchmark: the demo texts
// (server/seed/demo-vacancy-texts*.ts) in Dutch and English, varied with themes (some common,
// most rare, so a search term can be broad or selective), qualifiers and extra sentences, placed
// around the GLOSSARY places all over the Netherlands. Deterministic for a given seed.
import type { Commitment, VacancyStatus } from '../../common/matching';
import { PLACES } from '../../server/seed/demo-places';
import { buildDescriptionHtml, VACANCY_TEXTS } from '../../server/seed/demo-vacancy-texts';

/** A small fast PRNG (mulberry32): the same seed gives the same vacancies. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Themes: a Zipf-like pick makes the first ones common and the last ones rare.
// prettier-ignore
export const THEMES: [string, string][] = [
  ['het buurthuis', 'the community centre'], ['de bibliotheek', 'the library'], ['de moestuin', 'the vegetable garden'],
  ['het zwembad', 'the swimming pool'], ['de kinderboerderij', 'the petting farm'], ['het museum', 'the museum'],
  ['de muziekschool', 'the music school'], ['de kringloopwinkel', 'the charity shop'], ['de speeltuin', 'the playground'],
  ['de schaakclub', 'the chess club'], ['het hospice', 'the hospice'], ['het dierenasiel', 'the animal shelter'],
  ['het theater', 'the theatre'], ['het festivalterrein', 'the festival grounds'], ['de camping', 'the campsite'],
  ['de molen', 'the windmill'], ['de imkerij', 'the apiary'], ['de fietsenwerkplaats', 'the bicycle workshop'],
  ['de zeilvereniging', 'the sailing club'], ['de volkstuin', 'the allotment'], ['het carnavalsgebouw', 'the carnival hall'],
  ['de sterrenwacht', 'the observatory'], ['het bijenhotel', 'the bee hotel'], ['de scoutinggroep', 'the scout group'],
  ['de reddingsbrigade', 'the lifeguard team'], ['het poppentheater', 'the puppet theatre'], ['de rolstoelsportclub', 'the wheelchair sports club'],
  ['het wolatelier', 'the wool studio'], ['de klokkentoren', 'the bell tower'], ['de kanoclub', 'the canoe club'],
];

// prettier-ignore
const QUALIFIERS: [string, string][] = [
  ['', ''], ['', ''], ['', ''], [' (op zaterdag)', ' (on Saturdays)'], [' in de avond', ' in the evening'],
  [' voor de zomer', ' for the summer'], [' met ervaring', ' with experience'], [' voor starters', ' for beginners'],
];

// prettier-ignore
const SENTENCES: [string, string][] = [
  ['We werken samen met {theme} in de buurt.', 'We work together with {theme} nearby.'],
  ['Ook mensen die net in Nederland wonen zijn van harte welkom.', 'People who have just moved to the Netherlands are very welcome too.'],
  ['Je hoeft geen ervaring te hebben: we leren je alles.', 'No experience needed: we will teach you everything.'],
  ['Na afloop drinken we samen koffie bij {theme}.', 'Afterwards we have coffee together at {theme}.'],
  ['Dit is een goede plek om nieuwe mensen te leren kennen.', 'This is a good place to meet new people.'],
  ['Je krijgt een vrijwilligersverzekering en een onkostenvergoeding.', 'You get volunteer insurance and an expense allowance.'],
  ['Studenten en gepensioneerden vullen elkaar hier mooi aan.', 'Students and retired people complement each other well here.'],
  ['Je bereikt {theme} makkelijk met de fiets of de bus.', 'You can easily get to {theme} by bike or bus.'],
];

const PLACE_LIST = Object.values(PLACES);
const STATUSES: [VacancyStatus, number][] = [
  ['published', 0.9],
  ['draft', 0.04],
  ['closed', 0.03],
  ['archived', 0.03],
];

function pickZipf<T>(list: readonly T[], random: () => number): T {
  // Index ~ n^(u^1.6)-1: heavy on the first items, a long tail of rare ones.
  const i = Math.floor(Math.pow(list.length + 1, Math.pow(random(), 1.6))) - 1;
  return list[Math.min(Math.max(i, 0), list.length - 1)]!;
}

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)]!;
}

function pickStatus(random: () => number): VacancyStatus {
  let r = random();
  for (const [status, share] of STATUSES) {
    if (r < share) return status;
    r -= share;
  }
  return 'published';
}

export interface BulkVacancy {
  titleNl: string;
  titleEn: string | null;
  descriptionNl: string;
  descriptionEn: string | null;
  status: VacancyStatus;
  hoursPerWeek: number | null;
  commitment: Commitment;
  startsOn: string | null;
  endsOn: string | null;
  schedule: string;
  remote: boolean;
  city: string | null;
  lat: number | null;
  lng: number | null;
  positions: number;
  publishedAt: Date | null;
  createdAt: Date;
  /** Dutch names of the demo tags it carries. */
  tags: string[];
}

function toDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** One generated vacancy; `now` anchors dates and publication times (the last year). */
export function generateVacancy(
  random: () => number,
  now: number,
  organizationName: string,
): BulkVacancy {
  const text = pick(VACANCY_TEXTS, random);
  const place = pick(PLACE_LIST, random);
  const theme = pickZipf(THEMES, random);
  const [qualifierNl, qualifierEn] = pick(QUALIFIERS, random);
  const extra = [pick(SENTENCES, random), pick(SENTENCES, random)];
  const fill = (lang: 0 | 1) => (s: string) =>
    s
      .replaceAll('{city}', place.city)
      .replaceAll('{org}', organizationName)
      .replaceAll('{theme}', theme[lang]);
  const fillNl = fill(0);
  const fillEn = fill(1);
  const dutchOnly = random() < 0.15;
  const status = pickStatus(random);
  const remote = text.remote === 'always' || (text.remote === 'sometimes' && random() < 0.5);
  const located = text.remote !== 'always';
  // Up to ~0.25 degrees (~20-28 km) around the place: spread over the country, denser in towns.
  const spread = 0.25 * random() * random();
  const angle = random() * 2 * Math.PI;
  const createdAt = now - Math.floor(random() * 365 * 86_400_000);
  const starts = createdAt + Math.floor(random() * 60) * 86_400_000;
  const oneOff = text.commitment === 'one_off';
  const extraTag = random() < 0.5 ? [pick(VACANCY_TEXTS, random).tags[0]!] : [];
  return {
    titleNl: fillNl(text.nl.title) + qualifierNl,
    titleEn: dutchOnly ? null : fillEn(text.en.title) + qualifierEn,
    descriptionNl:
      buildDescriptionHtml(text.nl, fillNl) + `<p>${extra.map((s) => fillNl(s[0])).join(' ')}</p>`,
    descriptionEn: dutchOnly
      ? null
      : buildDescriptionHtml(text.en, fillEn) +
        `<p>${extra.map((s) => fillEn(s[1])).join(' ')}</p>`,
    status,
    hoursPerWeek:
      random() < 0.1 ? null : Math.max(1, (text.hours ?? 2) + Math.floor(random() * 4) - 1),
    commitment: text.commitment,
    startsOn: random() < 0.15 ? null : toDay(starts),
    endsOn: oneOff ? toDay(starts) : random() < 0.3 ? toDay(starts + 180 * 86_400_000) : null,
    schedule: JSON.stringify(text.schedule),
    remote,
    city: located ? place.city : null,
    lat: located ? Math.round((place.lat + spread * Math.sin(angle)) * 1e6) / 1e6 : null,
    lng: located ? Math.round((place.lng + spread * 1.6 * Math.cos(angle)) * 1e6) / 1e6 : null,
    positions: 1 + Math.floor(random() * text.positions),
    publishedAt: status === 'draft' ? null : new Date(createdAt + 86_400_000),
    createdAt: new Date(createdAt),
    tags: [
      ...new Set([...text.tags.slice(0, 1 + Math.floor(random() * text.tags.length)), ...extraTag]),
    ],
  };
}
