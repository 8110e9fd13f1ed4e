// Every answer of one submission, labelled as the version answered labelled its questions; a file
// answer is a download (fetched with the signed-in tokens).
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { FormAnswers, FormField } from '../../../../common/schemas/forms';
import { ErrorMessage } from '../../../components/error-message';
import { FormAnswersList } from '../../../components/form-renderer/form-answers-list';
import { useT } from '../../../lib/use-t';
import { useDownload } from '../../../lib/download-file';

export function SubmissionAnswers({
  submissionId,
  fields,
  answers,
}: {
  submissionId: string;
  fields: FormField[];
  answers: FormAnswers;
}) {
  const t = useT();
  const download = useDownload();
  return (
    <>
      <FormAnswersList
        fields={fields}
        answers={answers}
        renderFile={(key, fileId, label) => (
          <Button
            appearance="secondary"
            icon={<ArrowDownloadRegular />}
            disabled={download.isPending}
            onClick={() =>
              download.mutate({
                path: `/form_submissions/${encodeURIComponent(submissionId)}/files/${encodeURIComponent(fileId)}`,
                fallbackName: `${key}-${fileId.slice(0, 8)}`,
              })
            }
          >
            {t('formSubmissions.downloadFile', { field: label })}
          </Button>
        )}
      />
      {download.isError ? <ErrorMessage error={download.error} /> : null}
    </>
  );
}
