// /instellingen/design (center admins and admins): the center's name, logo and favicon, colours
// with their shade sets, fonts, shape and analytics id, with a live preview. Saving re-themes the
// whole app at once (the current-center query is refetched).
import { Body1, Button, MessageBar, MessageBarBody, Title1 } from '@fluentui/react-components';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { submitGuard } from '../../../components/submit-guard';
import { ErrorSummary } from '../../../components/error-summary';
import { PageSpinner } from '../../../components/page-spinner';
import { useAppContext } from '../../../lib/app-context';
import { useCurrentCenter } from '../../../lib/center';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import type { ThemeProfile } from '../../../lib/theme/build-theme';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useUpdateCenterProfile } from '../api/update-center-profile';
import { DesignSections } from '../components/design-sections';
import { useDesignStyles } from '../components/design-styles';
import { ImageUploadField } from '../../../components/image-upload-field';
import { useCenterImage } from '../api/center-image';
import { ImageUpload } from '../components/image-upload';
import { ThemePreview } from '../components/theme-preview';
import { toDesignSubmitErrors } from '../design-submit-errors';
import {
  toDesignValues,
  toProfileAttributes,
  validateDesign,
  type DesignValues,
} from '../design-values';

/** The profile the preview draws: the saved one with the form's values laid over it. */
function toPreviewProfile(values: DesignValues): ThemeProfile {
  const attributes = toProfileAttributes(values, null);
  return attributes as ThemeProfile;
}

export default function DesignPage() {
  const intl = useIntl();
  const styles = useDesignStyles();
  const { tenant } = useAppContext();
  const center = useCurrentCenter();
  const { roles } = useCurrentUser();
  const update = useUpdateCenterProfile();
  // Saving and uploading need the network: offline they are disabled, with the reason near them
  // (one note for the images, one by the save button).
  const imagesGate = useNetworkGate();
  const hero = useCenterImage('hero_image');
  const saveGate = useNetworkGate();
  const profile = center.data?.profile ?? null;
  const allowed = roles.some((r) => r.name === 'admin' || r.name === 'center_admin');
  const initialValues = useMemo(() => toDesignValues(profile), [profile]);
  const t = useT();

  const header = (
    <header className={styles.header}>
      <Title1 as="h1">{t('route.settingsDesign')}</Title1>
      <Body1 as="p" className={styles.intro}>
        {t('design.intro')}
      </Body1>
    </header>
  );
  if (!allowed) {
    return (
      <section className={styles.root}>
        {header}
        <MessageBar intent="warning">
          <MessageBarBody>{t('design.noAccess')}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }
  if (center.isPending) {
    return (
      <section className={styles.root}>
        {header}
        <PageSpinner label={t('app.loading')} />
      </section>
    );
  }

  return (
    <section className={styles.root}>
      {header}
      <Form<DesignValues>
        initialValues={initialValues}
        validate={validateDesign}
        validateOnBlur
        keepDirtyOnReinitialize
        subscription={{ submitting: true, submitError: true, pristine: true, values: true }}
        onSubmit={async (values) => {
          try {
            await update.mutateAsync(toProfileAttributes(values, profile));
            toast.success(t('design.saved'));
            return undefined;
          } catch (error) {
            return toDesignSubmitErrors(intl, error);
          }
        }}
        render={({ submitting, pristine, form, values }) => (
          <div className={styles.layout}>
            <div className={styles.form}>
              <section className={styles.card} aria-labelledby="design-images">
                <h2 id="design-images" className={styles.h2}>
                  {t('design.section.images')}
                </h2>
                {imagesGate.hint}
                <ImageUpload kind="logo" url={profile?.websiteLogoUrl ?? null} gate={imagesGate} />
                <ImageUpload kind="favicon" url={profile?.faviconUrl ?? null} gate={imagesGate} />
                <ImageUploadField
                  label={t('design.hero.label')}
                  hint={t('design.hero.hint')}
                  image={profile?.heroImage ?? null}
                  shape="hero"
                  onUpload={hero.upload}
                  onRemove={hero.remove}
                  disabled={imagesGate.offline}
                  describedBy={imagesGate.describedBy}
                />
              </section>
              <form
                className={styles.form}
                onSubmit={(event) => void submitWithFreshErrors(form, event)}
                noValidate
              >
                <ErrorSummary />
                <DesignSections />
                <div className={styles.actions}>
                  <Button
                    type="submit"
                    appearance="primary"
                    size={BUTTON_SIZE}
                    disabledFocusable={saveGate.offline || submitting}
                    {...submitGuard(saveGate.offline || submitting)}
                    aria-describedby={saveGate.describedBy}
                  >
                    {t('design.save')}
                  </Button>
                  <Button
                    size={BUTTON_SIZE}
                    disabled={submitting || pristine}
                    onClick={() => form.reset()}
                  >
                    {t('design.reset')}
                  </Button>
                  {saveGate.hint}
                </div>
              </form>
            </div>
            <aside className={styles.preview} aria-labelledby="design-preview">
              <h2 id="design-preview" className={styles.h2}>
                {t('design.preview.title')}
              </h2>
              <Body1>{t('design.preview.intro')}</Body1>
              <ThemePreview profile={toPreviewProfile(values)} tenantConfig={tenant.tenantConfig} />
            </aside>
          </div>
        )}
      />
    </section>
  );
}
