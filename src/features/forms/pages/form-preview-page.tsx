// /form_builder/:id/preview: the form's saved draft as a visitor would see it (the shared form
// renderer, answers checked by the same rules), under a banner that says nothing is sent.
import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { FormRenderer } from '../../../components/form-renderer/form-renderer';
import { PageSpinner } from '../../../components/page-spinner';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useForm } from '../api/forms';
import { useCanBuildForms } from '../form-access';

export default function FormPreviewPage({ params }: { params: Record<string, unknown> }) {
  const id = typeof params.id === 'string' ? params.id : undefined;
  const page = usePageStyles();
  const t = useT();
  const { locale } = useIntl();
  const mayBuild = useCanBuildForms();
  const form = useForm(id);
  const back = {
    href: id ? `/form_builder/${id}/edit` : '/form_builder',
    label: t('forms.backToBuilder'),
  };
  if (!mayBuild) {
    return (
      <PageFrame title={t('route.formBuilderPreview')} back={back}>
        <MessageBar intent="warning">
          <MessageBarBody>{t('forms.noAccess')}</MessageBarBody>
        </MessageBar>
      </PageFrame>
    );
  }
  if (form.isPending) return <PageSpinner label={t('app.loading')} />;
  if (!form.data) return <ErrorMessage error={form.error} />;
  const current = form.data;
  const description = pickLocalized(current.descriptionNl, current.descriptionEn, locale);
  return (
    <PageFrame title={pickLocalized(current.titleNl, current.titleEn, locale)} back={back}>
      <MessageBar intent="info" data-testid="preview-banner">
        <MessageBarBody>{t('forms.previewBanner')}</MessageBarBody>
      </MessageBar>
      <div className={page.card}>
        {description ? <Text>{description}</Text> : null}
        {current.fields.length ? (
          <FormRenderer
            fields={current.fields}
            locale={locale}
            onSubmit={() => {
              toast.info(t('forms.previewNotSent'));
            }}
          />
        ) : (
          <Text>{t('forms.builder.noFields')}</Text>
        )}
      </div>
    </PageFrame>
  );
}
