// Small words the pool and the invitations share: a volunteer's weekday parts as short text
// ("di avond, za ochtend") and a vacancy's title in the reader's language.
import type { IntlShape } from 'react-intl';
import { pickLocalized } from '../../../common/matching';
import { DAY_PARTS, WEEKDAYS, type Availability } from '../../../common/schemas/volunteer-profile';

/** Every weekday part of `availability`, in week order, as "Tuesday evening". */
export function listSlots(intl: IntlShape, availability: Availability): string[] {
  const out: string[] = [];
  for (const day of WEEKDAYS) {
    const parts = availability[day] ?? [];
    for (const part of DAY_PARTS) {
      if (parts.includes(part))
        out.push(intl.formatMessage({ id: `vacancies.slot.${day}.${part}` }));
    }
  }
  return out;
}

export function vacancyTitle(
  intl: IntlShape,
  v: { vacancyTitleNl?: string | null; vacancyTitleEn?: string | null },
): string {
  return (
    pickLocalized(v.vacancyTitleNl, v.vacancyTitleEn, intl.locale) ||
    intl.formatMessage({ id: 'pool.unnamedVacancy' })
  );
}
