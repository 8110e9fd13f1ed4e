// The log-hours form's values and checks: the same limits as the server's (common/schemas/hours.ts),
// said in the form's words before anything is sent. Hours may be typed with a comma.
import { object, string } from 'yup';
import { HOUR_NOTE_MAX_LENGTH, HOUR_STEP } from '../../../common/schemas/hours';
import { MAX_HOURS_PER_ENTRY } from '../../../common/schemas/activities';
import { isRealDate } from '../../../common/dates';

export interface HourFormValues {
  /** 'activity:<id>' or 'application:<id>'. */
  subject: string;
  workedOn: string;
  hours: string;
  note: string;
}

export function parseHours(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

export const hourFormSchema = object({
  subject: string().required({ id: 'hours.error.subject' }),
  workedOn: string()
    .required()
    .test('date', { id: 'validation.date' }, (v) => !v || isRealDate(v)),
  hours: string()
    .required()
    .test('number', { id: 'validation.number' }, (v) => !v || Number.isFinite(parseHours(v)))
    .test(
      'range',
      { id: 'validation.numberMin', values: { min: HOUR_STEP } },
      (v) => !v || !Number.isFinite(parseHours(v)) || parseHours(v) >= HOUR_STEP,
    )
    .test(
      'max',
      { id: 'validation.numberMax', values: { max: MAX_HOURS_PER_ENTRY } },
      (v) => !v || !Number.isFinite(parseHours(v)) || parseHours(v) <= MAX_HOURS_PER_ENTRY,
    )
    .test(
      'quarter',
      { id: 'hours.error.quarter' },
      (v) => !v || !Number.isFinite(parseHours(v)) || Number.isInteger(parseHours(v) / HOUR_STEP),
    ),
  note: string().max(HOUR_NOTE_MAX_LENGTH),
});

/** 'activity:<id>' -> its parts. */
export function splitSubject(value: string): { type: 'activity' | 'application'; id: string } {
  const [type, id] = value.split(':');
  return { type: type === 'activity' ? 'activity' : 'application', id: id ?? '' };
}

/** Formats hours as people write them: 2,5 in Dutch, 2.5 in English. */
export function formatHours(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    maximumFractionDigits: 2,
  }).format(hours);
}
