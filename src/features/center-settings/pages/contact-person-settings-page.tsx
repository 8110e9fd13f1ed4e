// /instellingen/contact-person: who a visitor with a question reaches (name, role, phone, e-mail
// and a square photo), shown on every vacancy page as 'Vragen? Neem contact op met ...'. The photo
// uploads at once, like the design page's images; the text fields save with the button.
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { centerProfileSchema } from '../../../../common/schemas/center-profile';
import { ErrorSummary } from '../../../components/error-summary';
import { SubmitRow } from '../../../components/form-parts';
import { ImageUploadField } from '../../../components/image-upload-field';
import { usePageStyles } from '../../../components/page-frame';
import type { CenterProfile } from '../../../lib/center';
import { TextField } from '../../../lib/forms/fields';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { validateWithSharedSchema } from '../../../lib/forms/validation';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useCenterImage } from '../api/center-image';
import { useUpdateCenterProfile } from '../api/update-center-profile';
import { SettingsFrame } from '../components/settings-frame';

const FIELDS = [
  'contactPersonName',
  'contactPersonRole',
  'contactPersonPhone',
  'contactPersonEmail',
] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;

const validate = validateWithSharedSchema<Values>(centerProfileSchema.pick([...FIELDS]));

export default function ContactPersonSettingsPage() {
  const t = useT();
  return (
    <SettingsFrame
      title={t('route.settingsContactPerson')}
      intro={t('settings.contactPerson.intro')}
    >
      {(profile) => <ContactPersonForm profile={profile} />}
    </SettingsFrame>
  );
}

function ContactPersonForm({ profile }: { profile: CenterProfile | null }) {
  const intl = useIntl();
  const t = useT();
  const page = usePageStyles();
  const update = useUpdateCenterProfile();
  const photo = useCenterImage('contact_person_photo');
  const photoGate = useNetworkGate();
  const initialValues = useMemo(() => {
    const values: Values = {};
    for (const field of FIELDS) values[field] = profile?.[field] ?? undefined;
    return values;
  }, [profile]);
  return (
    <>
      <section className={`${page.card} ${page.form}`} aria-labelledby="contact-photo">
        <h2 id="contact-photo" className={page.h2}>
          {t('settings.contactPerson.photo')}
        </h2>
        {photoGate.hint}
        <ImageUploadField
          label={t('settings.contactPerson.photoLabel')}
          hint={t('settings.contactPerson.photoHint')}
          image={profile?.contactPersonPhoto ?? null}
          shape="logo"
          onUpload={photo.upload}
          onRemove={photo.remove}
          disabled={photoGate.offline}
          describedBy={photoGate.describedBy}
        />
      </section>
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
              name="contactPersonName"
              label={t('settings.field.contactPersonName')}
              autoComplete="off"
            />
            <TextField
              name="contactPersonRole"
              label={t('settings.field.contactPersonRole')}
              hint={t('settings.field.contactPersonRoleHint')}
              autoComplete="off"
            />
            <TextField
              name="contactPersonPhone"
              type="tel"
              label={t('settings.field.contactPersonPhone')}
              autoComplete="off"
            />
            <TextField
              name="contactPersonEmail"
              type="email"
              label={t('settings.field.contactPersonEmail')}
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
    </>
  );
}
