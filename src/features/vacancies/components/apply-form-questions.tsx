// The part of the apply form a vacancy's form fills: its fields under `formAnswers` (inside the
// apply form, so there is one send button), a spinner while it loads, and what went wrong when it
// cannot load (the send button is off then: the answers it asks are unknown).
import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { describeError } from '../../../components/error-message';
import { FormFields } from '../../../components/form-renderer/form-fields';
import { useT } from '../../../lib/use-t';
import type { ApplyQuestions } from './use-apply-questions';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  description: { whiteSpace: 'pre-line' },
});

export function FormQuestions({ asked, locale }: { asked: ApplyQuestions; locale: 'nl' | 'en' }) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  switch (asked.kind) {
    case 'loading':
      return (
        <Spinner size="small" label={t('vacancies.apply.formLoading')} data-testid="form-loading" />
      );
    case 'failed':
      return (
        <MessageBar intent="error" layout="multiline" data-testid="form-failed">
          <MessageBarBody>
            <MessageBarTitle>{t('vacancies.apply.formFailedTitle')}</MessageBarTitle>
            {describeError(intl, asked.error)} {t('vacancies.apply.formFailedText')}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={asked.retry}>{t('vacancies.apply.formRetry')}</Button>
          </MessageBarActions>
        </MessageBar>
      );
    case 'form':
      return (
        <div className={styles.fields} data-testid="vacancy-form-questions">
          <Subtitle2 as="h3" className={styles.title}>
            {asked.title}
          </Subtitle2>
          {asked.description ? (
            <Body1 className={styles.description}>{asked.description}</Body1>
          ) : null}
          <FormFields fields={asked.fields} locale={locale} name="formAnswers" headingLevel="h3" />
        </div>
      );
    default:
      return null;
  }
}
