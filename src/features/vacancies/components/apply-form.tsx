// Applying to a vacancy: the motivation and the organization's questions (required ones marked),
// or, when the vacancy asks one of its center's forms, that form's fields in the same form (one
// send button; the answers under `formAnswers`). The write goes through the offline queue with an
// id made here, so offline it is kept on the device and sent once when the network is back.
// Server errors land on their fields; 'already applied' (409) is handed to the section, which
// says so.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { FORM_ERROR, setIn } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { MOTIVATION_MIN_LENGTH } from '../../../../common/schemas/applications';
import type { FormField } from '../../../../common/schemas/forms';
import type { VacancyQuestion } from '../../../../common/schemas/vacancies';
import { submittedAnswers, validateValues } from '../../../components/form-renderer/form-values';
import { describeError } from '../../../components/error-message';
import { isApiError } from '../../../lib/api-client';
import { TextareaField } from '../../../lib/forms/fields';
import { collectSubmitErrors } from '../../../lib/forms/submit-errors';
import { validateWithSchema } from '../../../lib/forms/validation';
import { newClientId } from '../../../lib/offline/ids';
import { toastSaved } from '../../../lib/offline/saved-toast';
import { toast } from '../../../lib/toasts/toast';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';
import { useCreateApplication } from '../api/create-application';
import {
  buildApplySchema,
  toAnswers,
  withAllAnswers,
  type ApplyValues,
} from '../application-form-schema';
import { vacancyKeys } from '../keys';
import { FormQuestions } from './apply-form-questions';
import { useApplyQuestions } from './use-apply-questions';
import { useAppContext } from '../../../lib/app-context';
import type { Vacancy } from '../types';
import { ErrorSummary } from '../../../components/error-summary';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

const NO_QUESTIONS: VacancyQuestion[] = [];

const FIELD_POINTER = /^\/data\/attributes\/(motivation|answers|form_answers)(\/|$)/;

/**
 * final-form submit errors: errors on the motivation or an answer land on that field
 * (answers/0 -> answers[0], form_answers/naam -> formAnswers.naam); anything else (the vacancy
 * closed meanwhile) is the form's error.
 */
export function toApplyErrors(
  error: unknown,
  describe: (error: unknown) => string,
): Record<string, unknown> {
  return collectSubmitErrors(error, {
    describe,
    fieldPointer: FIELD_POINTER,
    restToForm: true,
    shape: (fields) =>
      Object.entries(fields).reduce<Record<string, unknown>>(
        (nested, [key, text]) => setIn(nested, key, text) as Record<string, unknown>,
        {},
      ),
  });
}

/** The form's answers' errors under `formAnswers`, beside the motivation's (one errors object). */
function withFormErrors(
  errors: Record<string, unknown> | undefined,
  fields: FormField[] | null,
  values: ApplyValues,
): Record<string, unknown> | undefined {
  if (!fields) return errors;
  const formErrors = validateValues(fields, values.formAnswers ?? {});
  if (Object.keys(formErrors).length === 0) return errors;
  return { ...errors, formAnswers: formErrors };
}

export function ApplyForm({
  vacancy,
  title,
  onApplied,
  onAlreadyApplied,
}: {
  vacancy: Vacancy;
  title: string;
  onApplied: (applicationId: string) => void;
  /** 409 already_applied: the section says so (the form goes once the page knows it). */
  onAlreadyApplied: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const create = useCreateApplication();
  const locale = intl.locale.startsWith('en') ? 'en' : 'nl';
  const asked = useApplyQuestions(vacancy, locale);
  const questions = asked.kind === 'own' ? asked.questions : NO_QUESTIONS;
  const formFields = asked.kind === 'form' ? asked.fields : null;
  const ready = asked.kind !== 'loading' && asked.kind !== 'failed';
  const validate = useMemo(() => {
    const check = validateWithSchema<ApplyValues>(buildApplySchema(questions));
    return async (values: ApplyValues) =>
      withFormErrors(
        (await check(withAllAnswers(questions, values))) as Record<string, unknown> | undefined,
        formFields,
        values,
      );
  }, [questions, formFields]);
  const t = useT();

  const submit = async (values: ApplyValues) => {
    // Not before the questions are known: the button is off then, Enter in a field is not.
    if (!ready) return { [FORM_ERROR]: t('vacancies.apply.formNotReady') };
    const id = newClientId();
    try {
      const result = await create({
        id,
        vacancyId: vacancy.id,
        vacancyTitle: title,
        motivation: values.motivation.trim(),
        answers: toAnswers(questions, values),
        ...(formFields
          ? { formAnswers: submittedAnswers(formFields, values.formAnswers ?? {}) }
          : {}),
      });
      if (result.queued) {
        toastSaved(intl, true);
      } else {
        toast.success(t('vacancies.apply.sent'));
        onApplied(result.data?.id ?? id);
      }
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === 'already_applied') {
        onAlreadyApplied();
        // The page then shows the application the server has.
        void queryClient.invalidateQueries({
          queryKey: vacancyKeys.details(api.context().tenant, vacancy.id),
        });
        return undefined;
      }
      return toApplyErrors(error, (e) => describeError(intl, e));
    }
  };

  return (
    <Form<ApplyValues>
      onSubmit={submit}
      validate={validate}
      validateOnBlur
      render={({ handleSubmit, submitting }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="apply-form">
          <ErrorSummary />
          <TextareaField
            name="motivation"
            label={t('vacancies.apply.motivation')}
            hint={intl.formatMessage(
              { id: 'vacancies.apply.motivationHint' },
              { min: MOTIVATION_MIN_LENGTH },
            )}
            required
            rows={6}
          />
          {questions.map((q, i) => (
            <TextareaField
              key={q.id}
              name={`answers[${i}]`}
              label={q.text}
              required={q.required}
              rows={3}
            />
          ))}
          <FormQuestions asked={asked} locale={locale} />
          {questions.some((q) => q.required) || formFields?.some((f) => f.required) ? (
            <p className={styles.note}>{t('vacancies.apply.requiredNote')}</p>
          ) : null}
          <div>
            <Button
              type="submit"
              appearance="primary"
              size={BUTTON_SIZE}
              disabled={submitting || !ready}
            >
              {t('vacancies.apply.submit')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
