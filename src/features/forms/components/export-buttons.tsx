// Export of every submission as CSV or Excel: fetched with the signed-in tokens and saved.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { ErrorMessage } from '../../../components/error-message';
import { useT } from '../../../lib/use-t';
import { useDownload } from '../../../lib/download-file';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function ExportButtons({ formId }: { formId: string }) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const download = useDownload();
  const start = (format: 'csv' | 'xlsx') =>
    download.mutate({
      path: `/forms/${encodeURIComponent(formId)}/export?format=${format}`,
      fallbackName: `${intl.formatMessage({ id: 'formSubmissions.exportName' })}.${format}`,
    });
  return (
    <>
      <div className={styles.row}>
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={download.isPending}
          onClick={() => start('csv')}
        >
          {t('formSubmissions.exportCsv')}
        </Button>
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={download.isPending}
          onClick={() => start('xlsx')}
        >
          {t('formSubmissions.exportXlsx')}
        </Button>
      </div>
      {download.isError ? <ErrorMessage error={download.error} /> : null}
    </>
  );
}
