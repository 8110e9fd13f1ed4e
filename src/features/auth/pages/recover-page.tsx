// /auth/recover: ask for a mail to choose a new password. The answer is the same whether the
// address is known or not, so nobody can find out who has an account.
import { Body1, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { validateWithSchema } from '../../../lib/forms/validation';
import {
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '../../../../common/schemas/auth';
import { AppLink } from '../../../components/app-link';
import { TextField } from '../../../lib/forms/fields';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toSubmitErrors } from '../../../lib/session/api-error-text';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthFrame, useAuthFormStyles } from '../components/auth-frame';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { ErrorSummary } from '../../../components/error-summary';

const validate = validateWithSchema<PasswordResetRequest>(passwordResetRequestSchema);

export default function RecoverPage() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const request = useRequestPasswordReset();
  const gate = useNetworkGate();
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthFrame
      title={<FormattedMessage id="auth.recover.title" />}
      lead={<FormattedMessage id="auth.recover.lead" />}
      footer={
        <Body1>
          <AppLink href="/auth/login-1" className={styles.link}>
            <FormattedMessage id="auth.backToLogin" />
          </AppLink>
        </Body1>
      }
    >
      {sentTo ? (
        <MessageBar intent="success" layout="multiline" data-testid="recover-sent">
          <MessageBarBody>
            <MessageBarTitle>
              <FormattedMessage id="auth.recover.sent.title" />
            </MessageBarTitle>
            <FormattedMessage id="auth.recover.sent.text" values={{ email: sentTo }} />
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Form<PasswordResetRequest>
          onSubmit={async (values) => {
            try {
              await request.mutateAsync(values.email.trim());
              setSentTo(values.email.trim());
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
                name="email"
                type="email"
                label={intl.formatMessage({ id: 'auth.field.email' })}
                autoComplete="email"
                required
              />
              {gate.hint}
              <div className={styles.actions}>
                <NetworkSubmitButton gate={gate} submitting={submitting} className={styles.submit}>
                  <FormattedMessage id="auth.recover.submit" />
                </NetworkSubmitButton>
              </div>
            </form>
          )}
        />
      )}
    </AuthFrame>
  );
}
