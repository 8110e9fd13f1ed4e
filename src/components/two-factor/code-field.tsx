// The code field of two-factor sign-in, bound to react-final-form: an authenticator code (6
// digits: numeric keyboard on a phone, offered by the browser's one-time-code autofill) or a
// recovery code (letters and digits, no autocorrect). The error shows beside the field after a
// submit and is tied to it (Fluent's Field sets aria-describedby and aria-invalid).
import { Field, Input, makeStyles } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formatFieldError } from '../../lib/forms/fields';

export type CodeKind = 'otp' | 'recovery';

const useStyles = makeStyles({
  // Room for the code and its message; a full-width box for 6 digits reads oddly on a desktop.
  field: { maxWidth: '22rem' },
});

export function CodeField({
  name,
  kind,
  label,
  hint,
  focusOnShow = false,
}: {
  name: string;
  kind: CodeKind;
  label: string;
  hint?: string;
  /** Puts the cursor here when the field appears (a new step of a form), so no Tab is needed. */
  focusOnShow?: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { input, meta } = useField<string>(name);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  // Shown after a submit only: leaving the field (say, for 'use a recovery code') must not
  // push the page around with a 'required'.
  const shown = meta.submitFailed
    ? (meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError))
    : undefined;
  const error = formatFieldError(intl, shown, label);
  const otp = kind === 'otp';
  return (
    <Field
      className={styles.field}
      label={label}
      hint={hint}
      required
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <Input
        name={input.name}
        value={input.value ?? ''}
        type="text"
        ref={ref}
        autoComplete={otp ? 'one-time-code' : 'off'}
        inputMode={otp ? 'numeric' : 'text'}
        pattern={otp ? '[0-9 ]*' : undefined}
        maxLength={otp ? 7 : 24}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        size="large"
        input={{
          style: { fontVariantNumeric: 'tabular-nums', letterSpacing: otp ? '0.12em' : undefined },
        }}
        onChange={(_, data) => input.onChange(data.value)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        onKeyDown={(event) => {
          if (event.key === 'Enter') input.onBlur();
        }}
      />
    </Field>
  );
}

/** The form's check of a code before it is sent: required, and of the right shape. */
export function validateCode(kind: CodeKind, value: string | undefined): string | undefined {
  const text = (value ?? '').replace(/[\s-]/g, '');
  if (!text) return 'validation.required';
  if (kind === 'otp' && !/^\d{6}$/.test(text)) return 'twoFactor.error.otpShape';
  if (kind === 'recovery' && !/^[a-zA-Z2-7]{16}$/.test(text))
    return 'twoFactor.error.recoveryShape';
  return undefined;
}

/** The same check as a final-form `validate` result for a field named `code`. */
export function validateCodeValues(kind: CodeKind, value: string | undefined): { code?: string } {
  const error = validateCode(kind, value);
  return error ? { code: error } : {};
}

/** The message id beside the field when the server refuses a code of this kind. */
export function wrongCodeMessage(kind: CodeKind): string {
  return kind === 'otp' ? 'twoFactor.error.wrongCode' : 'twoFactor.error.wrongRecoveryCode';
}

/** A typed code as the server's body takes it: an app's code or a recovery code. */
export function codeProof(
  kind: CodeKind,
  code: string,
): { otpCode: string } | { recoveryCode: string } {
  return kind === 'otp' ? { otpCode: code } : { recoveryCode: code };
}
