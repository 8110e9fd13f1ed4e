// Applying to a vacancy: the motivation and the organization's questions (required ones marked).
// The write goes through the offline queue with an id made here, so offline it is kept on the
// device and sent once when the network is back. Server errors land on their fields; 'already
// applied' (409) is handed to the section, which says so.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { setIn } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { MOTIVATION_MIN_LENGTH } from '../../../../common/schemas/applications';
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
import { useAppContext } from '../../../lib/app-context';
import type { Vacancy } from '../types';
import { ErrorSummary } from '../../../components/error-summary';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

const FIELD_POINTER = /^\/data\/attributes\/(motivation|answers)(\/|$)/;

/**
 * final-form submit errors: errors on the motivation or an answer land on that field
 * (answers/0 -> answers[0]); anything else (the vacancy closed meanwhile) is the form's error.
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
  const questions = useMemo(() => vacancy.questions ?? [], [vacancy.questions]);
  const validate = useMemo(() => {
    const check = validateWithSchema<ApplyValues>(buildApplySchema(questions));
    return (values: ApplyValues) => check(withAllAnswers(questions, values));
  }, [questions]);
  const t = useT();

  const submit = async (values: ApplyValues) => {
    const id = newClientId();
    try {
      const result = await create({
        id,
        vacancyId: vacancy.id,
        vacancyTitle: title,
        motivation: values.motivation.trim(),
        answers: toAnswers(questions, values),
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
          {questions.some((q) => q.required) ? (
            <p className={styles.note}>{t('vacancies.apply.requiredNote')}</p>
          ) : null}
          <div>
            <Button type="submit" appearance="primary" size={BUTTON_SIZE} disabled={submitting}>
              {t('vacancies.apply.submit')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
