// A center's form as a visitor fills it in (the public form, the builder's preview, a vacancy's
// questions): the fields in the visitor's language, conditional ones shown as the answers allow,
// each checked when it is left and all of them on sending (the error summary lists what is wrong
// and focus goes to the first problem). The rules are those the server applies
// (common/forms/answers-schema.ts).
import { Button, Subtitle1, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form, FormSpy } from 'react-final-form';
import { visibleFields } from '../../../common/forms/answers-schema';
import type { FormAnswers, FormField } from '../../../common/schemas/forms';
import { ErrorSummary } from '../error-summary';
import { useT } from '../../lib/use-t';
import { ChoiceAnswer } from './choice-answer';
import { FileAnswer, type FormUpload } from './file-answer';
import {
  localized,
  submittedAnswers,
  toAnswers,
  validateValues,
  type FormValues,
} from './form-values';
import { CheckboxAnswer, LongTextAnswer, TextAnswer } from './text-answers';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  headingTitle: { margin: 0 },
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

function FieldView({
  field,
  locale,
  disabled,
  upload,
}: {
  field: FormField;
  locale: string;
  disabled: boolean;
  upload?: FormUpload;
}) {
  const styles = useStyles();
  switch (field.type) {
    case 'heading': {
      const help = localized(field.helpNl, field.helpEn, locale);
      return (
        <div className={styles.heading}>
          <Subtitle1 as="h2" className={styles.headingTitle}>
            {localized(field.labelNl, field.labelEn, locale)}
          </Subtitle1>
          {help ? <Body1>{help}</Body1> : null}
        </div>
      );
    }
    case 'long_text':
      return <LongTextAnswer field={field} locale={locale} disabled={disabled} />;
    case 'single_choice':
    case 'multiple_choice':
      return <ChoiceAnswer field={field} locale={locale} disabled={disabled} />;
    case 'checkbox':
      return <CheckboxAnswer field={field} locale={locale} disabled={disabled} />;
    case 'file':
      return <FileAnswer field={field} locale={locale} disabled={disabled} upload={upload} />;
    default:
      return <TextAnswer field={field} locale={locale} disabled={disabled} />;
  }
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
          <FormSpy<FormValues> subscription={{ values: true }}>
            {({ values }) =>
              visibleFields(fields, toAnswers(fields, values)).map((field) => (
                <FieldView
                  key={field.key}
                  field={field}
                  locale={locale}
                  disabled={readOnly}
                  upload={upload}
                />
              ))
            }
          </FormSpy>
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
