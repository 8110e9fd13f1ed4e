// /auth/login-1 (and its Dutch alias /inloggen): sign in with e-mail and password, then back to
// the page the visitor wanted. Every refusal says what happened and what to do; a user of another
// partner center gets the error screen's 'Logged in to the wrong website'.
import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
} from '@fluentui/react-components';
import { FORM_ERROR } from 'final-form';
import { useCallback, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Redirect, useLocation, useSearch } from 'wouter';
import { validateWithSchema } from '../../../lib/forms/validation';
import { signInSchema, type SignIn } from '../../../../common/schemas/auth';
import { ERROR_CODE } from '../../../../common/errors';
import { AppLink } from '../../../components/app-link';
import { isApiError } from '../../../lib/api-client';
import { useNetworkGate, type NetworkGate } from '../../../lib/offline/needs-network';
import { useAppContext } from '../../../lib/app-context';
import { showAppError } from '../../../lib/app-error';
import { useAuthState } from '../../../lib/auth-store';
import { TextField } from '../../../lib/forms/fields';
import { signIn } from '../../../lib/session/actions';
import { describeApiError } from '../../../lib/session/api-error-text';
import { chooseLanding } from '../../../lib/session/redirect-target';
import { useSessionValue } from '../../../lib/session/session';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useResendConfirmation } from '../api/resend-confirmation';
import { AuthFrame, useAuthFormStyles } from '../components/auth-frame';
import {
  readSecondFactorStep,
  TwoFactorCodeStep,
  TwoFactorSetupStep,
  type SecondFactorStep,
} from '../components/two-factor-step';
import { RecoveryCodes } from '../../../components/two-factor/recovery-codes';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { ErrorSummary } from '../../../components/error-summary';

const validate = validateWithSchema<SignIn>(signInSchema);

function UnconfirmedNotice({ email, gate }: { email: string; gate: NetworkGate }) {
  const intl = useIntl();
  const resend = useResendConfirmation();
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="unconfirmed-notice">
      <MessageBarBody>
        <MessageBarTitle>
          <FormattedMessage id="auth.login.unconfirmed.title" />
        </MessageBarTitle>
        {resend.isSuccess ? (
          <FormattedMessage id="auth.login.unconfirmed.sent" values={{ email }} />
        ) : resend.isError ? (
          describeApiError(intl, resend.error)
        ) : (
          <FormattedMessage id="auth.login.unconfirmed.text" />
        )}
      </MessageBarBody>
      {resend.isSuccess ? null : (
        <MessageBarActions>
          <Button
            disabledFocusable={gate.offline || resend.isPending}
            aria-describedby={gate.describedBy}
            onClick={() => resend.mutate(email)}
          >
            <FormattedMessage id="auth.login.unconfirmed.resend" />
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}

export default function LoginPage() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const { api } = useAppContext();
  const search = useSearch();
  const signedIn = useAuthState() === 'SIGNED_IN';
  const userStatus = useSessionValue((s) => s.userStatus);
  const userFailedStatus = useSessionValue((s) => s.userFailedStatus);
  const roles = useSessionValue((s) => s.roles);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  // Two-factor sign-in: the code (or setup) step after a right password, the recovery codes of
  // a setup (shown before going on), and why the password is asked again.
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep | null>(null);
  const [newCodes, setNewCodes] = useState<{ codes: string[]; email: string } | null>(null);
  const [expired, setExpired] = useState(false);
  const [, navigate] = useLocation();
  const restart = useCallback((timedOut: boolean) => {
    setSecondFactor(null);
    setExpired(timedOut);
  }, []);
  // Signing in cannot wait in the offline queue: offline the button says why it is disabled.
  const gate = useNetworkGate();
  // Staff to their dashboard, a volunteer back where they were (redirect-target.ts).
  const target = chooseLanding(search, roles);
  const t = useT();

  if (newCodes) {
    return (
      <AuthFrame
        title={<FormattedMessage id="twoFactor.codes.heading" />}
        lead={<FormattedMessage id="twoFactor.codes.lead" />}
      >
        <RecoveryCodes codes={newCodes.codes} account={newCodes.email} />
        <div className={styles.actions}>
          <Button
            appearance="primary"
            size={BUTTON_SIZE}
            className={styles.submit}
            onClick={() => {
              setNewCodes(null);
              navigate(target, { replace: true });
            }}
          >
            <FormattedMessage id="twoFactor.codes.continue" />
          </Button>
        </div>
      </AuthFrame>
    );
  }

  // Signed in: onward once the user is loaded. A stored session the server no longer knows
  // (401) is cleared by the guards, and then this form shows.
  if (signedIn && (userStatus === 'idle' || userStatus === 'loading')) {
    return <Spinner size="large" label={t('auth.token.busy')} />;
  }
  if (signedIn && !(userStatus === 'failed' && userFailedStatus === 401)) {
    return <Redirect to={target} replace />;
  }

  if (secondFactor && !signedIn) {
    const setup = secondFactor.kind === 'setup';
    return (
      <AuthFrame
        title={
          <FormattedMessage
            id={setup ? 'twoFactor.setupRequired.title' : 'twoFactor.signIn.title'}
          />
        }
        lead={
          <FormattedMessage
            id={setup ? 'twoFactor.setupRequired.lead' : 'twoFactor.signIn.lead'}
            values={{ email: secondFactor.email }}
          />
        }
      >
        {setup ? (
          <TwoFactorSetupStep
            step={secondFactor}
            gate={gate}
            onRestart={restart}
            onDone={(codes) => {
              toast.success(t('auth.login.welcome'));
              setNewCodes({ codes, email: secondFactor.email });
            }}
          />
        ) : (
          <TwoFactorCodeStep step={secondFactor} gate={gate} onRestart={restart} />
        )}
      </AuthFrame>
    );
  }

  const onSubmit = async (values: SignIn) => {
    setUnconfirmedEmail(null);
    setExpired(false);
    try {
      await signIn(api, { email: values.email, password: values.password });
      toast.success(t('auth.login.welcome'));
      return undefined;
    } catch (error) {
      if (!isApiError(error)) return { [FORM_ERROR]: t('auth.error.generic') };
      if (error.isWrongCenter) {
        showAppError({ message: error.message, statusCode: error.status });
        return undefined;
      }
      const step = readSecondFactorStep(error, values.email.trim());
      if (step) {
        setSecondFactor(step);
        return undefined;
      }
      switch (error.code) {
        case ERROR_CODE.invalidCredentials:
          return { [FORM_ERROR]: t('auth.login.invalidCredentials') };
        case ERROR_CODE.unconfirmed:
          setUnconfirmedEmail(values.email.trim());
          return undefined;
        case ERROR_CODE.inactiveAccount:
          return { [FORM_ERROR]: t('auth.login.inactive') };
      }
      return { [FORM_ERROR]: describeApiError(intl, error) };
    }
  };

  return (
    <AuthFrame
      title={<FormattedMessage id="auth.login.title" />}
      lead={<FormattedMessage id="auth.login.lead" />}
      footer={
        <Body1>
          <FormattedMessage id="auth.login.noAccount" />{' '}
          <AppLink href="/signup" className={styles.link}>
            <FormattedMessage id="auth.login.signUp" />
          </AppLink>
        </Body1>
      }
    >
      <Form<SignIn>
        onSubmit={onSubmit}
        validate={validate}
        validateOnBlur
        render={({ handleSubmit, submitting }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            <ErrorSummary />
            <TextField
              name="email"
              type="email"
              label={t('auth.field.email')}
              autoComplete="username"
              required
            />
            <TextField
              name="password"
              type="password"
              label={t('auth.field.password')}
              autoComplete="current-password"
              required
            />
            {expired ? (
              <MessageBar intent="info" layout="multiline" data-testid="two-factor-expired">
                <MessageBarBody>
                  <FormattedMessage id="twoFactor.signIn.expired" />
                </MessageBarBody>
              </MessageBar>
            ) : null}
            {unconfirmedEmail ? <UnconfirmedNotice email={unconfirmedEmail} gate={gate} /> : null}
            {gate.hint}
            <div className={styles.actions}>
              <NetworkSubmitButton gate={gate} submitting={submitting} className={styles.submit}>
                <FormattedMessage id={submitting ? 'auth.login.submitting' : 'auth.login.submit'} />
              </NetworkSubmitButton>
              <AppLink href="/auth/recover" className={styles.link}>
                <FormattedMessage id="auth.login.forgot" />
              </AppLink>
            </div>
          </form>
        )}
      />
    </AuthFrame>
  );
}
