// /profile-edit/periodieke-mail: how often a volunteer wants a mail with new vacancies (none,
// weekly, monthly). The server's digest job sends it (server/modules/digests); its unsubscribe link
// opens /periodieke-mail/uitschrijven, which works without signing in.
import { Button, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Redirect } from 'wouter';
import { validateWithSchema } from '../../../lib/forms/validation';
import { mixed } from 'yup';
import {
  volunteerProfileSchema,
  DIGEST_FREQUENCIES,
  type DigestFrequency,
} from '../../../../common/schemas/volunteer-profile';
import { describeApiError, toSubmitErrors } from '../../../lib/session/api-error-text';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toastSaved } from '../../../lib/offline/saved-toast';
import { useVolunteerProfile } from '../api/get-volunteer-profile';
import { useUpdateVolunteerProfile } from '../api/update-volunteer-profile';
import { ProfileEditLayout, useHasVolunteerProfile } from '../components/profile-edit-layout';
import { useProfileStyles } from '../components/profile-styles';
import { RadioGroupField } from '../components/radio-group-field';
import { PageSpinner } from '../../../components/page-spinner';
import { ErrorSummary } from '../../../components/error-summary';

interface Values {
  digestFrequency: DigestFrequency;
}

const validate = validateWithSchema<Values>(
  volunteerProfileSchema.pick(['digestFrequency']).shape({
    digestFrequency: mixed<DigestFrequency>().oneOf(DIGEST_FREQUENCIES).required(),
  }),
);

function DigestForm({ initial, userId }: { initial: DigestFrequency; userId: string }) {
  const intl = useIntl();
  const styles = useProfileStyles();
  const update = useUpdateVolunteerProfile(userId);

  return (
    <Form<Values>
      initialValues={{ digestFrequency: initial }}
      onSubmit={async (values) => {
        try {
          const result = await update({ digestFrequency: values.digestFrequency });
          toastSaved(intl, result.queued);
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
          <RadioGroupField
            name="digestFrequency"
            label={intl.formatMessage({ id: 'profile.digest.label' })}
            options={DIGEST_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: intl.formatMessage({ id: `profile.digest.${frequency}` }),
            }))}
          />
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" size={BUTTON_SIZE} disabled={submitting}>
              <FormattedMessage id="profile.save" />
            </Button>
          </div>
        </form>
      )}
    />
  );
}

export default function ProfileDigestPage() {
  const intl = useIntl();
  const styles = useProfileStyles();
  const { user } = useCurrentUser();
  const hasVolunteerProfile = useHasVolunteerProfile();
  const profile = useVolunteerProfile(user?.id, hasVolunteerProfile);

  if (!hasVolunteerProfile) return <Redirect to="/profile-edit/settings" replace />;

  return (
    <ProfileEditLayout>
      <section className={styles.card} aria-labelledby="digest-title">
        <Title2 as="h2" id="digest-title" className={styles.cardTitle}>
          <FormattedMessage id="profile.digest.title" />
        </Title2>
        <p className={styles.lead}>
          <FormattedMessage id="profile.digest.lead" />
        </p>
        <p className={styles.lead}>
          <FormattedMessage id="profile.digest.when" />
        </p>
        {profile.data && user ? (
          <DigestForm initial={profile.data.digestFrequency ?? 'none'} userId={user.id} />
        ) : profile.isError ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{describeApiError(intl, profile.error)}</MessageBarBody>
          </MessageBar>
        ) : (
          <PageSpinner label={intl.formatMessage({ id: 'app.loading' })} />
        )}
      </section>
    </ProfileEditLayout>
  );
}
