// A request's 'when' in words: its weekday parts in week order and its period, or 'any time'.
import type { IntlShape } from 'react-intl';
import { DAY_PARTS, WEEKDAYS, type Availability } from '../../../common/schemas/volunteer-profile';

function formatDate(intl: IntlShape, value: string): string {
  return intl.formatDate(new Date(`${value}T12:00:00Z`), {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

export function formatAvailability(
  intl: IntlShape,
  availability: Availability,
  from: string | null,
  until: string | null,
): string {
  const slots: string[] = [];
  for (const day of WEEKDAYS) {
    for (const part of DAY_PARTS) {
      if ((availability[day] ?? []).includes(part)) {
        slots.push(intl.formatMessage({ id: `vacancies.slot.${day}.${part}` }));
      }
    }
  }
  const when =
    slots.length > 0
      ? intl.formatList(slots, { type: 'conjunction' })
      : intl.formatMessage({ id: 'help.when.anyTime' });
  if (from && until) {
    return intl.formatMessage(
      { id: 'help.when.period' },
      { when, from: formatDate(intl, from), until: formatDate(intl, until) },
    );
  }
  if (from)
    return intl.formatMessage({ id: 'help.when.from' }, { when, from: formatDate(intl, from) });
  if (until) {
    return intl.formatMessage({ id: 'help.when.until' }, { when, until: formatDate(intl, until) });
  }
  return when;
}
