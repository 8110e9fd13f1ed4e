// The one vacancy form of /vacancies/add and /vacancies/:id/edit: texts in Dutch and English
// (rich-text descriptions), organization and tags, time, place, positions, questions (its own or
// one of the center's forms), shared centers and, on create, draft or published. Checks on blur; server errors land on their field.
import { WeekPartsGrid } from '../../../components/week-parts-grid';
import { Button, Field, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form, useField } from 'react-final-form';
import { COMMITMENTS } from '../../../../common/matching';
import { ErrorSummary } from '../../../components/error-summary';
import { SubmitRow } from '../../../components/form-parts';
import { usePageStyles } from '../../../components/page-frame';
import { useAppContext } from '../../../lib/app-context';
import { CheckboxField, TextField } from '../../../lib/forms/fields';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { validateWithSchema } from '../../../lib/forms/validation';
import { useTags } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';
import type { VacancyFormValues } from '../form-values';
import { vacancyFormSchema } from '../schemas';
import { QuestionSourceField } from './question-source-field';
import { TagSelectField } from './tag-select';
import {
  LocationFields,
  OrganizationField,
  RichTextField,
  SharedCentersField,
  useOrganizationOptions,
} from './vacancy-fields';
import { VacancyPreviewDialog } from './vacancy-preview';

const validate = validateWithSchema<VacancyFormValues>(vacancyFormSchema);

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '48rem',
  },
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: {
    padding: `0 ${tokens.spacingHorizontalXS}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  pair: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' },
  },
  // Horizontal choices wrap on a phone instead of widening the page.
  wrap: { flexWrap: 'wrap' },
});

function RadioField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  const styles = useStyles();
  const { input } = useField<string>(name);
  return (
    <Field label={label}>
      <RadioGroup
        name={name}
        className={styles.wrap}
        value={input.value}
        layout="horizontal"
        onChange={(_, d) => input.onChange(d.value)}
      >
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </RadioGroup>
    </Field>
  );
}

export function VacancyForm({
  initialValues,
  create,
  canChooseOrganization,
  submitLabel,
  cancelHref,
  organizationName,
  onSubmit,
}: {
  organizationName?: string;
  initialValues: VacancyFormValues;
  create: boolean;
  canChooseOrganization: boolean;
  submitLabel: string;
  cancelHref: string;
  onSubmit: (
    values: VacancyFormValues,
    form: FormApi<VacancyFormValues>,
  ) => Promise<SubmissionErrors | undefined>;
}) {
  const styles = useStyles();
  const page = usePageStyles();
  const { tenant } = useAppContext();
  const tags = useTags();
  const organizations = useOrganizationOptions(canChooseOrganization);
  const [preview, setPreview] = useState(false);
  const t = useT();
  const sharing = tenant.tenantConfig.features.centerSharing;

  return (
    <Form<VacancyFormValues>
      initialValues={initialValues}
      validate={validate}
      validateOnBlur
      onSubmit={onSubmit}
      render={({ form, submitting, values }) => (
        <form
          className={`${page.card} ${styles.form}`}
          onSubmit={(event) => void submitWithFreshErrors(form, event)}
          noValidate
          data-testid="vacancy-form"
        >
          <ErrorSummary />
          {(['nl', 'en'] as const).map((lang) => {
            const suffix = lang === 'nl' ? 'Nl' : 'En';
            return (
              <fieldset key={lang} className={styles.fieldset} lang={lang}>
                <legend className={styles.legend}>{t(`vacancyManage.lang.${lang}`)}</legend>
                <TextField
                  name={`title${suffix}`}
                  label={t(`vacancyManage.field.title${suffix}`)}
                  hint={t('vacancyManage.field.titleHint')}
                />
                <RichTextField
                  name={`description${suffix}`}
                  label={t(`vacancyManage.field.description${suffix}`)}
                  hint={t('vacancyManage.field.descriptionHint')}
                />
              </fieldset>
            );
          })}
          <div>
            <Button icon={<EyeRegular />} onClick={() => setPreview(true)}>
              {t('vacancyManage.preview.open')}
            </Button>
          </div>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('vacancyManage.section.organization')}</legend>
            <OrganizationField
              options={organizations}
              locked={!create}
              knownName={organizationName}
            />
            <TagSelectField name="tagIds" tags={tags.data ?? []} />
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('vacancyManage.section.time')}</legend>
            <div className={styles.pair}>
              <TextField
                name="hoursPerWeek"
                label={t('vacancyManage.field.hoursPerWeek')}
                type="number"
              />
              <TextField
                name="positions"
                label={t('vacancyManage.field.positions')}
                type="number"
                required
              />
            </div>
            <RadioField
              name="commitment"
              label={t('vacancyManage.field.commitment')}
              options={COMMITMENTS.map((c) => ({
                value: c,
                label: t(`vacancyManage.commitment.${c}`),
              }))}
            />
            <div className={styles.pair}>
              <TextField name="startsOn" label={t('vacancyManage.field.startsOn')} type="date" />
              <TextField name="endsOn" label={t('vacancyManage.field.endsOn')} type="date" />
            </div>
            <WeekPartsGrid
              name="schedule"
              captionId="vacancyManage.field.schedule"
              testId="schedule-grid"
            />
            <CheckboxField
              name="requiresVog"
              label={t('vacancyManage.field.requiresVog')}
              hint={t('vacancyManage.field.requiresVogHint')}
            />
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('vacancyManage.section.place')}</legend>
            <LocationFields />
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('vacancyManage.section.questions')}</legend>
            <QuestionSourceField />
          </fieldset>

          {sharing ? (
            <SharedCentersField className={styles.fieldset} legendClassName={styles.legend} />
          ) : null}

          {create ? (
            <RadioField
              name="status"
              label={t('vacancyManage.field.status')}
              options={[
                { value: 'draft', label: t('vacancyManage.status.draft') },
                { value: 'published', label: t('vacancyManage.createStatus.published') },
              ]}
            />
          ) : null}

          <SubmitRow
            needsNetwork
            label={submitLabel}
            submitting={submitting}
            cancelHref={cancelHref}
          />

          {preview ? (
            <VacancyPreviewDialog
              values={values}
              tags={tags.data ?? []}
              organizationName={
                organizations.find((o) => o.id === values.organizationId)?.name ?? ''
              }
              onClose={() => setPreview(false)}
            />
          ) : null}
        </form>
      )}
    />
  );
}
