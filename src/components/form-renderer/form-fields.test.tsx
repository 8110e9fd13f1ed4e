// The form's fields inside another form (a vacancy's apply form): their answers sit under the
// prefix, the inputs carry the whole path as their name (the error summary finds them by it), and
// conditions read the answers under the prefix.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormField } from '../../../common/schemas/forms';
import nl from '../../../i18n/nl.json';
import { FormFields } from './form-fields';
import { submittedAnswers, validateValues, type FormValues } from './form-values';

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
  field({ key: 'naam', type: 'short_text', labelNl: 'Naam', required: true }),
  field({
    key: 'auto',
    type: 'single_choice',
    labelNl: 'Heb je een auto?',
    options: [
      { value: 'ja', labelNl: 'Ja', labelEn: null },
      { value: 'nee', labelNl: 'Nee', labelEn: null },
    ],
  }),
  field({
    key: 'kenteken',
    type: 'short_text',
    labelNl: 'Kenteken',
    required: true,
    showWhen: { fieldKey: 'auto', equals: 'ja' },
  }),
];

interface Outer {
  motivation?: string;
  formAnswers?: FormValues;
}

function renderNested(onSubmit = vi.fn()) {
  const validate = (values: Outer) => {
    const errors = validateValues(FIELDS, values.formAnswers ?? {});
    return Object.keys(errors).length ? { formAnswers: errors } : {};
  };
  render(
    <IntlProvider locale="nl" messages={nl as Record<string, string>}>
      <Form<Outer>
        onSubmit={(values) => onSubmit(values, submittedAnswers(FIELDS, values.formAnswers ?? {}))}
        validate={validate}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FormFields fields={FIELDS} locale="nl" name="formAnswers" />
            <button type="submit">Versturen</button>
          </form>
        )}
      />
    </IntlProvider>,
  );
  return onSubmit;
}

afterEach(cleanup);

describe('FormFields under a name prefix', () => {
  it('names every input by its whole path', () => {
    renderNested();
    expect(screen.getByLabelText(/^Naam/).getAttribute('name')).toBe('formAnswers.naam');
    expect(screen.getByLabelText('Ja').getAttribute('name')).toBe('formAnswers.auto-choice');
    expect(document.querySelector('[data-field="formAnswers.auto"]')).not.toBeNull();
  });

  it('shows a conditional field by the answers under the prefix', () => {
    renderNested();
    expect(screen.queryByLabelText(/^Kenteken/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Ja'));
    expect(screen.getByLabelText(/^Kenteken/).getAttribute('name')).toBe('formAnswers.kenteken');
  });

  it('keeps the answers nested and marks a required one left empty', async () => {
    const onSubmit = renderNested();
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Naam is verplicht.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'Zoë' } });
    fireEvent.click(screen.getByLabelText('Ja'));
    fireEvent.change(screen.getByLabelText(/^Kenteken/), { target: { value: 'AB-12-CD' } });
    fireEvent.click(screen.getByLabelText('Nee'));
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, answers] = onSubmit.mock.calls[0]!;
    expect(values.formAnswers).toEqual({ naam: 'Zoë', auto: 'nee', kenteken: 'AB-12-CD' });
    expect(answers).toEqual({ naam: 'Zoë', auto: 'nee' });
  });
});
