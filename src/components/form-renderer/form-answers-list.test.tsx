// The answers list shows what was asked: a question whose condition was not met is left out,
// an asked question left empty says so.
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { YES_NO, field } from '../../../common/forms/field-builders';
import type { FormAnswers } from '../../../common/schemas/forms';
import nl from '../../../i18n/nl.json';
import { FormAnswersList } from './form-answers-list';

const FIELDS = [
  field('naam', 'short_text', 'Naam', 'Name'),
  field('auto', 'single_choice', 'Heb je een auto?', 'Do you have a car?', { options: YES_NO }),
  field('kenteken', 'short_text', 'Kenteken', 'Licence plate', {
    showWhen: { fieldKey: 'auto', equals: 'ja' },
  }),
  field('opmerking', 'long_text', 'Opmerking', 'Remark'),
  field('email', 'email', 'E-mailadres', 'E-mail address'),
  field('telefoon', 'phone', 'Telefoon', 'Phone'),
];

function renderAnswers(answers: FormAnswers) {
  render(
    <IntlProvider locale="nl" messages={nl}>
      <FormAnswersList fields={FIELDS} answers={answers} />
    </IntlProvider>,
  );
  return screen.getAllByRole('term').map((term) => term.textContent);
}

afterEach(cleanup);

describe('FormAnswersList', () => {
  it('leaves out a question that was not asked', () => {
    const terms = renderAnswers({ naam: 'Sanne', auto: 'nee' });
    expect(terms).toEqual(['Naam', 'Heb je een auto?', 'Opmerking', 'E-mailadres', 'Telefoon']);
    expect(screen.getAllByText('Niet ingevuld')).toHaveLength(3);
  });

  it('shows the question when its condition was met', () => {
    const terms = renderAnswers({ naam: 'Sanne', auto: 'ja', kenteken: 'AB-123-C' });
    expect(terms).toEqual([
      'Naam',
      'Heb je een auto?',
      'Kenteken',
      'Opmerking',
      'E-mailadres',
      'Telefoon',
    ]);
    expect(screen.getByText('AB-123-C')).toBeTruthy();
  });

  it('makes an e-mail answer a mail link and a phone answer a call link', () => {
    renderAnswers({ email: 'sanne@example.org', telefoon: '06 12 34 56 78' });
    expect(screen.getByRole('link', { name: 'sanne@example.org' }).getAttribute('href')).toBe(
      'mailto:sanne@example.org',
    );
    expect(screen.getByRole('link', { name: '06 12 34 56 78' }).getAttribute('href')).toBe(
      'tel:0612345678',
    );
  });
});
