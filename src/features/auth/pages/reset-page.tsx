// /auth/reset: choose a new password with the token of the reset mail. With &invitation=true the
// same page welcomes an invited user who chooses their first password.
import { Body1, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { validateWithSchema } from '../../../lib/forms/validation';
import { passwordResetSchema, PASSWORD_MIN_LENGTH } from '../../../../common/schemas/auth';
import { ERROR_CODE } from '../../../../common/errors';
import { AppLink } from '../../../components/app-link';
import { isApiError } from '../../../lib/api-client';
import { TextField } from '../../../lib/forms/fields';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toSubmitErrors } from '../../../lib/session/api-error-text';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useResetPassword } from '../api/reset-password';
import { AuthFrame, useAuthFormStyles } from '../components/auth-frame';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { ErrorSummary } from '../../../components/error-summary';

interface Values {
  password: string;
  passwordConfirmation: string;
  resetPasswordToken: string;
}

const validate = validateWithSchema<Values>(passwordResetSchema);

export default function ResetPage() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const token = params.get('reset_password_token')?.trim() ?? '';
  const invitation = params.get('invitation') === 'true';
  const reset = useResetPassword();
  const gate = useNetworkGate();
  const prefix = invitation ? 'auth.invitation' : 'auth.reset';
  const t = useT();

  const invalidLink = (
    <MessageBar intent="error" layout="multiline" data-testid="reset-invalid">
      <MessageBarBody>
        <MessageBarTitle>
          <FormattedMessage id="auth.reset.invalid.title" />
        </MessageBarTitle>
        <FormattedMessage id="auth.reset.invalid.text" />{' '}
        <AppLink href="/auth/recover" className={styles.link}>
          <FormattedMessage id="auth.reset.invalid.action" />
        </AppLink>
      </MessageBarBody>
    </MessageBar>
  );

  return (
    <AuthFrame
      title={<FormattedMessage id={`${prefix}.title`} />}
      lead={<FormattedMessage id={`${prefix}.lead`} values={{ min: PASSWORD_MIN_LENGTH }} />}
      footer={
        <Body1>
          <AppLink href="/auth/login-1" className={styles.link}>
            <FormattedMessage id="auth.backToLogin" />
          </AppLink>
        </Body1>
      }
    >
      {!token || (isApiError(reset.error) && reset.error.code === ERROR_CODE.invalidToken) ? (
        invalidLink
      ) : (
        <Form<Values>
          initialValues={{ resetPasswordToken: token }}
          onSubmit={async (values) => {
            try {
              await reset.mutateAsync({ ...values, resetPasswordToken: token });
              toast.success(t(`${prefix}.saved`));
              navigate('/auth/login-1', { replace: true });
              return undefined;
            } catch (error) {
              return toSubmitErrors(intl, error);
            }
          }}
          validate={validate}
          validateOnBlur
          render={({ handleSubmit, submitting }) => (
            <form className={styles.form} onSubmit={handleSubmit} noValidate>
              <ErrorSummary />
              <TextField
                name="password"
                type="password"
                label={t('auth.field.newPassword')}
                hint={intl.formatMessage(
                  { id: 'auth.field.passwordHint' },
                  { min: PASSWORD_MIN_LENGTH },
                )}
                autoComplete="new-password"
                required
              />
              <TextField
                name="passwordConfirmation"
                type="password"
                label={t('auth.field.passwordConfirmation')}
                autoComplete="new-password"
                required
              />
              {gate.hint}
              <div className={styles.actions}>
                <NetworkSubmitButton gate={gate} submitting={submitting} className={styles.submit}>
                  <FormattedMessage id={`${prefix}.submit`} />
                </NetworkSubmitButton>
              </div>
            </form>
          )}
        />
      )}
    </AuthFrame>
  );
}
