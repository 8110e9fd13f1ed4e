// /profile-edit for volunteers: the volunteer profile (bio, skills and interests, availability
// per weekday part, postcode, visible in the volunteer pool). Others land on their settings.
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Title2,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Redirect } from 'wouter';
import { validateWithSchema } from '../../../lib/forms/validation';
import { string } from 'yup';
import {
  MAX_BIO_LENGTH,
  POSTCODE_PATTERN,
  formatPostcode,
  volunteerProfileSchema,
  vogDateSchema,
  type Availability,
} from '../../../../common/schemas/volunteer-profile';
import { CheckboxField, TextField, TextareaField } from '../../../lib/forms/fields';
import { describeApiError, toSubmitErrors } from '../../../lib/session/api-error-text';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toastSaved } from '../../../lib/offline/saved-toast';
import { useT } from '../../../lib/use-t';
import { useVolunteerProfile } from '../api/get-volunteer-profile';
import { useUpdateVolunteerProfile } from '../api/update-volunteer-profile';
import type { VolunteerProfile } from '../volunteer-profile';
import { WeekPartsGrid } from '../../../components/week-parts-grid';
import { ProfileEditLayout, useHasVolunteerProfile } from '../components/profile-edit-layout';
import { useProfileStyles } from '../components/profile-styles';
import { TagInputField, withDraft } from '../components/tag-input-field';
import { PageSpinner } from '../../../components/page-spinner';
import { PendingWritesNote } from '../../../lib/offline/pending-writes-note';
import { VOLUNTEER_PROFILE_WRITE } from '../api/outbox-actions';
import { ErrorSummary } from '../../../components/error-summary';

interface Values {
  bio: string;
  skills: string[];
  interests: string[];
  /** Words typed in the boxes but not added with Enter yet: saved too. */
  skillsDraft?: string;
  interestsDraft?: string;
  availability: Availability;
  postcode: string;
  visibleInPool: boolean;
  vogIssuedOn: string;
}

// The shared rules, with the two messages a volunteer may see in their own words.
const formSchema = volunteerProfileSchema.shape({
  bio: string().trim().max(MAX_BIO_LENGTH).nullable(),
  postcode: string()
    .nullable()
    .transform((v: string | null) => (typeof v === 'string' ? formatPostcode(v) || null : v))
    .matches(POSTCODE_PATTERN, {
      message: { id: 'profile.volunteer.postcodeInvalid' },
      excludeEmptyString: true,
    }),
  // The shared rule, with one message a volunteer understands for every way a date can be wrong.
  vogIssuedOn: string()
    .nullable()
    .test(
      'vog-date',
      { id: 'profile.volunteer.vogDateInvalid' },
      (v) => !v || vogDateSchema('vog_issued_on').isValidSync(v),
    ),
});
const validate = validateWithSchema<Values>(formSchema);

function toValues(profile: VolunteerProfile): Values {
  return {
    bio: profile.bio ?? '',
    skills: profile.skills ?? [],
    interests: profile.interests ?? [],
    availability: profile.availability ?? {},
    postcode: profile.postcode ?? '',
    visibleInPool: profile.visibleInPool ?? false,
    vogIssuedOn: profile.vogIssuedOn ?? '',
  };
}

function VolunteerProfileForm({ profile, userId }: { profile: VolunteerProfile; userId: string }) {
  const intl = useIntl();
  const styles = useProfileStyles();
  const update = useUpdateVolunteerProfile(userId);
  const [geocodingFailed, setGeocodingFailed] = useState(false);
  const t = useT();
  // Stable while the profile is the same: new initial values would reset what is being typed.
  const initialValues = useMemo(() => toValues(profile), [profile]);

  return (
    <Form<Values>
      initialValues={initialValues}
      onSubmit={async (values) => {
        try {
          const result = await update({
            bio: values.bio.trim() || null,
            skills: withDraft(values.skills, values.skillsDraft),
            interests: withDraft(values.interests, values.interestsDraft),
            availability: values.availability,
            postcode: values.postcode.trim() ? formatPostcode(values.postcode) : null,
            visibleInPool: values.visibleInPool,
            vogIssuedOn: values.vogIssuedOn || null,
          });
          setGeocodingFailed(result.data?.geocodingFailed ?? false);
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
          <TextareaField
            name="bio"
            label={t('profile.volunteer.bio')}
            hint={t('profile.volunteer.bioHint')}
            rows={5}
          />
          <TagInputField
            name="skills"
            label={t('profile.volunteer.skills')}
            hint={t('profile.volunteer.tagsHint')}
            testId="skills-input"
          />
          <TagInputField
            name="interests"
            label={t('profile.volunteer.interests')}
            hint={t('profile.volunteer.tagsHint')}
            testId="interests-input"
          />
          <WeekPartsGrid
            name="availability"
            captionId="profile.volunteer.availability"
            testId="availability-grid"
          />
          <div className={styles.twoColumns}>
            <TextField
              name="postcode"
              label={t('profile.volunteer.postcode')}
              hint={
                profile.city
                  ? intl.formatMessage(
                      { id: 'profile.volunteer.postcodeFound' },
                      { city: profile.city },
                    )
                  : t('profile.volunteer.postcodeHint')
              }
              autoComplete="postal-code"
            />
          </div>
          {geocodingFailed ? (
            <MessageBar intent="warning" layout="multiline" data-testid="geocoding-failed">
              <MessageBarBody>
                <MessageBarTitle>
                  <FormattedMessage id="profile.volunteer.geocodingFailed.title" />
                </MessageBarTitle>
                <FormattedMessage id="profile.volunteer.geocodingFailed.text" />
              </MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.twoColumns}>
            <TextField
              name="vogIssuedOn"
              type="date"
              label={t('profile.volunteer.vogIssuedOn')}
              hint={
                profile.vogCheckedAt && profile.vogIssuedOn
                  ? intl.formatMessage(
                      { id: 'profile.volunteer.vogChecked' },
                      { date: intl.formatDate(profile.vogCheckedAt, { dateStyle: 'long' }) },
                    )
                  : t('profile.volunteer.vogHint')
              }
            />
          </div>
          <CheckboxField
            name="visibleInPool"
            label={t('profile.volunteer.visibleInPool')}
            hint={t('profile.volunteer.visibleInPoolHint')}
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

export default function VolunteerProfilePage() {
  const intl = useIntl();
  const styles = useProfileStyles();
  const { user } = useCurrentUser();
  const hasVolunteerProfile = useHasVolunteerProfile();
  const profile = useVolunteerProfile(user?.id, hasVolunteerProfile);

  if (!hasVolunteerProfile) return <Redirect to="/profile-edit/settings" replace />;

  return (
    <ProfileEditLayout>
      <section className={styles.card} aria-labelledby="volunteer-profile-title">
        <Title2 as="h2" id="volunteer-profile-title" className={styles.cardTitle}>
          <FormattedMessage id="profile.volunteer.title" />
        </Title2>
        <p className={styles.lead}>
          <FormattedMessage id="profile.volunteer.lead" />
        </p>
        <PendingWritesNote kinds={[VOLUNTEER_PROFILE_WRITE]} />
        {profile.data && user ? (
          <VolunteerProfileForm profile={profile.data} userId={user.id} />
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
