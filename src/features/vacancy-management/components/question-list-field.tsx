// The questions a volunteer answers when applying (at most MAX_VACANCY_QUESTIONS): add, remove,
// move up and down, and mark as required. One final-form field holds the whole list; each
// question keeps its id so answers stay linked when the list is reordered.
import {
  Button,
  Checkbox,
  Field,
  Input,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { MAX_VACANCY_QUESTIONS } from '../../../../common/matching';
import { newClientId } from '../../../lib/offline/ids';
import type { VacancyQuestion } from '../../../../common/schemas/vacancies';
import { useT } from '../../../lib/use-t';
import { shownError } from './field-error';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

type QuestionErrors = ({ text?: unknown } | undefined)[] | undefined;

export function QuestionListField({ name }: { name: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const { input, meta } = useField<VacancyQuestion[]>(name);
  const questions: VacancyQuestion[] = input.value || [];
  const errors = (meta.touched ? meta.error : undefined) as QuestionErrors;
  const submitErrors = (meta.dirtySinceLastSubmit ? undefined : meta.submitError) as QuestionErrors;
  const t = useT();
  const set = (next: VacancyQuestion[]) => {
    input.onChange(next);
    input.onBlur();
  };
  const full = questions.length >= MAX_VACANCY_QUESTIONS;

  return (
    <div className={styles.wrap}>
      {questions.length === 0 ? <Text>{t('vacancyManage.questions.none')}</Text> : null}
      <ol className={styles.list} aria-label={t('vacancyManage.questions.listLabel')}>
        {questions.map((q, i) => {
          const label = t('vacancyManage.questions.label', { number: i + 1 });
          const error = shownError(
            intl,
            { ...meta, touched: true },
            label,
            errors?.[i]?.text,
            submitErrors?.[i]?.text,
          );
          return (
            <li key={q.id} className={styles.item}>
              <Field
                label={label}
                required
                validationState={error ? 'error' : 'none'}
                validationMessage={error}
              >
                <Input
                  name={`${name}[${i}].text`}
                  value={q.text}
                  onChange={(_, d) =>
                    input.onChange(questions.map((x, j) => (j === i ? { ...x, text: d.value } : x)))
                  }
                  onBlur={input.onBlur}
                />
              </Field>
              <div className={styles.row}>
                <Checkbox
                  className={styles.grow}
                  label={t('vacancyManage.questions.required')}
                  checked={q.required}
                  onChange={(_, d) =>
                    set(
                      questions.map((x, j) =>
                        j === i ? { ...x, required: d.checked === true } : x,
                      ),
                    )
                  }
                />
                <Button
                  appearance="subtle"
                  icon={<ArrowUpRegular />}
                  disabled={i === 0}
                  aria-label={t('vacancyManage.questions.up', { number: i + 1 })}
                  onClick={() => set(moveItem(questions, i, i - 1))}
                />
                <Button
                  appearance="subtle"
                  icon={<ArrowDownRegular />}
                  disabled={i === questions.length - 1}
                  aria-label={t('vacancyManage.questions.down', { number: i + 1 })}
                  onClick={() => set(moveItem(questions, i, i + 1))}
                />
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('vacancyManage.questions.remove', { number: i + 1 })}
                  onClick={() => set(questions.filter((_, j) => j !== i))}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          icon={<AddRegular />}
          disabledFocusable={full}
          onClick={() =>
            input.onChange([...questions, { id: newClientId(), text: '', required: false }])
          }
        >
          {t('vacancyManage.questions.add')}
        </Button>
        {full ? (
          <Text block size={200}>
            {t('vacancyManage.questions.max', { max: MAX_VACANCY_QUESTIONS })}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
