// /profile-edit/email: a new e-mail address, confirmed by a link sent to it. Until then the old
// address stays in use, and the page shows the one waiting for confirmation. The current password
// is asked too (a session alone must not hand the account over); a wrong one shows at its field,
// too many tries say how long to wait.
import {
  Body1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Title2,
} from '@fluentui/react-components';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { validateWithSchema } from '../../../lib/forms/validation';
import { object, string } from 'yup';
import { emailSchema } from '../../../../common/schemas/users';
import { TextField } from '../../../lib/forms/fields';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toSubmitErrors } from '../../../lib/session/api-error-text';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { toast } from '../../../lib/toasts/toast';
import { useUpdateCurrentUser } from '../api/update-current-user';
import { ProfileEditLayout } from '../components/profile-edit-layout';
import { useProfileStyles } from '../components/profile-styles';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { ErrorSummary } from '../../../components/error-summary';

interface Values {
  email: string;
  currentPassword: string;
}

const validate = validateWithSchema<Values>(
  object({ email: emailSchema.required(), currentPassword: string().required() }),
);

export default function ProfileEmailPage() {
  const intl = useIntl();
  const styles = useProfileStyles();
  const { user } = useCurrentUser();
  const update = useUpdateCurrentUser();
  // A new address is checked and mailed at once, so it cannot wait in the offline queue.
  const gate = useNetworkGate();
  if (!user) return null;

  return (
    <ProfileEditLayout>
      <section className={styles.card} aria-labelledby="email-title">
        <Title2 as="h2" id="email-title" className={styles.cardTitle}>
          <FormattedMessage id="profile.email.title" />
        </Title2>
        <Body1>
          <FormattedMessage
            id="profile.email.current"
            values={{ email: <strong>{user.email}</strong> }}
          />
        </Body1>
        {user.unconfirmedEmail ? (
          <MessageBar intent="info" layout="multiline" data-testid="email-pending">
            <MessageBarBody>
              <MessageBarTitle>
                <FormattedMessage id="profile.email.pending.title" />
              </MessageBarTitle>
              <FormattedMessage
                id="profile.email.pending.text"
                values={{ email: <strong>{user.unconfirmedEmail}</strong> }}
              />
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <Form<Values>
          onSubmit={async (values, form) => {
            const email = values.email.trim().toLowerCase();
            if (email === user.email.toLowerCase()) {
              return { email: intl.formatMessage({ id: 'profile.email.same' }) };
            }
            try {
              await update.mutateAsync({ email, currentPassword: values.currentPassword });
            } catch (error) {
              return toSubmitErrors(intl, error);
            }
            toast.success(intl.formatMessage({ id: 'profile.email.sent' }, { email }));
            setTimeout(() => form.restart());
            return undefined;
          }}
          validate={validate}
          validateOnBlur
          render={({ handleSubmit, submitting }) => (
            <form className={styles.form} onSubmit={handleSubmit} noValidate>
              <ErrorSummary />
              <TextField
                name="email"
                type="email"
                label={intl.formatMessage({ id: 'profile.email.new' })}
                hint={intl.formatMessage({ id: 'profile.email.hint' })}
                autoComplete="email"
                required
              />
              <TextField
                name="currentPassword"
                type="password"
                label={intl.formatMessage({ id: 'profile.field.currentPassword' })}
                hint={intl.formatMessage({ id: 'profile.email.currentPasswordHint' })}
                autoComplete="current-password"
                required
              />
              {gate.hint}
              <div className={styles.actions}>
                <NetworkSubmitButton gate={gate} submitting={submitting}>
                  <FormattedMessage id="profile.email.submit" />
                </NetworkSubmitButton>
              </div>
            </form>
          )}
        />
      </section>
    </ProfileEditLayout>
  );
}
