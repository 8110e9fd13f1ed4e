// /form_builder/:id: one form at a glance: its state, the public address to share (copy, open),
// its published versions, the buttons to edit, preview and publish, and its submissions.
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular, EditRegular, EyeRegular, OpenRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { pickLocalized } from '../../../../common/matching';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError, ErrorMessage } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useForm } from '../api/forms';
import { usePublishForm } from '../api/form-versions';
import { FormStatusBadge } from '../components/form-status-badge';
import { FormSubmissionsSection } from '../components/form-submissions-section';
import { FormVersionsList } from '../components/form-versions-list';
import { useCanBuildForms } from '../form-access';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  link: { flexGrow: 1, minWidth: '14rem' },
  muted: { color: tokens.colorNeutralForeground2 },
});

export default function FormOverviewPage({ params }: { params: Record<string, unknown> }) {
  const id = typeof params.id === 'string' ? params.id : undefined;
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const mayBuild = useCanBuildForms();
  const form = useForm(id);
  const publish = usePublishForm();
  const [confirmPublish, setConfirmPublish] = useState(false);

  const back = { href: '/form_builder', label: t('forms.backToList') };
  if (!mayBuild) {
    return (
      <PageFrame title={t('route.formBuilderForm')} back={back}>
        <MessageBar intent="warning">
          <MessageBarBody>{t('forms.noAccess')}</MessageBarBody>
        </MessageBar>
      </PageFrame>
    );
  }
  if (form.isPending) return <PageSpinner label={t('app.loading')} />;
  if (!form.data) return <ErrorMessage error={form.error} />;
  const current = form.data;
  const publicUrl = `${window.location.origin}/forms/${current.token}`;
  const live = current.status === 'published';
  const nextVersion = (current.publishedVersion ?? 0) + 1;
  const canPublish = current.publishedVersion === null || current.hasUnpublishedChanges;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(publicUrl);
      toast.success(t('forms.overview.copied'));
    } catch {
      toast.error(t('forms.overview.copyFailed'));
    }
  };

  return (
    <PageFrame
      title={pickLocalized(current.titleNl, current.titleEn, intl.locale)}
      back={back}
      actions={
        <>
          <Button
            icon={<EditRegular />}
            onClick={() => navigate(`/form_builder/${current.id}/edit`)}
          >
            {t('forms.overview.edit')}
          </Button>
          <Button
            icon={<EyeRegular />}
            onClick={() => navigate(`/form_builder/${current.id}/preview`)}
          >
            {t('forms.preview')}
          </Button>
          {canPublish && current.fields.length > 0 ? (
            <Button appearance="primary" onClick={() => setConfirmPublish(true)}>
              {t('forms.publish')}
            </Button>
          ) : null}
        </>
      }
    >
      <section className={page.card} aria-labelledby="form-state-title">
        <h2 id="form-state-title" className={page.h2}>
          {t('forms.overview.state')}
        </h2>
        <span className={styles.row}>
          <FormStatusBadge status={current.status} />
          <Text>
            {current.publishedVersion === null
              ? t('forms.overview.neverPublished')
              : t('forms.builder.liveVersion', { version: current.publishedVersion })}
          </Text>
          {current.publishedVersion !== null && current.hasUnpublishedChanges ? (
            <Text className={styles.muted}>{t('forms.builder.unpublished')}</Text>
          ) : null}
        </span>
        <Text>
          {t('forms.overview.counts', {
            count: current.submissionCount,
            unhandled: current.unhandledCount,
          })}
        </Text>
        <div className={styles.row}>
          <Field
            label={t('forms.overview.publicLink')}
            hint={live ? undefined : t('forms.overview.notLive')}
            className={styles.link}
          >
            <Input value={publicUrl} readOnly data-testid="public-link" />
          </Field>
          <Button icon={<CopyRegular />} onClick={() => void copy()}>
            {t('forms.overview.copy')}
          </Button>
          {live ? (
            <Button as="a" href={publicUrl} target="_blank" rel="noopener" icon={<OpenRegular />}>
              {t('forms.overview.open')}
            </Button>
          ) : null}
        </div>
      </section>
      <FormVersionsList formId={current.id} />
      <FormSubmissionsSection formId={current.id} />
      <ConfirmDialog
        open={confirmPublish}
        title={t('forms.builder.publishTitle', { version: nextVersion })}
        confirmLabel={t('forms.publish')}
        busy={publish.isPending}
        needsNetwork
        onCancel={() => setConfirmPublish(false)}
        onConfirm={() =>
          publish.mutate(current.id, {
            onSuccess: (version) => {
              setConfirmPublish(false);
              toast.success(t('forms.builder.publishedToast', { version: version.version }));
            },
            onError: (error) => {
              setConfirmPublish(false);
              toast.error(describeError(intl, error));
            },
          })
        }
      >
        {t(nextVersion === 1 ? 'forms.builder.publishFirst' : 'forms.builder.publishText', {
          version: nextVersion,
        })}
      </ConfirmDialog>
    </PageFrame>
  );
}
