// Small formatting helpers of the vacancy pages: dates of the period, the weekly schedule in
// words and the OpenStreetMap link of a place.
import type { IntlShape } from 'react-intl';
import type { VacancySchedule } from '../../../common/schemas/vacancies';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const PARTS = ['morning', 'afternoon', 'evening'] as const;

/** A calendar date ('2026-03-01') in the reader's language; the date itself, no time zone shift. */
export function formatDay(intl: IntlShape, date: string): string {
  return intl.formatDate(`${date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

/** The vacancy's period in words, or null when it has neither start nor end. */
export function formatPeriod(
  intl: IntlShape,
  startsOn: string | null,
  endsOn: string | null,
): string | null {
  if (startsOn && endsOn) {
    return intl.formatMessage(
      { id: 'vacancies.period.range' },
      { from: formatDay(intl, startsOn), to: formatDay(intl, endsOn) },
    );
  }
  if (startsOn) {
    return intl.formatMessage({ id: 'vacancies.period.from' }, { from: formatDay(intl, startsOn) });
  }
  if (endsOn) {
    return intl.formatMessage({ id: 'vacancies.period.until' }, { to: formatDay(intl, endsOn) });
  }
  return null;
}

/** The weekday parts of the schedule in week order ('Tuesday evening and Thursday afternoon'). */
export function formatSchedule(
  intl: IntlShape,
  schedule: VacancySchedule | null | undefined,
): string | null {
  const slots: string[] = [];
  for (const day of DAYS) {
    for (const part of PARTS) {
      if (schedule?.[day]?.includes(part)) {
        slots.push(intl.formatMessage({ id: `vacancies.slot.${day}.${part}` }));
      }
    }
  }
  return slots.length ? intl.formatList(slots, { type: 'conjunction' }) : null;
}

/** OpenStreetMap centred on the place, with a marker. */
export function buildMapLink(lat: number, lng: number): string {
  const la = lat.toFixed(5);
  const lo = lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=15/${la}/${lo}`;
}
