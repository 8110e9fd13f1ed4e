// The volunteer's form to log hours: on which accepted vacancy or past activity, which day, how many
// hours (quarters) and an optional note. Goes through the offline queue: in the field without a
// connection the entry waits on the device and is sent once the network is back.
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formatAmsterdamDate } from '../../../../common/amsterdam-time';
import { pickLocalized } from '../../../../common/matching';
import { ErrorSummary } from '../../../components/error-summary';
import { FormError } from '../../../components/form-parts';
import { SelectField, TextareaField, TextField } from '../../../lib/forms/fields';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { validateWithSchema } from '../../../lib/forms/validation';
import { newClientId } from '../../../lib/offline/ids';
import { toastSaved } from '../../../lib/offline/saved-toast';
import { useT } from '../../../lib/use-t';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useLogHours } from '../api/log-hours';
import { hourFormSchema, parseHours, splitSubject, type HourFormValues } from '../hour-form';
import type { HourSubject } from '../types';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const validate = validateWithSchema<HourFormValues>(hourFormSchema);

export function LogHoursForm({ subjects }: { subjects: HourSubject[] }) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const log = useLogHours();
  if (subjects.length === 0) return <Body1>{t('hours.log.nothing')}</Body1>;
  const options = subjects.map((s) => ({
    value: `${s.type}:${s.id}`,
    label: [
      pickLocalized(s.titleNl, s.titleEn, intl.locale) || t('hours.untitled'),
      s.organizationName,
    ]
      .filter(Boolean)
      .join(' – '),
  }));
  return (
    <Form<HourFormValues>
      validate={validate}
      validateOnBlur
      initialValues={{
        subject: options[0]!.value,
        workedOn: formatAmsterdamDate(new Date()),
        hours: '',
        note: '',
      }}
      onSubmit={async (values, form) => {
        const { type, id } = splitSubject(values.subject);
        const subject = subjects.find((s) => s.type === type && s.id === id);
        try {
          const result = await log({
            id: newClientId(),
            subjectType: type,
            subjectId: id,
            subjectTitleNl: subject?.titleNl ?? null,
            subjectTitleEn: subject?.titleEn ?? null,
            organizationName: subject?.organizationName ?? null,
            workedOn: values.workedOn,
            hours: parseHours(values.hours),
            note: values.note.trim() || null,
          });
          toastSaved(intl, result.queued);
          // A fresh form for the next entry; the subject stays (often several days in a row).
          setTimeout(() => form.reset({ ...values, hours: '', note: '' }));
          return undefined;
        } catch (error) {
          return toSubmitErrors(intl, error, {
            shape: ({ activityId, applicationId, ...rest }) => ({
              ...rest,
              ...(activityId || applicationId ? { subject: activityId ?? applicationId } : {}),
            }),
          });
        }
      }}
      render={({ form, submitting, submitError }) => (
        <form
          className={styles.form}
          onSubmit={(event) => void submitWithFreshErrors(form, event)}
          noValidate
        >
          <ErrorSummary />
          <FormError error={submitError} />
          <SelectField name="subject" label={t('hours.field.subject')} required options={options} />
          <div className={styles.grid}>
            <TextField name="workedOn" type="date" label={t('hours.field.workedOn')} required />
            <TextField
              name="hours"
              label={t('hours.field.hours')}
              hint={t('hours.field.hoursHint')}
              required
              type="text"
              autoComplete="off"
            />
          </div>
          <TextareaField
            name="note"
            label={t('hours.field.note')}
            hint={t('hours.field.noteHint')}
          />
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" size={BUTTON_SIZE} disabled={submitting}>
              {t('hours.log.submit')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
