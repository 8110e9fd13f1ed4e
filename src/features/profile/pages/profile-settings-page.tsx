// /profile-edit/settings: name, phone and language (a new language also switches the site's),
// notification preferences, and a new password (with the current one). Three small forms, each
// saved on its own, so a change in one never sends another by accident.
// One file: the page and its three forms, each well under 100 lines.
import { Button, Title2, Title3 } from '@fluentui/react-components';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { validateWithSchema } from '../../../lib/forms/validation';
import { object, ref, string } from 'yup';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '../../../../common/schemas/auth';
import {
  currentUserUpdateSchema,
  INVALID_MESSAGE,
  personNameSchema,
  type CurrentUserUpdate,
} from '../../../../common/schemas/users';
import { isLocale, LOCALES, type Locale } from '../../../../common/constants';
import { CheckboxField, SelectField, TextField } from '../../../lib/forms/fields';
import { useLocale } from '../../../lib/intl';
import { toSubmitErrors } from '../../../lib/session/api-error-text';
import type { CurrentUser } from '../../../lib/session/types';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useUpdateAccountDetails, useUpdateCurrentUser } from '../api/update-current-user';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toastSaved } from '../../../lib/offline/saved-toast';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { ProfileEditLayout } from '../components/profile-edit-layout';
import { useProfileStyles } from '../components/profile-styles';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { ErrorSummary } from '../../../components/error-summary';

interface DetailsValues {
  firstName: string;
  lastName: string;
  phone: string;
  locale: Locale;
}

interface NotificationValues {
  applicationUpdates: boolean;
  messages: boolean;
  newsletter: boolean;
}

interface PasswordValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

const validateDetails = validateWithSchema<DetailsValues>(
  currentUserUpdateSchema.pick(['firstName', 'lastName', 'phone', 'locale']).shape({
    firstName: personNameSchema.required(),
    lastName: personNameSchema.required(),
  }),
);

const validatePassword = validateWithSchema<PasswordValues>(
  object({
    currentPassword: string().required(),
    password: passwordSchema.required(),
    passwordConfirmation: string()
      .required()
      .oneOf([ref('password')], INVALID_MESSAGE),
  }),
);

function DetailsForm({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const styles = useProfileStyles();
  const { locale: siteLocale, setLocale } = useLocale();
  const update = useUpdateAccountDetails();
  const t = useT();
  const initialValues: DetailsValues = {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    locale: isLocale(user.locale) ? user.locale : siteLocale,
  };

  return (
    <section className={styles.card} aria-labelledby="settings-details">
      <Title3 as="h3" id="settings-details" className={styles.cardTitle}>
        <FormattedMessage id="profile.settings.details" />
      </Title3>
      <Form<DetailsValues>
        initialValues={initialValues}
        onSubmit={async (values) => {
          const patch: CurrentUserUpdate = {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            phone: values.phone.trim() || null,
            locale: values.locale,
          };
          let queued: boolean;
          try {
            queued = (await update(patch)).queued;
          } catch (error) {
            return toSubmitErrors(intl, error);
          }
          if (values.locale !== siteLocale) await setLocale(values.locale);
          toastSaved(intl, queued);
          return undefined;
        }}
        validate={validateDetails}
        validateOnBlur
        render={({ handleSubmit, submitting }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            <ErrorSummary />
            <div className={styles.twoColumns}>
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
            </div>
            <div className={styles.twoColumns}>
              <TextField
                name="phone"
                type="tel"
                label={t('profile.field.phone')}
                hint={t('profile.field.phoneHint')}
                autoComplete="tel"
              />
              <SelectField
                name="locale"
                label={t('profile.field.locale')}
                hint={t('profile.field.localeHint')}
                options={LOCALES.map((value) => ({
                  value,
                  label: t(`profile.locale.${value}`),
                }))}
              />
            </div>
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" size={BUTTON_SIZE} disabled={submitting}>
                <FormattedMessage id="profile.save" />
              </Button>
            </div>
          </form>
        )}
      />
    </section>
  );
}

function NotificationsForm({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const styles = useProfileStyles();
  const update = useUpdateAccountDetails();
  const t = useT();
  const prefs = user.notificationPreferences ?? {};
  const initialValues: NotificationValues = {
    applicationUpdates: prefs.applicationUpdates ?? true,
    messages: prefs.messages ?? true,
    newsletter: prefs.newsletter ?? false,
  };

  return (
    <section className={styles.card} aria-labelledby="settings-notifications">
      <Title3 as="h3" id="settings-notifications" className={styles.cardTitle}>
        <FormattedMessage id="profile.settings.notifications" />
      </Title3>
      <p className={styles.lead}>
        <FormattedMessage id="profile.settings.notificationsLead" />
      </p>
      <Form<NotificationValues>
        initialValues={initialValues}
        onSubmit={async (values) => {
          try {
            const result = await update({ notificationPreferences: values });
            toastSaved(intl, result.queued);
            return undefined;
          } catch (error) {
            return toSubmitErrors(intl, error);
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            <ErrorSummary />
            <CheckboxField
              name="applicationUpdates"
              label={t('profile.notifications.applicationUpdates')}
            />
            <CheckboxField name="messages" label={t('profile.notifications.messages')} />
            <CheckboxField name="newsletter" label={t('profile.notifications.newsletter')} />
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" size={BUTTON_SIZE} disabled={submitting}>
                <FormattedMessage id="profile.save" />
              </Button>
            </div>
          </form>
        )}
      />
    </section>
  );
}

function PasswordForm({ email }: { email: string }) {
  const intl = useIntl();
  const styles = useProfileStyles();
  const update = useUpdateCurrentUser();
  // Unlike the other two forms, a new password is never queued offline: it needs the server now.
  const gate = useNetworkGate();
  const t = useT();

  return (
    <section className={styles.card} aria-labelledby="settings-password">
      <Title3 as="h3" id="settings-password" className={styles.cardTitle}>
        <FormattedMessage id="profile.settings.password" />
      </Title3>
      <p className={styles.lead}>
        <FormattedMessage id="profile.settings.passwordLead" />
      </p>
      <Form<PasswordValues>
        onSubmit={async (values, form) => {
          try {
            await update.mutateAsync(values);
          } catch (error) {
            return toSubmitErrors(intl, error);
          }
          toast.success(t('profile.settings.passwordSaved'));
          // Empty the fields without showing 'required' on them.
          setTimeout(() => form.restart());
          return undefined;
        }}
        validate={validatePassword}
        validateOnBlur
        render={({ handleSubmit, submitting }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            <ErrorSummary />
            {/* Lets password managers tie the new password to the account. */}
            <input type="hidden" name="username" autoComplete="username" value={email} />
            <TextField
              name="currentPassword"
              type="password"
              label={t('profile.field.currentPassword')}
              autoComplete="current-password"
              required
            />
            <div className={styles.twoColumns}>
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
            </div>
            {gate.hint}
            <div className={styles.actions}>
              <NetworkSubmitButton gate={gate} submitting={submitting}>
                <FormattedMessage id="profile.settings.passwordSubmit" />
              </NetworkSubmitButton>
            </div>
          </form>
        )}
      />
    </section>
  );
}

export default function ProfileSettingsPage() {
  const styles = useProfileStyles();
  const { user } = useCurrentUser();
  return (
    <ProfileEditLayout>
      <Title2 as="h2" className={styles.cardTitle}>
        <FormattedMessage id="profile.settings.title" />
      </Title2>
      {user ? (
        <>
          <DetailsForm user={user} />
          <NotificationsForm user={user} />
          <PasswordForm email={user.email} />
          <CalendarFeedCard />
        </>
      ) : null}
    </ProfileEditLayout>
  );
}
