import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { TextField } from './fields';
import { validateWithSchema } from './validation';

const schema = object({ email: string().required().email(), password: string().required() });

function renderSignIn(onSubmit: (values: Record<string, string>) => void) {
  render(
    <IntlProvider locale="nl" messages={{}} onError={() => undefined}>
      <Form
        onSubmit={onSubmit}
        validate={validateWithSchema(schema)}
        validateOnBlur
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} aria-label="sign in">
            <TextField name="email" label="E-mail" />
            <TextField name="password" label="Password" type="password" />
          </form>
        )}
      />
    </IntlProvider>,
  );
}

afterEach(cleanup);

describe('TextField in a form that validates on blur', () => {
  it('submits with Enter in the last field, judged by the value typed there', async () => {
    const onSubmit = vi.fn();
    renderSignIn(onSubmit);
    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Password');
    fireEvent.change(email, { target: { value: 'zoe@example.nl' } });
    fireEvent.blur(email); // validates: password is still empty, so 'required' is on record
    fireEvent.change(password, { target: { value: 'welkom-demo-2026' } });
    // The browser's order for Enter: keydown in the field, then the form's submit.
    fireEvent.keyDown(password, { key: 'Enter' });
    fireEvent.submit(screen.getByRole('form', { name: 'sign in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      email: 'zoe@example.nl',
      password: 'welkom-demo-2026',
    });
  });

  it('still refuses a submit whose fields are invalid', async () => {
    const onSubmit = vi.fn();
    renderSignIn(onSubmit);
    const email = screen.getByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.keyDown(email, { key: 'Enter' });
    fireEvent.submit(screen.getByRole('form', { name: 'sign in' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
