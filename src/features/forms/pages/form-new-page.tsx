// /form_builder/new: a new form's title in Dutch (required) and English, and what to start from:
// an empty form or a volunteer intake, an event sign-up or an evaluation with their usual
// questions. Creating it opens the builder.
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { isApiError } from '../../../lib/api-client';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useCreateForm } from '../api/forms';
import { useCanBuildForms } from '../form-access';
import { placeErrors } from '../form-errors';
import { FORM_TEMPLATES, templateFields, type FormTemplate } from '../form-templates';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export default function FormNewPage() {
  const t = useT();
  const styles = useStyles();
  const page = usePageStyles();
  const [, navigate] = useLocation();
  const create = useCreateForm();
  const gate = useNetworkGate();
  const mayBuild = useCanBuildForms();
  const [titleNl, setTitleNl] = useState('');
  const [titleEn, setTitleEn] = useState('');
  const [template, setTemplate] = useState<FormTemplate>('blank');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const frame = {
    title: t('route.formBuilderNew'),
    back: { href: '/form_builder', label: t('forms.backToList') },
  };
  if (!mayBuild) {
    return (
      <PageFrame {...frame}>
        <MessageBar intent="warning">
          <MessageBarBody>{t('forms.noAccess')}</MessageBarBody>
        </MessageBar>
      </PageFrame>
    );
  }

  const submit = async () => {
    if (!titleNl.trim()) {
      setErrors({ titleNl: t('forms.settings.titleRequired') });
      return;
    }
    setErrors({});
    try {
      const form = await create.mutateAsync({
        titleNl: titleNl.trim(),
        titleEn: titleEn.trim() || null,
        fields: templateFields(template),
      });
      toast.success(t('forms.new.created'));
      navigate(`/form_builder/${form.id}/edit`, { replace: true });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const placed = placeErrors(error.errors, error.message);
      setErrors({ ...placed.form, ...(placed.other[0] ? { form: placed.other[0] } : {}) });
    }
  };

  return (
    <PageFrame {...frame} intro={t('forms.new.intro')}>
      {errors.form ? (
        <MessageBar intent="error">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      ) : null}
      <form
        className={page.card}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className={styles.grid}>
          <Field
            label={t('forms.settings.titleNl')}
            required
            validationMessage={errors.titleNl}
            validationState={errors.titleNl ? 'error' : 'none'}
          >
            <Input value={titleNl} name="titleNl" onChange={(_, d) => setTitleNl(d.value)} />
          </Field>
          <Field
            label={t('forms.settings.titleEn')}
            validationMessage={errors.titleEn}
            validationState={errors.titleEn ? 'error' : 'none'}
          >
            <Input value={titleEn} name="titleEn" onChange={(_, d) => setTitleEn(d.value)} />
          </Field>
        </div>
        <Field label={t('forms.new.startFrom')}>
          <RadioGroup value={template} onChange={(_, d) => setTemplate(d.value as FormTemplate)}>
            {FORM_TEMPLATES.map((id) => (
              <Radio key={id} value={id} label={t(`forms.template.${id}`)} />
            ))}
          </RadioGroup>
        </Field>
        {gate.hint}
        <div className={styles.actions}>
          <Button
            appearance="primary"
            type="submit"
            disabledFocusable={create.isPending || gate.offline}
            data-testid="create-form"
          >
            {t('forms.new.continue')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
