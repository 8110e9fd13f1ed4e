// /content/file-upload: the center's media library. Upload images and documents (PDF, Office,
// plain text) with a progress bar; the list, newest first, by kind and by a search on name and
// description; change a description, open, delete.
import { Field, SearchBox, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useDeferredValue, useState } from 'react';
import type { FileKind } from '../../../../common/schemas/files';
import { ErrorMessage } from '../../../components/error-message';
import {
  DOCUMENT_ACCEPT,
  IMAGE_ACCEPT,
  MediaUploadButton,
} from '../../../components/media-upload-button';
import { PageFrame } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useMediaFiles } from '../../../lib/media-library';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { MediaFileRow } from '../components/media-file-row';

const useStyles = makeStyles({
  tools: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    alignItems: 'end',
    marginBottom: tokens.spacingVerticalL,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
  },
  empty: { color: tokens.colorNeutralForeground2, padding: tokens.spacingVerticalM },
});

type Kind = FileKind | 'all';

export default function MediaPage() {
  const t = useT();
  const styles = useStyles();
  const [kind, setKind] = useState<Kind>('all');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const files = useMediaFiles({ kind: kind === 'all' ? undefined : kind, q, size: 100 });
  return (
    <PageFrame title={t('media.title')} intro={t('media.intro')}>
      <div className={styles.tools}>
        <MediaUploadButton
          label={t('media.uploadAny')}
          accept={`${IMAGE_ACCEPT},${DOCUMENT_ACCEPT}`}
          onUploaded={() => toast.success(t('media.uploaded'))}
        />
        <Field label={t('media.picker.search')}>
          <SearchBox value={search} onChange={(_, d) => setSearch(d.value)} />
        </Field>
      </div>
      <TabList selectedValue={kind} onTabSelect={(_, d) => setKind(d.value as Kind)}>
        <Tab value="all">{t('media.tab.all')}</Tab>
        <Tab value="image">{t('media.tab.images')}</Tab>
        <Tab value="document">{t('media.tab.documents')}</Tab>
      </TabList>
      {files.isPending ? <PageSpinner label={t('media.loading')} /> : null}
      {files.error ? <ErrorMessage error={files.error} /> : null}
      {files.data ? (
        files.data.files.length === 0 ? (
          <p className={styles.empty}>{t('media.empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('media.title')}>
            {files.data.files.map((file) => (
              <MediaFileRow key={file.id} file={file} />
            ))}
          </ul>
        )
      ) : null}
    </PageFrame>
  );
}
