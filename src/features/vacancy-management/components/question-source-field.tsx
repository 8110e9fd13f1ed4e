// The vacancy's questions for applicants: its own list, or one of its center's published forms
// (which applicants then answer instead; the own list is kept, not deleted, and comes back when
// the form is taken off). Only center admins and admins read the center's forms: anyone else, and
// anyone the server refuses the list, keeps to the own questions (a vacancy that asks a form
// says so and keeps it).
import {
  Field,
  Link,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, OpenRegular } from '@fluentui/react-icons';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { ErrorMessage } from '../../../components/error-message';
import { SelectField } from '../../../lib/forms/fields';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useT } from '../../../lib/use-t';
import { useCenterForms } from '../api/get-center-forms';
import type { QuestionSource } from '../form-values';
import { canUseCenterForms } from '../permissions';
import { QuestionListField } from './question-list-field';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  choices: { flexWrap: 'wrap' },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

function FormChoice({ formsReadable }: { formsReadable: boolean }) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const forms = useCenterForms(formsReadable);
  const { input: formId } = useField<string>('formId', { subscription: { value: true } });
  if (!formsReadable || forms.isError) {
    // The chosen form stays as it is: the list is only needed to choose another.
    return (
      <>
        {forms.isError ? <ErrorMessage error={forms.error} /> : null}
        {formId.value ? <Text>{t('vacancyManage.form.keptNote')}</Text> : null}
      </>
    );
  }
  const usable = (forms.data ?? []).filter((f) => !f.hasFile);
  const options = [
    { value: '', label: t(forms.isPending ? 'app.loading' : 'vacancyManage.form.placeholder') },
    ...usable.map((f) => ({
      value: f.id,
      label: pickLocalized(f.titleNl, f.titleEn, intl.locale),
    })),
  ];
  // A form chosen before that can be chosen no more (closed since): shown, so nothing changes.
  if (formId.value && !forms.isPending && !usable.some((f) => f.id === formId.value)) {
    options.push({ value: formId.value, label: t('vacancyManage.form.current') });
  }
  const someLeftOut = (forms.data ?? []).some((f) => f.hasFile);
  return (
    <>
      <SelectField
        name="formId"
        label={t('vacancyManage.form.label')}
        hint={t(someLeftOut ? 'vacancyManage.form.hintNoFiles' : 'vacancyManage.form.hint')}
        required
        options={options}
      />
      {!forms.isPending && usable.length === 0 ? <Text>{t('vacancyManage.form.none')}</Text> : null}
      <div className={styles.links}>
        {formId.value ? (
          <Link
            className={styles.link}
            href={`/form_builder/${encodeURIComponent(formId.value)}`}
            target="_blank"
            rel="noopener"
          >
            <OpenRegular aria-hidden />
            {t('vacancyManage.form.open')}
          </Link>
        ) : null}
        <Link className={styles.link} href="/form_builder/new" target="_blank" rel="noopener">
          <AddRegular aria-hidden />
          {t('vacancyManage.form.new')}
        </Link>
      </div>
    </>
  );
}

export function QuestionSourceField() {
  const t = useT();
  const styles = useStyles();
  const { roles } = useCurrentUser();
  const formsReadable = canUseCenterForms(roles);
  const { input: source } = useField<QuestionSource>('questionSource', {
    subscription: { value: true },
  });
  const asksForm = source.value === 'form';
  // Someone who cannot pick a form only sees the choice when the vacancy asks one already.
  const choice = formsReadable || asksForm;
  return (
    <div className={styles.wrap}>
      {choice ? (
        <Field label={t('vacancyManage.form.source')}>
          <RadioGroup
            name="questionSource"
            className={styles.choices}
            layout="horizontal"
            value={source.value || 'own'}
            onChange={(_, d) => source.onChange(d.value)}
          >
            <Radio value="own" label={t('vacancyManage.form.sourceOwn')} />
            <Radio value="form" label={t('vacancyManage.form.sourceForm')} />
          </RadioGroup>
        </Field>
      ) : null}
      {asksForm ? (
        <FormChoice formsReadable={formsReadable} />
      ) : (
        <QuestionListField name="questions" />
      )}
    </div>
  );
}
