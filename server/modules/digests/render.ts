// The {vacancies} text of the periodic mail: per vacancy its title, organization and place, why it
// suits the volunteer (the reasons of the recommendations page, in the volunteer's language) and
// its link; beyond the listed ones a line with how many more there are.
import type { MatchReason } from '../../../common/schemas/vacancies';
import { pickLocalized } from '../../../common/matching';
import type { DigestMatch } from '../vacancies/digest-matches';

type Locale = 'nl' | 'en';

const DAYS: Record<Locale, Record<string, string>> = {
  nl: {
    mon: 'maandag',
    tue: 'dinsdag',
    wed: 'woensdag',
    thu: 'donderdag',
    fri: 'vrijdag',
    sat: 'zaterdag',
    sun: 'zondag',
  },
  en: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
};
const PARTS: Record<Locale, Record<string, string>> = {
  nl: { morning: 'ochtend', afternoon: 'middag', evening: 'avond' },
  en: { morning: 'morning', afternoon: 'afternoon', evening: 'evening' },
};

const TEXT = {
  nl: {
    skills: (names: string) => `past bij je vaardigheden: ${names}`,
    interests: (names: string) => `past bij je interesses: ${names}`,
    distance: (km: number) =>
      km < 1 ? 'vlak bij je huis' : `${formatKm(km, 'nl')} km van je huis`,
    availability: (slots: string) => `past bij je ${slots}`,
    remote: 'kan vanuit huis',
    why: 'Waarom',
    fromHome: 'vanuit huis',
    more: (n: number) => (n === 1 ? 'En nog 1 andere vacature.' : `En nog ${n} andere vacatures.`),
  },
  en: {
    skills: (names: string) => `matches your skills: ${names}`,
    interests: (names: string) => `matches your interests: ${names}`,
    distance: (km: number) =>
      km < 1 ? 'close to your home' : `${formatKm(km, 'en')} km from your home`,
    availability: (slots: string) => `fits your ${slots}`,
    remote: 'can be done from home',
    why: 'Why',
    fromHome: 'from home',
    more: (n: number) => (n === 1 ? 'And 1 more vacancy.' : `And ${n} more vacancies.`),
  },
} as const;

function formatKm(km: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    maximumFractionDigits: 1,
  }).format(km);
}

function slotName(reason: MatchReason, locale: Locale): string {
  const day = DAYS[locale][reason.params?.day ?? ''] ?? '';
  const part = PARTS[locale][reason.params?.part ?? ''] ?? '';
  return locale === 'nl' ? `${day}${part}` : `${day} ${part}`;
}

/** The reasons as one line; availability slots are named together. */
export function describeReasons(reasons: MatchReason[], locale: Locale): string {
  const t = TEXT[locale];
  const out: string[] = [];
  const slots = reasons.filter((r) => r.code === 'availability').map((r) => slotName(r, locale));
  for (const reason of reasons) {
    const names = (reason.params?.names ?? []).join(', ');
    if (reason.code === 'skills') out.push(t.skills(names));
    else if (reason.code === 'interests') out.push(t.interests(names));
    else if (reason.code === 'distance') out.push(t.distance(reason.params?.km ?? 0));
    else if (reason.code === 'remote') out.push(t.remote);
  }
  if (slots.length > 0) out.push(t.availability(slots.join(', ')));
  return out.join('; ');
}

export function renderVacancyList(input: {
  matches: DigestMatch[];
  total: number;
  locale: Locale;
  origin: string;
}): string {
  const t = TEXT[input.locale];
  const blocks = input.matches.map((m) => {
    const title = pickLocalized(m.titleNl, m.titleEn, input.locale) ?? '';
    const place = m.city ?? (m.remote ? t.fromHome : null);
    const lines = [`- ${title} (${[m.organizationName, place].filter(Boolean).join(', ')})`];
    const why = describeReasons(m.reasons, input.locale);
    if (why) lines.push(`  ${t.why}: ${why}`);
    lines.push(`  ${input.origin}/vacancies/${m.id}`);
    return lines.join('\n');
  });
  const more = input.total - input.matches.length;
  if (more > 0) blocks.push(t.more(more));
  return blocks.join('\n\n');
}
