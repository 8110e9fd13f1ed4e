// A center's form as a visitor fills it in on its own (the public form, the builder's preview):
// the fields (FormFields, which a vacancy's apply form also draws inside its own form) in the
// visitor's language, each checked when it is left and all of them on sending (the error summary
// lists what is wrong and focus goes to the first problem).
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import type { FormAnswers, FormField } from '../../../common/schemas/forms';
import { ErrorSummary } from '../error-summary';
import { useT } from '../../lib/use-t';
import type { FormUpload } from './file-answer';
import { FormFields } from './form-fields';
import { submittedAnswers, validateValues, type FormValues } from './form-values';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export interface FormRendererProps {
  fields: FormField[];
  locale: string;
  /** Receives the answers of the shown fields; may return final-form submit errors. */
  onSubmit?: (answers: FormAnswers) => SubmissionErrors | Promise<SubmissionErrors> | void;
  /** Nothing can be changed or sent (e.g. an answered form shown back). */
  readOnly?: boolean;
  /** Sends a file of a file question; without it file questions cannot be answered. */
  upload?: FormUpload;
  submitLabel?: string;
  /** Rendered inside the form before the send button (the public page's honeypot). */
  extra?: ReactNode;
  initialValues?: FormValues;
}

export function FormRenderer({
  fields,
  locale,
  onSubmit,
  readOnly = false,
  upload,
  submitLabel,
  extra,
  initialValues,
}: FormRendererProps) {
  const t = useT();
  const styles = useStyles();
  const validate = useMemo(() => (values: FormValues) => validateValues(fields, values), [fields]);
  return (
    <Form<FormValues>
      onSubmit={(values) => onSubmit?.(submittedAnswers(fields, values))}
      validate={validate}
      validateOnBlur
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, submitting }) => (
        <form className={styles.form} noValidate onSubmit={handleSubmit}>
          {/* What is wrong after a failed send, and the press on 'Send' kept when a message that
              goes on blur moves the button from under the pointer (as on every form here). */}
          <ErrorSummary />
          <FormFields fields={fields} locale={locale} disabled={readOnly} upload={upload} />
          {extra}
          {readOnly || !onSubmit ? null : (
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" disabled={submitting}>
                {submitLabel ?? t('formRenderer.submit')}
              </Button>
            </div>
          )}
        </form>
      )}
    />
  );
}
