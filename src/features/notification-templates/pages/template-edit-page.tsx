// /notification_templates/:id/edit (id `application.received:nl`): subject and text of one mail in
// one language, with its placeholders to insert at the cursor, a live preview with example data
// beside it (below on a phone), a test mail to yourself and the way back to the standard text.
// Coordinators write for their center; admins choose their center or every center.
import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useRef, useState } from 'react';
import { Form, useField, useForm, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { parseTemplateId } from '../../../../common/schemas/notification-templates';
import { ErrorMessage } from '../../../components/error-message';
import { ErrorSummary } from '../../../components/error-summary';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useAppContext } from '../../../lib/app-context';
import { useCurrentCenter } from '../../../lib/center';
import { formatFieldError } from '../../../lib/forms/fields';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useSaveTemplate } from '../api/save-template';
import { useTemplate } from '../api/template';
import { NoTemplateAccess } from '../components/no-template-access';
import { RestoreButton, TestMailButton } from '../components/template-actions';
import { PlaceholderButtons } from '../components/placeholder-buttons';
import { TemplatePreview } from '../components/template-preview';
import { useTemplateAccess } from '../template-access';
import { validateTemplate, type TemplateValues } from '../template-validation';
import type { NotificationTemplate } from '../types';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  preview: { '@media (min-width: 1024px)': { position: 'sticky', top: tokens.spacingVerticalL } },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export default function TemplateEditPage({ params }: { params: { id?: string } }) {
  const t = useT();
  const id = params.id ?? '';
  const access = useTemplateAccess();
  const parsed = parseTemplateId(id);
  const title = parsed
    ? t('notificationTemplates.edit.title', {
        event: t(`notificationTemplates.event.${parsed.eventKey}.name`),
        language: t(`notificationTemplates.language.${parsed.locale}`),
      })
    : t('route.notificationTemplateEdit');
  return (
    <PageFrame
      title={title}
      intro={parsed ? t(`notificationTemplates.event.${parsed.eventKey}.when`) : undefined}
      back={{ href: '/notification_templates', label: t('notificationTemplates.back') }}
    >
      {!access.mayEdit ? (
        <NoTemplateAccess />
      ) : parsed ? (
        <TemplateLoader id={id} />
      ) : (
        <MessageBar intent="warning">
          <MessageBarBody>{t('notificationTemplates.edit.notFound')}</MessageBarBody>
        </MessageBar>
      )}
    </PageFrame>
  );
}

function TemplateLoader({ id }: { id: string }) {
  const t = useT();
  const template = useTemplate(id);
  if (template.isPending) return <PageSpinner label={t('app.loading')} />;
  if (template.error) return <ErrorMessage error={template.error} />;
  return <TemplateEditor key={`${id}:${template.data.updatedAt}`} template={template.data} />;
}

function TemplateEditor({ template }: { template: NotificationTemplate }) {
  const intl = useIntl();
  const t = useT();
  const styles = useStyles();
  const page = usePageStyles();
  const { isAdmin } = useTemplateAccess();
  const save = useSaveTemplate(template.id);
  const gate = useNetworkGate();
  const initialValues = useMemo<TemplateValues>(
    () => ({
      subject: template.subject,
      body: template.body,
      scope: template.scope === 'tenant' ? 'tenant' : 'center',
    }),
    [template],
  );
  const validate = useMemo(() => validateTemplate(template.eventKey), [template.eventKey]);
  return (
    <Form<TemplateValues>
      initialValues={initialValues}
      validate={validate}
      validateOnBlur
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({
            subject: values.subject,
            body: values.body,
            ...(isAdmin ? { scope: values.scope } : {}),
          });
          toast.success(t('notificationTemplates.edit.saved'));
          return undefined;
        } catch (error) {
          return toSubmitErrors(intl, error);
        }
      }}
      render={({ form, submitting }) => (
        <div className={styles.layout}>
          <form
            className={`${page.card} ${page.form}`}
            onSubmit={(event) => void submitWithFreshErrors(form, event)}
            noValidate
            aria-label={t('route.notificationTemplateEdit')}
          >
            <ErrorSummary />
            <ScopeState template={template} />
            {isAdmin ? <ScopeChoice /> : null}
            <TemplateFields template={template} />
            {gate.hint}
            <div className={styles.actions}>
              <NetworkSubmitButton gate={gate} submitting={submitting}>
                {t('notificationTemplates.edit.save')}
              </NetworkSubmitButton>
              <TestMailButton template={template} />
              {template.scope !== 'default' ? <RestoreButton template={template} /> : null}
            </div>
          </form>
          <div className={styles.preview}>
            <LivePreview template={template} />
          </div>
        </div>
      )}
    />
  );
}

function ScopeState({ template }: { template: NotificationTemplate }) {
  const t = useT();
  const key = { default: 'stateDefault', tenant: 'stateTenant', center: 'stateCenter' }[
    template.scope
  ];
  return (
    <MessageBar intent="info">
      <MessageBarBody>{t(`notificationTemplates.edit.${key}`)}</MessageBarBody>
    </MessageBar>
  );
}

function ScopeChoice() {
  const t = useT();
  const center = useCurrentCenter();
  const { input } = useField<string>('scope');
  const centerName = center.data?.profile?.name ?? center.data?.name ?? '';
  return (
    <Field label={t('notificationTemplates.edit.scope')}>
      <RadioGroup value={input.value} onChange={(_, data) => input.onChange(data.value)}>
        <Radio
          value="center"
          label={t('notificationTemplates.edit.scopeCenter', { center: centerName })}
        />
        <Radio value="tenant" label={t('notificationTemplates.edit.scopeTenant')} />
      </RadioGroup>
    </Field>
  );
}

type TextName = 'subject' | 'body';

function TemplateFields({ template }: { template: NotificationTemplate }) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const form = useForm<TemplateValues>();
  const subject = useField<string>('subject');
  const body = useField<string>('body');
  const refs = {
    subject: useRef<HTMLInputElement>(null),
    body: useRef<HTMLTextAreaElement>(null),
  };
  const [lastField, setLastField] = useState<TextName>('body');
  const errorOf = (field: typeof subject, label: string) => {
    const meta = field.meta;
    const shown = meta.touched
      ? (meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError))
      : undefined;
    return formatFieldError(intl, shown, label);
  };
  const subjectLabel = t('notificationTemplates.edit.subject');
  const bodyLabel = t('notificationTemplates.edit.body');
  const subjectError = errorOf(subject, subjectLabel);
  const bodyError = errorOf(body, bodyLabel);

  function insert(placeholder: string) {
    const element = refs[lastField].current;
    const value = (lastField === 'subject' ? subject : body).input.value ?? '';
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    form.change(lastField, value.slice(0, start) + placeholder + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  }

  return (
    <>
      <Field
        label={subjectLabel}
        required
        validationState={subjectError ? 'error' : 'none'}
        validationMessage={subjectError}
      >
        <Input
          ref={refs.subject}
          name="subject"
          value={subject.input.value ?? ''}
          onChange={(_, data) => subject.input.onChange(data.value)}
          onFocus={() => setLastField('subject')}
          onBlur={subject.input.onBlur}
        />
      </Field>
      <Field
        label={bodyLabel}
        hint={t('notificationTemplates.edit.bodyHint')}
        required
        validationState={bodyError ? 'error' : 'none'}
        validationMessage={bodyError}
      >
        <Textarea
          ref={refs.body}
          name="body"
          className={styles.mono}
          resize="vertical"
          rows={14}
          value={body.input.value ?? ''}
          onChange={(_, data) => body.input.onChange(data.value)}
          onFocus={() => setLastField('body')}
          onBlur={body.input.onBlur}
        />
      </Field>
      <Field
        label={t('notificationTemplates.edit.placeholders')}
        hint={t('notificationTemplates.edit.placeholdersHint')}
      >
        <PlaceholderButtons placeholders={template.placeholders} onInsert={insert} />
      </Field>
    </>
  );
}

function LivePreview({ template }: { template: NotificationTemplate }) {
  const { tenant } = useAppContext();
  const { values } = useFormState<TemplateValues>({ subscription: { values: true } });
  return (
    <TemplatePreview
      eventKey={template.eventKey}
      locale={template.locale}
      appName={tenant.tenantConfig.appName}
      subject={values.subject ?? ''}
      body={values.body ?? ''}
    />
  );
}
