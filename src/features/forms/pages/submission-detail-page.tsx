// /form_builder/:id/submissions/:submissionId: one submission for the form's owners: its answers
// under the labels of the version answered, handled or not, and deleting it for good (privacy).
// After the retention period only the fact remains: the answers are gone.
import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, DeleteRegular, ArrowUndoRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorMessage } from '../../../components/error-message';
import type { FormAnswers, FormField } from '../../../../common/schemas/forms';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useT } from '../../../lib/use-t';
import { useDeleteSubmission, useMarkSubmissionHandled } from '../api/change-form-submission';
import { useFormSubmission } from '../api/get-form-submission';
import { useSubmissionVersions } from '../api/get-submission-versions';
import { SubmissionAnswers } from '../components/submission-answers';

const useStyles = makeStyles({
  meta: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** The route's parameters, as the app's router passes them to every page. */
interface Props {
  params: { id?: string; submissionId?: string };
}

export default function SubmissionDetailPage({ params }: Props) {
  const formId = params.id ?? '';
  const id = params.submissionId ?? '';
  const t = useT();
  const intl = useIntl();
  const page = usePageStyles();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const submission = useFormSubmission(id);
  const versions = useSubmissionVersions(formId);
  const handle = useMarkSubmissionHandled(id);
  const remove = useDeleteSubmission(id);
  const [confirming, setConfirming] = useState(false);
  const back = { href: `/form_builder/${formId}`, label: t('formSubmissions.back') };

  if (submission.isError) {
    return (
      <PageFrame title={t('route.formSubmission')} back={back}>
        <ErrorMessage error={submission.error} />
      </PageFrame>
    );
  }
  if (!submission.data) return <PageSpinner label={t('formSubmissions.loading')} />;
  const s = submission.data;
  const fields =
    s.formVersion?.fields ?? versions.data?.find((v) => v.version === s.version)?.fields ?? [];
  // British English: day before month, as every other date of the forms pages.
  const date = new Date(s.createdAt).toLocaleString(intl.locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });

  // A coordinator looks for a person, not a time: the name answer is the title when the form
  // asks one (the date stays beside the state), else the date.
  const name = s.erasedAt ? '' : submitterName(fields, s.answers);

  return (
    <PageFrame
      title={name || t('formSubmissions.detailTitle', { date })}
      back={back}
      actions={
        <>
          {s.erasedAt ? null : (
            <Button
              appearance={s.handledAt ? 'secondary' : 'primary'}
              icon={s.handledAt ? <ArrowUndoRegular /> : <CheckmarkRegular />}
              disabled={handle.isPending}
              onClick={() => handle.mutate(!s.handledAt)}
            >
              {t(s.handledAt ? 'formSubmissions.markOpen' : 'formSubmissions.markHandled')}
            </Button>
          )}
          <Button icon={<DeleteRegular />} onClick={() => setConfirming(true)}>
            {t('formSubmissions.delete')}
          </Button>
        </>
      }
    >
      <div className={styles.meta}>
        <Badge appearance="tint" color={s.handledAt ? 'success' : 'warning'}>
          {t(s.handledAt ? 'formSubmissions.handled' : 'formSubmissions.open')}
        </Badge>
        <span>{t('formSubmissions.versionN', { version: s.version })}</span>
        {name ? <span>{t('formSubmissions.detailTitle', { date })}</span> : null}
      </div>
      {handle.isError ? <ErrorMessage error={handle.error} /> : null}
      <div className={page.card}>
        {s.erasedAt ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('formSubmissions.erased')}</MessageBarBody>
          </MessageBar>
        ) : (
          <SubmissionAnswers submissionId={s.id} fields={fields} answers={s.answers} />
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('formSubmissions.deleteTitle')}
        confirmLabel={t('formSubmissions.deleteConfirm')}
        busy={remove.isPending}
        needsNetwork
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              navigate(back.href);
            },
          })
        }
      >
        {t('formSubmissions.deleteBody')}
        {remove.isError ? <ErrorMessage error={remove.error} /> : null}
      </ConfirmDialog>
    </PageFrame>
  );
}

/** The answer to the form's name question (a short text asking 'naam' or 'name'), if given. */
function submitterName(fields: FormField[], answers: FormAnswers): string {
  const field = fields.find(
    (f) =>
      f.type === 'short_text' &&
      [f.key, f.labelNl ?? '', f.labelEn ?? ''].some((text) =>
        /^(volledige )?(naam|name)$/i.test(text.trim()),
      ),
  );
  const value = field ? answers[field.key] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}
