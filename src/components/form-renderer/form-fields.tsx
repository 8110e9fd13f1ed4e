// A center's form's fields inside a react-final-form form: the public form's own (FormRenderer)
// or a surrounding one (a vacancy's apply form, with its motivation and one send button), where
// the answers sit under a name prefix. Conditional fields show as the answers allow; the rules
// are those the server applies (common/forms/answers-schema.ts, through validateValues).
import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { getIn } from 'final-form';
import { FormSpy } from 'react-final-form';
import { visibleFields } from '../../../common/forms/answers-schema';
import type { FormField } from '../../../common/schemas/forms';
import { ChoiceAnswer } from './choice-answer';
import { FileAnswer, type FormUpload } from './file-answer';
import { localized, toAnswers, type FormValues } from './form-values';
import { CheckboxAnswer, LongTextAnswer, TextAnswer } from './text-answers';
import { AnswerPrefix } from './use-answer-field';

const useStyles = makeStyles({
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  headingTitle: { margin: 0 },
});

export interface FormFieldsProps {
  fields: FormField[];
  locale: string;
  /** The final-form path of the answers in a surrounding form ('formAnswers'); '' for none. */
  name?: string;
  disabled?: boolean;
  /** Sends a file of a file question; without it file questions cannot be answered. */
  upload?: FormUpload;
  /** The level of the form's own headings: below the page's section heading inside another form. */
  headingLevel?: 'h2' | 'h3';
}

function FieldView({
  field,
  locale,
  disabled,
  upload,
  headingLevel,
}: {
  field: FormField;
  locale: string;
  disabled: boolean;
  upload?: FormUpload;
  headingLevel: 'h2' | 'h3';
}) {
  const styles = useStyles();
  switch (field.type) {
    case 'heading': {
      const help = localized(field.helpNl, field.helpEn, locale);
      return (
        <div className={styles.heading}>
          <Subtitle1 as={headingLevel} className={styles.headingTitle}>
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

/** The shown fields, each bound to `name.<key>` of the form around it. */
export function FormFields({
  fields,
  locale,
  name = '',
  disabled = false,
  upload,
  headingLevel = 'h2',
}: FormFieldsProps) {
  return (
    <AnswerPrefix.Provider value={name}>
      <FormSpy<Record<string, unknown>> subscription={{ values: true }}>
        {({ values }) => {
          const own = ((name ? getIn(values, name) : values) ?? {}) as FormValues;
          return visibleFields(fields, toAnswers(fields, own)).map((field) => (
            <FieldView
              key={field.key}
              field={field}
              locale={locale}
              disabled={disabled}
              upload={upload}
              headingLevel={headingLevel}
            />
          ));
        }}
      </FormSpy>
    </AnswerPrefix.Provider>
  );
}
