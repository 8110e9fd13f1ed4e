// /instellingen/organisatie: the center as an organisation (its name, address, contact data and
// Chamber of Commerce number), shown in the footer and on the contact page. Checked in the form
// with the rules the server applies (common/schemas/center-site.ts).
import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { centerProfileSchema } from '../../../../common/schemas/center-profile';
import { ErrorSummary } from '../../../components/error-summary';
import { SubmitRow } from '../../../components/form-parts';
import { usePageStyles } from '../../../components/page-frame';
import type { CenterProfile } from '../../../lib/center';
import { TextField } from '../../../lib/forms/fields';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { validateWithSharedSchema } from '../../../lib/forms/validation';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useUpdateCenterProfile } from '../api/update-center-profile';
import { SettingsFrame } from '../components/settings-frame';

const FIELDS = [
  'name',
  'street',
  'houseNumber',
  'postcode',
  'city',
  'phone',
  'email',
  'website',
  'kvkNumber',
] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;

const validate = validateWithSharedSchema<Values>(centerProfileSchema.pick([...FIELDS]));

const useStyles = makeStyles({
  // Two fields side by side where there is room; on a phone one under the other (a Fluent input
  // keeps a minimum width of its own, which pushed the second one out of the card).
  pair: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    '& .fui-Input': { minWidth: 0 },
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  h2: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

function toValues(profile: CenterProfile | null, centerName: string): Values {
  const values: Values = {};
  for (const field of FIELDS) values[field] = (profile?.[field] as string | null) ?? undefined;
  values.name = profile?.name ?? centerName;
  return values;
}

export default function OrganizationSettingsPage() {
  const t = useT();
  return (
    <SettingsFrame title={t('route.settingsOrganization')} intro={t('settings.organization.intro')}>
      {(profile, centerName) => <OrganizationForm profile={profile} centerName={centerName} />}
    </SettingsFrame>
  );
}

function OrganizationForm({
  profile,
  centerName,
}: {
  profile: CenterProfile | null;
  centerName: string;
}) {
  const intl = useIntl();
  const t = useT();
  const page = usePageStyles();
  const styles = useStyles();
  const update = useUpdateCenterProfile();
  const initialValues = useMemo(() => toValues(profile, centerName), [profile, centerName]);
  return (
    <Form<Values>
      initialValues={initialValues}
      validate={validate}
      validateOnBlur
      onSubmit={async (values) => {
        const attributes: Record<string, string | null> = {};
        for (const field of FIELDS) attributes[field] = values[field]?.trim() || null;
        try {
          await update.mutateAsync(attributes);
          toast.success(t('settings.saved'));
          return undefined;
        } catch (error) {
          return toSubmitErrors(intl, error);
        }
      }}
      render={({ form, submitting }) => (
        <form
          className={`${page.card} ${page.form}`}
          onSubmit={(event) => void submitWithFreshErrors(form, event)}
          noValidate
        >
          <ErrorSummary />
          <TextField
            name="name"
            label={t('settings.field.name')}
            required
            autoComplete="organization"
          />
          <h2 className={styles.h2}>{t('settings.organization.address')}</h2>
          <div className={styles.pair}>
            <TextField
              name="street"
              label={t('settings.field.street')}
              autoComplete="address-line1"
            />
            <TextField
              name="houseNumber"
              label={t('settings.field.houseNumber')}
              autoComplete="off"
            />
          </div>
          <div className={styles.pair}>
            <TextField name="city" label={t('settings.field.city')} autoComplete="address-level2" />
            <TextField
              name="postcode"
              label={t('settings.field.postcode')}
              hint={t('organizations.form.postcodeHint')}
              autoComplete="postal-code"
            />
          </div>
          <h2 className={styles.h2}>{t('settings.organization.contact')}</h2>
          <TextField name="phone" type="tel" label={t('settings.field.phone')} autoComplete="tel" />
          <TextField
            name="email"
            type="email"
            label={t('settings.field.email')}
            autoComplete="email"
          />
          <TextField
            name="website"
            type="url"
            label={t('settings.field.website')}
            hint={t('settings.field.websiteHint')}
            autoComplete="url"
          />
          <TextField
            name="kvkNumber"
            label={t('settings.field.kvkNumber')}
            hint={t('settings.field.kvkHint')}
            autoComplete="off"
          />
          <SubmitRow
            needsNetwork
            label={t('admin.save')}
            submitting={submitting}
            cancelHref="/instellingen"
          />
        </form>
      )}
    />
  );
}
