import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormField } from '../../../common/schemas/forms';
import nl from '../../../i18n/nl.json';
import { FormRenderer } from './form-renderer';
import { submittedAnswers } from './form-values';

function field(partial: Partial<FormField> & Pick<FormField, 'key' | 'type'>): FormField {
  return {
    labelNl: partial.key,
    labelEn: null,
    helpNl: null,
    helpEn: null,
    required: false,
    rules: {},
    options: [],
    showWhen: null,
    ...partial,
  };
}

const FIELDS: FormField[] = [
  field({ key: 'naam', type: 'short_text', labelNl: 'Naam', labelEn: 'Name', required: true }),
  field({
    key: 'auto',
    type: 'single_choice',
    labelNl: 'Heb je een auto?',
    options: [
      { value: 'ja', labelNl: 'Ja', labelEn: 'Yes' },
      { value: 'nee', labelNl: 'Nee', labelEn: 'No' },
    ],
  }),
  field({
    key: 'kenteken',
    type: 'short_text',
    labelNl: 'Kenteken',
    required: true,
    showWhen: { fieldKey: 'auto', equals: 'ja' },
  }),
  field({ key: 'leeftijd', type: 'number', labelNl: 'Leeftijd', rules: { min: 16 } }),
];

function renderForm(onSubmit = vi.fn(), locale = 'nl') {
  render(
    <IntlProvider locale={locale} messages={nl as Record<string, string>}>
      <FormRenderer fields={FIELDS} locale={locale} onSubmit={onSubmit} submitLabel="Versturen" />
    </IntlProvider>,
  );
  return onSubmit;
}

afterEach(cleanup);

describe('FormRenderer', () => {
  it('says what is wrong when a field is left, not while typing', async () => {
    renderForm();
    const name = screen.getByLabelText(/^Naam/);
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: '' } });
    expect(screen.queryByText('Naam is verplicht.')).toBeNull();
    fireEvent.blur(name);
    expect(await screen.findByText('Naam is verplicht.')).toBeTruthy();
    const age = screen.getByLabelText('Leeftijd');
    fireEvent.change(age, { target: { value: '12' } });
    fireEvent.blur(age);
    expect(await screen.findByText('Leeftijd moet 16 of hoger zijn.')).toBeTruthy();
  });

  it('shows a conditional field only when its condition is met', () => {
    renderForm();
    expect(screen.queryByLabelText(/^Kenteken/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Ja'));
    expect(screen.getByLabelText(/^Kenteken/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Nee'));
    expect(screen.queryByLabelText(/^Kenteken/)).toBeNull();
  });

  it('sends the shown answers only, numbers as numbers', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: ' Zoë ' } });
    fireEvent.click(screen.getByLabelText('Ja'));
    fireEvent.change(screen.getByLabelText(/^Kenteken/), { target: { value: 'AB-12-CD' } });
    fireEvent.click(screen.getByLabelText('Nee'));
    const age = screen.getByLabelText('Leeftijd');
    fireEvent.change(age, { target: { value: '30' } });
    // Leaving the last field (as pressing the button does) checks the answers again.
    fireEvent.blur(age);
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ naam: 'Zoë', auto: 'nee', leeftijd: 30 });
  });

  it('refuses to send with a required field empty and marks it', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    // Beside the field and in the error summary, by the field's label (not its key).
    expect(await screen.findAllByText('Naam is verplicht.')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('labels in English where the form has English, else in Dutch', () => {
    renderForm(vi.fn(), 'en');
    expect(screen.getByLabelText(/^Name/)).toBeTruthy();
    expect(screen.getByText('Heb je een auto?')).toBeTruthy();
  });
});

describe('submittedAnswers', () => {
  it('drops the answers of hidden fields', () => {
    expect(submittedAnswers(FIELDS, { naam: 'A', auto: 'nee', kenteken: 'X' })).toEqual({
      naam: 'A',
      auto: 'nee',
    });
  });
});
