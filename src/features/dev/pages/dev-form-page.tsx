// /dev/form and /test/form: a react-final-form form checked by a yup schema on blur only, the
// first failing rule per field, with Dutch and English messages (SPEC section 5).
import { Body1, Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { boolean, number, object, string } from 'yup';
import { CheckboxField, TextField, TextareaField } from '../../../lib/forms/fields';
import { NAME_MESSAGE, NAME_PATTERN, validateWithSchema } from '../../../lib/forms/validation';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { DevPage, useDevStyles } from '../components/dev-page';
import { ErrorSummary } from '../../../components/error-summary';

interface SampleValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  age?: string;
  motivation?: string;
  agree?: boolean;
}

const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null || original === undefined ? undefined : value;

const sampleSchema = object({
  firstName: string()
    .trim()
    .required()
    .matches(NAME_PATTERN, { message: NAME_MESSAGE, excludeEmptyString: true })
    .max(50),
  lastName: string()
    .trim()
    .required()
    .matches(NAME_PATTERN, { message: NAME_MESSAGE, excludeEmptyString: true })
    .max(80),
  email: string().trim().required().email(),
  age: number().transform(emptyToUndefined).integer().min(16).max(120).optional(),
  motivation: string().trim().min(10).max(500).optional(),
  agree: boolean().required().oneOf([true], { id: 'validation.required' }),
});

const validate = validateWithSchema<SampleValues>(sampleSchema);

export default function DevFormPage() {
  const intl = useIntl();
  const styles = useDevStyles();
  const [submitted, setSubmitted] = useState<SampleValues | null>(null);
  const t = useT();

  return (
    <DevPage titleId="dev.form.title" introId="dev.form.intro">
      <Form<SampleValues>
        onSubmit={(values) => {
          setSubmitted(values);
          toast.success(intl.formatMessage({ id: 'dev.form.saved' }));
        }}
        validate={validate}
        validateOnBlur
        render={({ handleSubmit, submitting }) => (
          <form className={styles.card} onSubmit={handleSubmit} noValidate>
            <ErrorSummary />
            <TextField
              name="firstName"
              label={t('dev.form.firstName')}
              required
              autoComplete="given-name"
            />
            <TextField
              name="lastName"
              label={t('dev.form.lastName')}
              required
              autoComplete="family-name"
            />
            <TextField
              name="email"
              label={t('dev.form.email')}
              type="email"
              required
              autoComplete="email"
            />
            <TextField
              name="age"
              label={t('dev.form.age')}
              type="number"
              hint={t('dev.form.ageHint')}
            />
            <TextareaField name="motivation" label={t('dev.form.motivation')} />
            <CheckboxField name="agree" label={t('dev.form.agree')} required />
            <div className={styles.row}>
              <Button type="submit" appearance="primary" size={BUTTON_SIZE} disabled={submitting}>
                <FormattedMessage id="dev.form.submit" />
              </Button>
            </div>
          </form>
        )}
      />
      {submitted && (
        <MessageBar intent="success">
          <MessageBarBody>
            <Body1>
              <FormattedMessage id="dev.form.submitted" />
            </Body1>
            <pre className={styles.pre} data-testid="form-result">
              {JSON.stringify(submitted, null, 2)}
            </pre>
          </MessageBarBody>
        </MessageBar>
      )}
    </DevPage>
  );
}
