// The proof the profile's two-factor changes ask for first: while it is off the password; while
// it is on a code of the app in use or a recovery code (the password alone is not enough then).
import { Body1, Button, Link } from '@fluentui/react-components';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ERROR_CODE } from '../../../../common/errors';
import { NetworkSubmitButton } from '../../../components/form-parts';
import {
  CodeField,
  codeProof,
  validateCodeValues,
  wrongCodeMessage,
  type CodeKind,
} from '../../../components/two-factor/code-field';
import { isApiError } from '../../../lib/api-client';
import { TextField } from '../../../lib/forms/fields';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { toSubmitErrors } from '../../../lib/session/api-error-text';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';
import type { TwoFactorProof } from '../../../../common/schemas/two-factor';
import { useProfileStyles } from './profile-styles';
import { ErrorSummary } from '../../../components/error-summary';

export type TwoFactorAction = 'setup' | 'renew' | 'disable';

interface ProofValues {
  currentPassword?: string;
  code?: string;
}

type ProofKind = 'password' | CodeKind;

/** Field errors of a failed change: wrong password or code beside the field. */
export function useProofErrors() {
  const intl = useIntl();
  return (error: unknown, kind: ProofKind): Record<string, string> => {
    if (isApiError(error) && error.status !== 429) {
      // Message ids: the fields translate them, also after a change of language.
      if (error.code === ERROR_CODE.invalidCredentials) {
        return { currentPassword: 'profile.error.currentPassword' };
      }
      if (error.code === ERROR_CODE.invalidTwoFactorCode) {
        return { code: wrongCodeMessage(kind === 'recovery' ? 'recovery' : 'otp') };
      }
      if (error.code === ERROR_CODE.twoFactorMandatory) {
        return { [FORM_ERROR]: intl.formatMessage({ id: 'twoFactor.profile.mandatory' }) };
      }
    }
    // The server points at otp_code or recovery_code; both are typed into the one code field.
    const { otpCode, recoveryCode, ...rest } = toSubmitErrors(intl, error);
    const code = otpCode ?? recoveryCode;
    return code ? { ...rest, code } : rest;
  };
}

export function TwoFactorProofForm({
  action,
  enabled,
  email,
  gate,
  onCancel,
  onProof,
}: {
  action: TwoFactorAction;
  enabled: boolean;
  email: string;
  gate: NetworkGate;
  onCancel: () => void;
  onProof: (proof: TwoFactorProof) => Promise<void>;
}) {
  const styles = useProfileStyles();
  const [kind, setKind] = useState<ProofKind>(enabled ? 'otp' : 'password');
  const toErrors = useProofErrors();
  const t = useT();
  const submitId = {
    setup: 'twoFactor.profile.continue',
    renew: 'twoFactor.profile.renew',
    disable: 'twoFactor.profile.disable',
  }[action];

  return (
    <Form<ProofValues>
      onSubmit={async (values) => {
        const proof: TwoFactorProof =
          kind === 'password'
            ? { currentPassword: values.currentPassword ?? '' }
            : codeProof(kind, values.code ?? '');
        try {
          await onProof(proof);
          return undefined;
        } catch (error) {
          return toErrors(error, kind);
        }
      }}
      validate={(values) => {
        if (kind === 'password') {
          return values.currentPassword ? {} : { currentPassword: 'validation.required' };
        }
        return validateCodeValues(kind, values.code);
      }}
      render={({ handleSubmit, submitting, form }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <ErrorSummary />
          <Body1 as="p" className={styles.lead}>
            <FormattedMessage
              id={
                action === 'setup' && enabled
                  ? 'twoFactor.profile.proof.setupAgain'
                  : `twoFactor.profile.proof.${action}`
              }
            />
          </Body1>
          <input type="hidden" name="username" autoComplete="username" value={email} />
          {kind === 'password' ? (
            <TextField
              name="currentPassword"
              type="password"
              label={t('profile.field.currentPassword')}
              autoComplete="current-password"
              required
            />
          ) : (
            <CodeField
              key={kind}
              name="code"
              kind={kind}
              focusOnShow
              label={t(kind === 'otp' ? 'twoFactor.field.otp' : 'twoFactor.field.recovery')}
            />
          )}
          {enabled ? (
            <div className={styles.row}>
              {(['otp', 'recovery'] as const)
                .filter((k) => k !== kind)
                .map((k) => (
                  <Link
                    key={k}
                    as="button"
                    type="button"
                    onClick={() => {
                      form.restart({});
                      setKind(k);
                    }}
                  >
                    <FormattedMessage id={`twoFactor.profile.use.${k}`} />
                  </Link>
                ))}
            </div>
          ) : null}
          {gate.hint}
          <div className={styles.actions}>
            <NetworkSubmitButton gate={gate} submitting={submitting}>
              <FormattedMessage id={submitId} />
            </NetworkSubmitButton>
            <Button size={BUTTON_SIZE} onClick={onCancel} disabled={submitting}>
              <FormattedMessage id="admin.cancel" />
            </Button>
          </div>
        </form>
      )}
    />
  );
}
