// /signup: a volunteer makes an account (name, e-mail, password); a mail with a confirmation
// link follows, and /signup/success says so.
import { Body1 } from '@fluentui/react-components';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { validateWithSchema } from '../../../lib/forms/validation';
import { PASSWORD_MIN_LENGTH, signUpSchema, type SignUp } from '../../../../common/schemas/auth';
import { AppLink } from '../../../components/app-link';
import { TextField } from '../../../lib/forms/fields';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useLocale } from '../../../lib/intl';
import { toSubmitErrors } from '../../../lib/session/api-error-text';
import { useT } from '../../../lib/use-t';
import { useSignUp } from '../api/sign-up';
import { AuthFrame, useAuthFormStyles } from '../components/auth-frame';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { ErrorSummary } from '../../../components/error-summary';

const validate = validateWithSchema<SignUp>(signUpSchema);

export default function SignupPage() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const { locale } = useLocale();
  const [, navigate] = useLocation();
  const signUp = useSignUp();
  const gate = useNetworkGate();
  const t = useT();

  return (
    <AuthFrame
      title={<FormattedMessage id="auth.signup.title" />}
      lead={<FormattedMessage id="auth.signup.lead" />}
      footer={
        <Body1>
          <FormattedMessage id="auth.signup.haveAccount" />{' '}
          <AppLink href="/auth/login-1" className={styles.link}>
            <FormattedMessage id="auth.signup.signIn" />
          </AppLink>
        </Body1>
      }
    >
      <Form<SignUp>
        onSubmit={async (values) => {
          try {
            // The account speaks the language the visitor chose for the site.
            await signUp.mutateAsync({ ...values, locale });
            navigate('/signup/success');
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
              name="firstName"
              label={t('auth.field.firstName')}
              autoComplete="given-name"
              required
            />
            <TextField
              name="lastName"
              label={t('auth.field.lastName')}
              autoComplete="family-name"
              required
            />
            <TextField
              name="email"
              type="email"
              label={t('auth.field.email')}
              autoComplete="email"
              required
            />
            <TextField
              name="password"
              type="password"
              label={t('auth.field.password')}
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
                <FormattedMessage id="auth.signup.submit" />
              </NetworkSubmitButton>
            </div>
          </form>
        )}
      />
    </AuthFrame>
  );
}
