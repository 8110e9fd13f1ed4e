// The second step of signing in with two-factor sign-in (DESIGN.md section 6). After a correct
// password the server answered a challenge; here the user types the code from their
// authenticator app, or one of their recovery codes, and only then is signed in. An admin who
// must have a second factor and has none sets it up here first (the setup step): scan, type the
// first code, and the recovery codes are shown once.
import { Body1, Link, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { FORM_ERROR } from 'final-form';
import { useEffect, useState } from 'react';
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
import {
  FirstCodeSetup,
  validateFirstCode,
  type SetupSecret,
} from '../../../components/two-factor/first-code-setup';
import { isApiError, type ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { signInWithSecondFactor } from '../../../lib/session/actions';
import { describeApiError } from '../../../lib/session/api-error-text';
import { FormError } from '../../../lib/session/components/form-error';
import { toast } from '../../../lib/toasts/toast';
import { useAuthFormStyles } from './auth-frame';
import { ErrorSummary } from '../../../components/error-summary';

export interface SecondFactorStep {
  kind: 'code' | 'setup';
  challenge: string;
  email: string;
}

/** The challenge of a sign-in answer that asks for the code (or the setup); null otherwise. */
export function readSecondFactorStep(error: unknown, email: string): SecondFactorStep | null {
  if (!isApiError(error)) return null;
  const first = error.errors[0];
  const kind =
    first?.code === ERROR_CODE.twoFactorRequired
      ? 'code'
      : first?.code === ERROR_CODE.twoFactorSetupRequired
        ? 'setup'
        : null;
  const challenge = (first?.meta as { challenge?: unknown } | undefined)?.challenge;
  return kind && typeof challenge === 'string' ? { kind, challenge, email } : null;
}

const useStyles = makeStyles({
  switch: { alignSelf: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
});

interface CodeValues {
  code: string;
}

/** What a failed code answer means for the form; `restart` when the sign-in must start over. */
function useCodeErrors(onRestart: (expired: boolean) => void) {
  const intl = useIntl();
  return (error: unknown, kind: CodeKind) => {
    if (isApiError(error)) {
      if (error.code === ERROR_CODE.invalidTwoFactorChallenge) {
        onRestart(true);
        return undefined;
      }
      if (error.code === ERROR_CODE.invalidTwoFactorCode) {
        // A message id: the field translates it, also after a change of language.
        return { code: wrongCodeMessage(kind) };
      }
    }
    return { [FORM_ERROR]: describeApiError(intl, error) };
  };
}

export function TwoFactorCodeStep({
  step,
  gate,
  onRestart,
}: {
  step: SecondFactorStep;
  gate: NetworkGate;
  /** Back to the password: `expired` when the challenge no longer works. */
  onRestart: (expired: boolean) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const formStyles = useAuthFormStyles();
  const { api } = useAppContext();
  const [kind, setKind] = useState<CodeKind>('otp');
  const toErrors = useCodeErrors(onRestart);

  return (
    <Form<CodeValues>
      onSubmit={async (values) => {
        try {
          await signInWithSecondFactor(api, {
            challenge: step.challenge,
            ...codeProof(kind, values.code),
          });
          toast.success(intl.formatMessage({ id: 'auth.login.welcome' }));
          return undefined;
        } catch (error) {
          return toErrors(error, kind);
        }
      }}
      validate={(values) => validateCodeValues(kind, values.code)}
      render={({ handleSubmit, submitting, form }) => (
        <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
          <ErrorSummary />
          <Body1 as="p" className={styles.muted}>
            <FormattedMessage
              id={kind === 'otp' ? 'twoFactor.signIn.otpText' : 'twoFactor.signIn.recoveryText'}
            />
          </Body1>
          <CodeField
            key={kind}
            name="code"
            kind={kind}
            focusOnShow
            label={intl.formatMessage({
              id: kind === 'otp' ? 'twoFactor.field.otp' : 'twoFactor.field.recovery',
            })}
            hint={
              kind === 'otp'
                ? intl.formatMessage({ id: 'twoFactor.field.otpHint' })
                : intl.formatMessage({ id: 'twoFactor.field.recoveryHint' })
            }
          />
          <Link
            as="button"
            type="button"
            className={styles.switch}
            onClick={() => {
              form.restart({ code: '' });
              setKind(kind === 'otp' ? 'recovery' : 'otp');
            }}
          >
            <FormattedMessage
              id={kind === 'otp' ? 'twoFactor.signIn.useRecovery' : 'twoFactor.signIn.useOtp'}
            />
          </Link>
          {gate.hint}
          <div className={formStyles.actions}>
            <NetworkSubmitButton gate={gate} submitting={submitting} className={formStyles.submit}>
              <FormattedMessage
                id={submitting ? 'auth.login.submitting' : 'twoFactor.signIn.submit'}
              />
            </NetworkSubmitButton>
            <Link
              as="button"
              type="button"
              className={formStyles.link}
              onClick={() => onRestart(false)}
            >
              <FormattedMessage id="twoFactor.signIn.back" />
            </Link>
          </div>
        </form>
      )}
    />
  );
}

async function fetchSetupSecret(api: ApiClient, challenge: string): Promise<SetupSecret> {
  const result = await api.post('/auth/two_factor/setup', { challenge });
  return result.meta as unknown as SetupSecret;
}

export function TwoFactorSetupStep({
  step,
  gate,
  onRestart,
  onDone,
}: {
  step: SecondFactorStep;
  gate: NetworkGate;
  onRestart: (expired: boolean) => void;
  /** Signed in: the recovery codes to show once. */
  onDone: (codes: string[]) => void;
}) {
  const intl = useIntl();
  const formStyles = useAuthFormStyles();
  const styles = useStyles();
  const { api } = useAppContext();
  const [secret, setSecret] = useState<SetupSecret | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const toErrors = useCodeErrors(onRestart);

  useEffect(() => {
    let live = true;
    fetchSetupSecret(api, step.challenge)
      .then((answer) => live && setSecret(answer))
      .catch((error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.code === ERROR_CODE.invalidTwoFactorChallenge) {
          onRestart(true);
        } else setLoadError(error);
      });
    return () => {
      live = false;
    };
  }, [api, step.challenge, onRestart]);

  if (loadError) return <FormError error={describeApiError(intl, loadError)} />;
  if (!secret) return <Spinner size="small" label={intl.formatMessage({ id: 'app.loading' })} />;

  return (
    <Form<CodeValues>
      onSubmit={async (values) => {
        try {
          const { recoveryCodes } = await signInWithSecondFactor(api, {
            challenge: step.challenge,
            otpCode: values.code,
          });
          onDone(recoveryCodes ?? []);
          return undefined;
        } catch (error) {
          return toErrors(error, 'otp');
        }
      }}
      validate={validateFirstCode}
      render={({ handleSubmit, submitting }) => (
        <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
          <ErrorSummary />
          <Body1 as="p" className={styles.muted}>
            <FormattedMessage id="twoFactor.setupRequired.text" />
          </Body1>
          <FirstCodeSetup secret={secret} gate={gate} />
          <div className={formStyles.actions}>
            <NetworkSubmitButton gate={gate} submitting={submitting} className={formStyles.submit}>
              <FormattedMessage id="twoFactor.setup.confirm" />
            </NetworkSubmitButton>
            <Link
              as="button"
              type="button"
              className={formStyles.link}
              onClick={() => onRestart(false)}
            >
              <FormattedMessage id="twoFactor.signIn.back" />
            </Link>
          </div>
        </form>
      )}
    />
  );
}
