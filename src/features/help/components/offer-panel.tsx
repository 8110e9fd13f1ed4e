// 'Ik wil helpen' for a signed-in volunteer: their offer (kinds of help, how far, when, a note),
// made or changed through the offline queue, paused or withdrawn with one button; the position is
// their profile's postcode (the form says so when it is missing).
// yup's translated messages must be installed before common's schemas are defined.
import '../../../lib/forms/validation';
import {
  Badge,
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  Slider,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CloudArrowUpRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { Form, useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import {
  HELP_DEFAULT_RADIUS_KM,
  HELP_MAX_RADIUS_KM,
  helpOfferCreateSchema,
} from '../../../../common/schemas/help';
import type { Availability } from '../../../../common/schemas/volunteer-profile';
import { AppLink } from '../../../components/app-link';
import { describeError } from '../../../components/error-message';
import { ErrorSummary } from '../../../components/error-summary';
import { FormError } from '../../../components/form-parts';
import { usePageStyles } from '../../../components/page-frame';
import { WeekPartsGrid } from '../../../components/week-parts-grid';
import { TextareaField } from '../../../lib/forms/fields';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { validateWithSchema } from '../../../lib/forms/validation';
import { newClientId } from '../../../lib/offline/ids';
import { toastSaved } from '../../../lib/offline/saved-toast';
import type { Tag } from '../../../lib/tags';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';
import { useHelpOfferPending, useSaveHelpOffer } from '../api/save-help-offer';
import type { HelpOffer } from '../types';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  choices: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: tokens.spacingVerticalXS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: {
    fontWeight: tokens.fontWeightSemibold,
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
  },
  status: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
  p: { margin: 0 },
});

interface OfferValues {
  categoryIds: string[];
  radiusKm: number;
  availability: Availability;
  note: string;
}

const check = validateWithSchema<Record<string, unknown>>(helpOfferCreateSchema);
const validateOffer = (values: OfferValues) =>
  check({ ...values, note: values.note.trim() || null });

function CategoryBoxes({ categories }: { categories: Tag[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const { input, meta } = useField<string[]>('categoryIds');
  const value = input.value || [];
  return (
    <fieldset className={styles.choices} data-testid="offer-categories">
      <legend className={styles.legend}>{t('help.field.categories')}</legend>
      {categories.map((c) => (
        <Checkbox
          key={c.id}
          label={
            <>
              {pickLocalized(c.nameNl, c.nameEn, intl.locale)}
              {c.requiresVog ? (
                <>
                  {' '}
                  <Badge appearance="tint" color="warning" size="small">
                    {t('help.vog.badge')}
                  </Badge>
                </>
              ) : null}
            </>
          }
          checked={value.includes(c.id)}
          onChange={(_, data) => {
            input.onChange(data.checked ? [...value, c.id] : value.filter((id) => id !== c.id));
            input.onBlur();
          }}
        />
      ))}
      {meta.touched && meta.error ? (
        <p className={styles.error} role="alert" style={{ gridColumn: '1 / -1' }}>
          {t('help.error.categoriesRequired')}
        </p>
      ) : null}
    </fieldset>
  );
}

function RadiusField() {
  const t = useT();
  const { input } = useField<number>('radiusKm');
  return (
    <Field label={t('help.field.radiusKm')} hint={t('help.offer.radiusValue', { km: input.value })}>
      <Slider
        min={1}
        max={Math.min(HELP_MAX_RADIUS_KM, 30)}
        value={input.value}
        onChange={(_, data) => input.onChange(data.value)}
        aria-valuetext={t('help.offer.radiusValue', { km: input.value })}
      />
    </Field>
  );
}

export function OfferPanel({ offer, categories }: { offer: HelpOffer | null; categories: Tag[] }) {
  const styles = useStyles();
  const page = usePageStyles();
  const intl = useIntl();
  const t = useT();
  const save = useSaveHelpOffer();
  const pending = useHelpOfferPending();
  const initialValues = useMemo<OfferValues>(
    () => ({
      categoryIds: offer?.categoryIds ?? [],
      radiusKm: offer?.radiusKm ?? HELP_DEFAULT_RADIUS_KM,
      availability: offer?.availability ?? {},
      note: offer?.note ?? '',
    }),
    [offer],
  );

  const submit = async (values: OfferValues) => {
    try {
      const result = await save({
        id: offer?.id ?? newClientId(),
        create: !offer,
        categoryIds: values.categoryIds,
        radiusKm: values.radiusKm,
        availability: values.availability,
        note: values.note.trim() || null,
        ...(offer && offer.status !== 'active' ? { status: 'active' as const } : {}),
      });
      toastSaved(intl, result.queued);
      return undefined;
    } catch (error) {
      return toSubmitErrors(intl, error, { describe: describeError });
    }
  };

  const setStatus = async (status: 'active' | 'paused' | 'withdrawn') => {
    if (!offer) return;
    try {
      const result = await save({
        id: offer.id,
        create: false,
        categoryIds: offer.categoryIds,
        radiusKm: offer.radiusKm,
        availability: offer.availability,
        note: offer.note,
        status,
      });
      toastSaved(intl, result.queued);
    } catch {
      // The list of waiting changes shows a refusal; nothing to add here.
    }
  };

  return (
    <section className={page.card} aria-labelledby="help-offer-title" data-testid="offer-panel">
      <h2 id="help-offer-title" className={page.h2}>
        {t(offer ? 'help.offer.yourOffer' : 'help.offer.title')}
      </h2>
      {offer ? (
        <div className={styles.status}>
          <Badge
            appearance="filled"
            color={offer.status === 'active' ? 'success' : 'subtle'}
            data-testid="offer-status"
          >
            {t(`help.offer.status.${offer.status}`)}
          </Badge>
          {offer.vogChecked ? (
            <Badge appearance="tint" color="success">
              {t('help.vog.checked')}
            </Badge>
          ) : null}
          {pending ? (
            <Badge appearance="tint" color="informative" icon={<CloudArrowUpRegular />}>
              {t('help.offer.pending')}
            </Badge>
          ) : null}
        </div>
      ) : (
        <p className={styles.p}>{t('help.offer.intro')}</p>
      )}
      {offer && !offer.located ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {t('help.offer.noLocation')}{' '}
            <AppLink href="/profiel">{t('help.offer.toProfile')}</AppLink>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <Form<OfferValues>
        initialValues={initialValues}
        onSubmit={submit}
        validate={validateOffer}
        validateOnBlur
        render={({ handleSubmit, submitting, submitError }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="offer-form">
            <ErrorSummary />
            <CategoryBoxes categories={categories} />
            <RadiusField />
            <WeekPartsGrid name="availability" captionId="help.offer.availability" />
            <TextareaField
              name="note"
              label={t('help.offer.note')}
              hint={t('help.offer.noteHint')}
              rows={3}
            />
            <FormError error={submitError} />
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" size={BUTTON_SIZE} disabled={submitting}>
                {t(offer ? 'help.offer.save' : 'help.offer.submit')}
              </Button>
              {offer?.status === 'active' ? (
                <Button size={BUTTON_SIZE} onClick={() => void setStatus('paused')}>
                  {t('help.offer.pause')}
                </Button>
              ) : null}
              {offer && offer.status !== 'withdrawn' ? (
                <Button
                  size={BUTTON_SIZE}
                  appearance="subtle"
                  onClick={() => void setStatus('withdrawn')}
                >
                  {t('help.offer.withdraw')}
                </Button>
              ) : null}
            </div>
            <Text size={200}>{t('help.offer.locationNote')}</Text>
          </form>
        )}
      />
    </section>
  );
}
