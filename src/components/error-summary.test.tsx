import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { IntlProvider, createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { TextField } from '../lib/forms/fields';
import { submitWithFreshErrors } from '../lib/forms/submit-with-fresh-errors';
import { validateWithSchema } from '../lib/forms/validation';
import { ErrorSummary, collectSummaryItems } from './error-summary';

const schema = object({
  name: string().required(),
  email: string().required().email(),
  city: string(),
});
const validate = validateWithSchema(schema);

type Submit = (
  values: Record<string, string>,
) => SubmissionErrors | Promise<SubmissionErrors> | undefined;

function renderForm(
  onSubmit: Submit,
  { locale = 'nl', fresh = false }: { locale?: 'nl' | 'en'; fresh?: boolean } = {},
) {
  render(
    <IntlProvider locale={locale} messages={locale === 'nl' ? nl : en} onError={() => undefined}>
      <h1>Profiel</h1>
      <Form
        onSubmit={onSubmit}
        validate={validate}
        validateOnBlur
        render={({ handleSubmit, form }) => (
          <form
            aria-label="profiel"
            noValidate
            onSubmit={fresh ? (event) => void submitWithFreshErrors(form, event) : handleSubmit}
          >
            <ErrorSummary />
            <TextField name="name" label="Naam" required />
            <TextField name="email" label="E-mailadres" />
            <TextField name="city" label="Plaats" />
            <button type="submit">Opslaan</button>
          </form>
        )}
      />
    </IntlProvider>,
  );
}

function submit() {
  fireEvent.submit(screen.getByRole('form', { name: 'profiel' }));
}

beforeEach(() => {
  document.title = 'Profiel - Vrijwilligersplatform';
});
afterEach(cleanup);

describe('ErrorSummary', () => {
  it('shows nothing before a submit', () => {
    renderForm(vi.fn());
    expect(screen.queryByTestId('error-summary')).toBeNull();
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });

  it('lists client errors as links in field order, focuses the first and marks the page title', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const email = screen.getByLabelText('E-mailadres');
    fireEvent.change(email, { target: { value: 'geen adres' } });
    fireEvent.blur(email);
    submit();
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('heading', { level: 2 }).textContent).toBe(
      'Er is een probleem',
    );
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Naam is verplicht.',
      'E-mailadres moet een geldig e-mailadres zijn.',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Naam/)));
    expect(summary.getAttribute('role')).toBe('alert');
    expect(document.title).toBe('Fout: Profiel - Vrijwilligersplatform');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves focus to the field when its link is followed', async () => {
    renderForm(vi.fn());
    submit();
    const summary = await screen.findByTestId('error-summary');
    const link = within(summary).getByRole('link', { name: 'Naam is verplicht.' });
    const name = screen.getByLabelText(/Naam/);
    expect(link.getAttribute('href')).toBe(`#${name.id}`);
    fireEvent.click(link);
    expect(document.activeElement).toBe(name);
  });

  it('focuses the first wrong field again on a second failed submit with the same errors', async () => {
    renderForm(vi.fn());
    submit();
    await screen.findByTestId('error-summary');
    const name = screen.getByLabelText(/Naam/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    screen.getByLabelText('Plaats').focus();
    submit();
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('strikes through an error once fixed, keeping its place, until the next submit', async () => {
    renderForm(vi.fn(), { fresh: true });
    submit();
    const summary = await screen.findByTestId('error-summary');
    const height = within(summary).getAllByRole('listitem').length;
    const name = screen.getByLabelText(/Naam/);
    fireEvent.change(name, { target: { value: 'Zoë' } });
    fireEvent.blur(name);
    await waitFor(() =>
      expect(within(summary).queryByRole('link', { name: 'Naam is verplicht.' })).toBeNull(),
    );
    const lines = within(summary).getAllByRole('listitem');
    expect(lines).toHaveLength(height);
    expect(lines[0]!.textContent).toBe('Naam is verplicht. (verbeterd)');
    expect(lines[0]!.getAttribute('data-fixed')).toBe('true');
    expect(document.title).toBe('Fout: Profiel - Vrijwilligersplatform');
    const email = screen.getByLabelText('E-mailadres');
    fireEvent.change(email, { target: { value: 'zoe@example.nl' } });
    fireEvent.blur(email);
    await waitFor(() =>
      expect(within(summary).getByRole('heading').textContent).toBe('Alles is verbeterd'),
    );
    expect(within(summary).getAllByRole('listitem')).toHaveLength(height);
    expect(within(summary).queryAllByRole('link')).toHaveLength(0);
    expect(document.title).toBe('Profiel - Vrijwilligersplatform');
  });

  it('lists again at the next failed submit, without the lines fixed since', async () => {
    renderForm(vi.fn(), { fresh: true });
    submit();
    const summary = await screen.findByTestId('error-summary');
    const name = screen.getByLabelText(/Naam/);
    fireEvent.change(name, { target: { value: 'Zoë' } });
    fireEvent.blur(name);
    await waitFor(() => expect(summary.querySelector('[data-fixed]')).not.toBeNull());
    submit();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('error-summary'))
          .getAllByRole('listitem')
          .map((l) => l.textContent),
      ).toEqual(['E-mailadres is verplicht.']),
    );
  });

  it('lists the server’s field errors and the form’s message, in English', async () => {
    renderForm(
      () => ({ email: 'This address is taken.', [FORM_ERROR]: 'Check the marked fields.' }),
      { locale: 'en', fresh: true },
    );
    fireEvent.change(screen.getByLabelText(/Naam/), { target: { value: 'Zoë' } });
    fireEvent.change(screen.getByLabelText('E-mailadres'), {
      target: { value: 'zoe@example.nl' },
    });
    submit();
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('heading').textContent).toBe('There is a problem');
    expect(within(summary).getByTestId('form-error').textContent).toBe('Check the marked fields.');
    const link = within(summary).getByRole('link', { name: 'This address is taken.' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mailadres')));
    screen.getByLabelText('Plaats').focus();
    expect(document.title).toBe('Error: Profiel - Vrijwilligersplatform');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mailadres'));
  });

  it('takes focus itself when only the form’s own message is there', async () => {
    renderForm(() => ({ [FORM_ERROR]: 'Opslaan lukte niet. Probeer het zo nog eens.' }), {
      fresh: true,
    });
    fireEvent.change(screen.getByLabelText(/Naam/), { target: { value: 'Zoë' } });
    fireEvent.change(screen.getByLabelText('E-mailadres'), {
      target: { value: 'zoe@example.nl' },
    });
    submit();
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByTestId('form-error').textContent).toBe(
      'Opslaan lukte niet. Probeer het zo nog eens.',
    );
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('waits for a slow submit and focuses the field the server refused', async () => {
    let fail: (errors: Record<string, string>) => void = () => undefined;
    renderForm(() => new Promise((resolve) => (fail = resolve)), { fresh: true });
    fireEvent.change(screen.getByLabelText(/Naam/), { target: { value: 'Zoë' } });
    fireEvent.change(screen.getByLabelText('E-mailadres'), {
      target: { value: 'zoe@example.nl' },
    });
    submit();
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.queryByTestId('error-summary')).toBeNull();
    fail({ city: 'Plaats is onbekend.' });
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('link').textContent).toBe('Plaats is onbekend.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Plaats')));
  });

  it('goes once the submit succeeds', async () => {
    renderForm(vi.fn(), { fresh: true });
    submit();
    await screen.findByTestId('error-summary');
    fireEvent.change(screen.getByLabelText(/Naam/), { target: { value: 'Zoë' } });
    fireEvent.change(screen.getByLabelText('E-mailadres'), {
      target: { value: 'zoe@example.nl' },
    });
    submit();
    await waitFor(() => expect(screen.queryByTestId('error-summary')).toBeNull());
  });
});

describe('collectSummaryItems', () => {
  it('says a sentence that stands on two fields once, linked to the first', () => {
    document.body.innerHTML = `
      <form>
        <label for="nl">Titel NL</label><input id="nl" name="titleNl">
        <label for="en">Titel EN</label><input id="en" name="titleEn">
      </form>`;
    const intl = createIntl({ locale: 'nl', messages: nl });
    const items = collectSummaryItems(intl, document, {
      errors: { titleEn: 'Geef een titel.', titleNl: 'Geef een titel.' },
      submitErrors: undefined,
      submitFailed: true,
    });
    expect(items.map((i) => [i.text, i.element?.id])).toEqual([['Geef een titel.', 'nl']]);
    document.body.innerHTML = '';
  });
});
