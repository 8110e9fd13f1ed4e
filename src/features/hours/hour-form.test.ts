// The log-hours form's own checks: hours typed with a comma or a point, in quarters, within a day;
// shown as people write them in each language.
import { describe, expect, it } from 'vitest';
import { formatHours, hourFormSchema, parseHours, splitSubject } from './hour-form';

const valid = { subject: 'activity:1', workedOn: '2026-11-20', hours: '2,5', note: '' };

async function errorsOf(values: Record<string, string>) {
  try {
    await hourFormSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; errors: unknown[] }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.errors[0]]));
  }
}

describe('the log-hours form', () => {
  it('reads hours with a comma or a point', () => {
    expect(parseHours('2,5')).toBe(2.5);
    expect(parseHours(' 1.75 ')).toBe(1.75);
    expect(Number.isNaN(parseHours('twee'))).toBe(true);
  });

  it('takes quarters of an hour within a day, and says what is wrong', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(await errorsOf({ ...valid, hours: '1,3' })).toEqual({
      hours: { id: 'hours.error.quarter' },
    });
    expect(await errorsOf({ ...valid, hours: '0' })).toEqual({
      hours: { id: 'validation.numberMin', values: { min: 0.25 } },
    });
    expect(await errorsOf({ ...valid, hours: '25' })).toEqual({
      hours: { id: 'validation.numberMax', values: { max: 24 } },
    });
    expect(await errorsOf({ ...valid, hours: 'veel' })).toEqual({
      hours: { id: 'validation.number' },
    });
    expect(await errorsOf({ ...valid, subject: '', workedOn: '2026-02-30' })).toEqual({
      subject: { id: 'hours.error.subject' },
      workedOn: { id: 'validation.date' },
    });
  });

  it('splits the chosen subject and formats hours per language', () => {
    expect(splitSubject('application:abc')).toEqual({ type: 'application', id: 'abc' });
    expect(formatHours(2.5, 'nl')).toBe('2,5');
    expect(formatHours(2.5, 'en')).toBe('2.5');
    expect(formatHours(3, 'nl')).toBe('3');
  });
});
