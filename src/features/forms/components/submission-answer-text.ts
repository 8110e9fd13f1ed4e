// The one answer that tells submissions apart in the list (a name or an e-mail address, else the
// first answer), in the words answerText gives it.
import type { IntlShape } from 'react-intl';
import type { FormAnswers, FormField } from '../../../../common/schemas/forms';
import { answerText } from '../../../components/form-renderer/answer-text';

const NAME_HINT = /naam|name/i;

/** The answer that names the submitter: a name field, an e-mail field, else the first answer. */
export function summaryOf(
  fields: FormField[] | undefined,
  answers: FormAnswers,
  locale: string,
  intl: IntlShape,
): string {
  const list = fields ?? [];
  const answered = list.filter(
    (f) => f.type !== 'heading' && f.type !== 'file' && answers[f.key] != null,
  );
  const pick =
    answered.find(
      (f) => f.type === 'short_text' && (NAME_HINT.test(f.key) || NAME_HINT.test(f.labelNl)),
    ) ??
    answered.find((f) => f.type === 'email') ??
    answered[0];
  if (pick) return answerText(pick, answers[pick.key], locale, intl);
  const first = Object.values(answers).find((v) => v !== null && v !== '');
  return first === undefined ? '' : answerText(undefined, first, locale, intl);
}
