// /instellingen/design (center admins and admins): the center's name, logo and favicon, colours
// with their shade sets, fonts, shape and analytics id, with a live preview. Saving re-themes the
// whole app at once (the current-center query is refetched).
import {
  Body1,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { Form, useField } from 'react-final-form';
import { useIntl, type IntlShape } from 'react-intl';
import { FONT_NAMES } from '../../../../common/centers';
import { isApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useCurrentCenter } from '../../../lib/center';
import { formatFieldError, SelectField, TextField } from '../../../lib/forms/fields';
import { mapServerErrors } from '../../../lib/forms/validation';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toast } from '../../../lib/toasts/toast';
import type { ThemeProfile } from '../../../lib/theme/build-theme';
import { useT } from '../../../lib/use-t';
import { useUpdateCenterProfile } from '../api/update-center-profile';
import { ColorField } from '../components/color-field';
import { describeError } from '../../../components/error-message';
import { ImageUpload } from '../components/image-upload';
import { ShadeSetField } from '../components/shade-set-field';
import { ThemePreview } from '../components/theme-preview';
import {
  SHADED_COLORS,
  toDesignValues,
  toProfileAttributes,
  validateDesign,
  type DesignValues,
} from '../design-values';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { submitGuard } from '../../../components/submit-guard';
import { PageSpinner } from '../../../components/page-spinner';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  intro: { margin: 0 },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)' },
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
  },
  h2: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  pair: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' },
  },
  preview: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    '@media (min-width: 1024px)': { position: 'sticky', top: '88px' },
  },
  actions: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow8,
    zIndex: 1,
  },
});

function ShapeField() {
  const intl = useIntl();
  const { input, meta } = useField<string>('shape');
  const label = intl.formatMessage({ id: 'design.shape' });
  const error = formatFieldError(intl, meta.touched ? meta.error : undefined, label);
  return (
    <Field label={label} validationState={error ? 'error' : 'none'} validationMessage={error}>
      <RadioGroup
        layout="horizontal"
        value={input.value}
        onChange={(_, d) => input.onChange(d.value)}
      >
        {(['rounded', 'square', 'pill'] as const).map((shape) => (
          <Radio
            key={shape}
            value={shape}
            label={intl.formatMessage({ id: `design.shape.${shape}` })}
          />
        ))}
      </RadioGroup>
    </Field>
  );
}

/** Server errors with a pointer land on their field; nested theme_config ones on the shape. */
function toDesignSubmitErrors(intl: IntlShape, error: unknown): Record<string, string> {
  const withPointer = isApiError(error)
    ? error.errors.filter((e) => e.source?.pointer?.startsWith('/data/attributes/'))
    : [];
  if (withPointer.length === 0) return { [FORM_ERROR]: describeError(intl, error) };
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(mapServerErrors(withPointer))) {
    out[key.startsWith('themeConfig') ? 'shape' : key] = text;
  }
  return out;
}

/** The profile the preview draws: the saved one with the form's values laid over it. */
function toPreviewProfile(values: DesignValues): ThemeProfile {
  const attributes = toProfileAttributes(values, null);
  return attributes as ThemeProfile;
}

export default function DesignPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { tenant } = useAppContext();
  const center = useCurrentCenter();
  const { roles } = useCurrentUser();
  const update = useUpdateCenterProfile();
  // Saving and uploading need the network: offline they are disabled, with the reason near them
  // (one note for the images, one by the save button).
  const imagesGate = useNetworkGate();
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
        render={({ submitting, submitError, pristine, form, values }) => (
          <div className={styles.layout}>
            <div className={styles.form}>
              <section className={styles.card} aria-labelledby="design-images">
                <h2 id="design-images" className={styles.h2}>
                  {t('design.section.images')}
                </h2>
                {imagesGate.hint}
                <ImageUpload kind="logo" url={profile?.websiteLogoUrl ?? null} gate={imagesGate} />
                <ImageUpload kind="favicon" url={profile?.faviconUrl ?? null} gate={imagesGate} />
              </section>
              <form
                className={styles.form}
                onSubmit={(event) => void submitWithFreshErrors(form, event)}
                noValidate
              >
                {submitError ? (
                  <MessageBar intent="error" role="alert">
                    <MessageBarBody>{submitError}</MessageBarBody>
                  </MessageBar>
                ) : null}
                <section className={styles.card} aria-labelledby="design-name">
                  <h2 id="design-name" className={styles.h2}>
                    {t('design.section.name')}
                  </h2>
                  <TextField
                    name="name"
                    label={t('design.name')}
                    hint={t('design.nameHint')}
                    required
                  />
                </section>
                <section className={styles.card} aria-labelledby="design-colors">
                  <h2 id="design-colors" className={styles.h2}>
                    {t('design.section.colors')}
                  </h2>
                  <Body1>{t('design.colorsIntro')}</Body1>
                  {SHADED_COLORS.map((color) => (
                    <ShadeSetField key={color} color={color} />
                  ))}
                  <div className={styles.pair}>
                    <ColorField name="mutedColor" label={t('design.color.muted')} />
                    <ColorField name="backgroundColor" label={t('design.color.background')} />
                    <ColorField
                      name="textColor"
                      label={t('design.color.text')}
                      hint={t('design.textHint')}
                    />
                  </div>
                </section>
                <section className={styles.card} aria-labelledby="design-type">
                  <h2 id="design-type" className={styles.h2}>
                    {t('design.section.type')}
                  </h2>
                  <div className={styles.pair}>
                    <SelectField
                      name="fontSans"
                      label={t('design.fontSans')}
                      options={FONT_NAMES.map((f) => ({ value: f, label: f }))}
                    />
                    <SelectField
                      name="fontHeading"
                      label={t('design.fontHeading')}
                      options={FONT_NAMES.map((f) => ({ value: f, label: f }))}
                    />
                  </div>
                  <ShapeField />
                </section>
                <section className={styles.card} aria-labelledby="design-analytics">
                  <h2 id="design-analytics" className={styles.h2}>
                    {t('design.section.analytics')}
                  </h2>
                  <TextField
                    name="gtagId"
                    label={t('design.gtag')}
                    hint={t('design.gtagHint')}
                    placeholder="G-AB12CD34EF"
                  />
                </section>
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
