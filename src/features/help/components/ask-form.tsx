// 'Ik zoek hulp': a resident asks for help in three short steps (what, when, where and who), no
// account needed. Each step checks its own fields before the next; the last sends the request and
// the page says to confirm it from the mail. Server errors land on their fields (and the step
// with the first of them opens again).
// yup's translated messages must be installed before common's schemas are defined.
import '../../../lib/forms/validation';
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, MailCheckmarkRegular } from '@fluentui/react-icons';
import type { FormApi } from 'final-form';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { describeError } from '../../../components/error-message';
import { ErrorSummary } from '../../../components/error-summary';
import { FormError, NetworkSubmitButton } from '../../../components/form-parts';
import { WeekPartsGrid } from '../../../components/week-parts-grid';
import { TextField, TextareaField } from '../../../lib/forms/fields';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import type { Tag } from '../../../lib/tags';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';
import { useCreateHelpRequest } from '../api/create-help-request';
import { CategoryChoice, Steps } from './ask-parts';
import { STEP_FIELDS, toRequestAttributes, validateAsk, type AskValues } from './ask-values';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  legend: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    marginBottom: tokens.spacingVerticalS,
    padding: 0,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    justifyContent: 'space-between',
  },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export function AskForm({ categories }: { categories: Tag[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const gate = useNetworkGate();
  const create = useCreateHelpRequest();
  const [step, setStep] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const initialValues = useMemo<AskValues>(
    () => ({
      categoryId: '',
      description: '',
      availability: {},
      wantedFrom: '',
      wantedUntil: '',
      postcode: '',
      houseNumber: '',
      contactName: '',
      contactEmail: '',
      contactPhone: '',
    }),
    [],
  );

  if (sentTo) {
    return (
      <MessageBar
        intent="success"
        layout="multiline"
        icon={<MailCheckmarkRegular />}
        data-testid="help-request-sent"
      >
        <MessageBarBody>
          <MessageBarTitle>{t('help.ask.sentTitle')}</MessageBarTitle>
          {t('help.ask.sentText', { email: sentTo })}
        </MessageBarBody>
      </MessageBar>
    );
  }

  /** Shows the step's errors (touching its fields); true when the step is fine. */
  const checkStep = async (form: FormApi<AskValues>, index: number) => {
    const errors = ((await validateAsk(form.getState().values)) ?? {}) as Record<string, unknown>;
    const wrong = STEP_FIELDS[index]!.filter((f) => errors[f] !== undefined);
    for (const field of STEP_FIELDS[index]!) {
      form.focus(field);
      form.blur(field);
    }
    return wrong.length === 0;
  };

  const submit = async (values: AskValues) => {
    try {
      const attributes = toRequestAttributes(values);
      await create.mutateAsync({
        ...(attributes as Required<typeof attributes> & { categoryId: string }),
        description: values.description.trim(),
        postcode: values.postcode.trim(),
        houseNumber: values.houseNumber.trim(),
        contactName: values.contactName.trim(),
        contactEmail: values.contactEmail.trim(),
        locale: intl.locale.startsWith('en') ? 'en' : 'nl',
      });
      setSentTo(values.contactEmail.trim());
      return undefined;
    } catch (error) {
      const errors = toSubmitErrors(intl, error, { describe: describeError });
      const first = STEP_FIELDS.findIndex((fields) => fields.some((f) => f in errors));
      if (first >= 0) setStep(first);
      return errors;
    }
  };

  return (
    <Form<AskValues>
      initialValues={initialValues}
      onSubmit={submit}
      validate={validateAsk}
      validateOnBlur
      render={({ handleSubmit, submitting, form, submitError }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="ask-form">
          <Steps step={step} />
          <ErrorSummary />
          {step === 0 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('help.ask.whatTitle')}</legend>
              <CategoryChoice categories={categories} />
              <TextareaField
                name="description"
                label={t('help.ask.description')}
                hint={t('help.ask.descriptionHint')}
                required
                rows={4}
              />
            </fieldset>
          ) : null}
          {step === 1 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('help.ask.whenTitle')}</legend>
              <p className={styles.note}>{t('help.ask.whenHint')}</p>
              <WeekPartsGrid name="availability" captionId="help.ask.availability" />
              <div className={styles.row}>
                <TextField name="wantedFrom" label={t('help.field.wantedFrom')} type="date" />
                <TextField name="wantedUntil" label={t('help.field.wantedUntil')} type="date" />
              </div>
            </fieldset>
          ) : null}
          {step === 2 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('help.ask.whereTitle')}</legend>
              <p className={styles.note}>{t('help.ask.privacy')}</p>
              <div className={styles.row}>
                <TextField
                  name="postcode"
                  label={t('organizations.field.postcode')}
                  hint={t('organizations.form.postcodeHint')}
                  required
                  autoComplete="postal-code"
                />
                <TextField
                  name="houseNumber"
                  label={t('help.field.houseNumber')}
                  required
                  autoComplete="address-line2"
                />
              </div>
              <TextField
                name="contactName"
                label={t('help.field.contactName')}
                required
                autoComplete="name"
              />
              <TextField
                name="contactEmail"
                label={t('help.field.contactEmail')}
                hint={t('help.ask.emailHint')}
                type="email"
                required
                autoComplete="email"
              />
              <TextField
                name="contactPhone"
                label={t('help.field.contactPhone')}
                hint={t('help.ask.phoneHint')}
                type="tel"
                autoComplete="tel"
              />
            </fieldset>
          ) : null}
          <FormError error={submitError} />
          {step === 2 ? gate.hint : null}
          <div className={styles.actions}>
            {step > 0 ? (
              <Button
                size={BUTTON_SIZE}
                icon={<ArrowLeftRegular />}
                onClick={() => setStep(step - 1)}
              >
                {t('help.ask.back')}
              </Button>
            ) : (
              <span />
            )}
            {step < 2 ? (
              <Button
                appearance="primary"
                size={BUTTON_SIZE}
                icon={<ArrowRightRegular />}
                iconPosition="after"
                onClick={() => {
                  void checkStep(form, step).then((ok) => {
                    if (ok) setStep(step + 1);
                  });
                }}
              >
                {t('help.ask.next')}
              </Button>
            ) : (
              <NetworkSubmitButton gate={gate} submitting={submitting}>
                {t('help.ask.submit')}
              </NetworkSubmitButton>
            )}
          </div>
        </form>
      )}
    />
  );
}
