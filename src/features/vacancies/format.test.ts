import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import nl from '../../../i18n/nl.json';
import { buildApplySchema, toAnswers, withAllAnswers } from './application-form-schema';
import { buildMapLink, formatPeriod, formatSchedule } from './format';

const intl = createIntl({ locale: 'nl', messages: nl });

describe('vacancy formatting', () => {
  it('writes the period and the week in words', () => {
    expect(formatPeriod(intl, '2026-03-01', '2026-06-30')).toBe(
      '1 maart 2026 tot en met 30 juni 2026',
    );
    expect(formatPeriod(intl, '2026-03-01', null)).toBe('Vanaf 1 maart 2026');
    expect(formatPeriod(intl, null, null)).toBeNull();
    expect(formatSchedule(intl, { thu: ['afternoon'], tue: ['evening', 'morning'] })).toBe(
      'dinsdagochtend, dinsdagavond en donderdagmiddag',
    );
    expect(formatSchedule(intl, {})).toBeNull();
  });

  it('links to OpenStreetMap with a marker', () => {
    expect(buildMapLink(52.0912, 5.1223)).toBe(
      'https://www.openstreetmap.org/?mlat=52.09120&mlon=5.12230#map=15/52.09120/5.12230',
    );
  });
});

describe('the apply form rules', () => {
  const questions = [
    { id: 'q1', text: 'Heb je een VOG?', required: true },
    { id: 'q2', text: 'Opmerkingen', required: false },
  ];
  it('needs a motivation of 10 characters and the required answers', async () => {
    const schema = buildApplySchema(questions);
    const errors = await schema
      .validate(withAllAnswers(questions, { motivation: 'kort' }), { abortEarly: false })
      .catch((e: { inner: { path: string }[] }) => e.inner.map((i) => i.path));
    expect(errors).toEqual(['motivation', 'answers[0]']);
    await expect(
      schema.isValid({ motivation: 'Ik help graag mee.', answers: ['Ja', undefined] }),
    ).resolves.toBe(true);
    expect(toAnswers(questions, { motivation: 'x', answers: [' Ja '] })).toEqual([
      { questionId: 'q1', answer: 'Ja' },
      { questionId: 'q2', answer: '' },
    ]);
  });
});
