// /content/stock-images: the pictures editors pick covers from. The shipped category pictures
// come first (part of the app, always there); the center adds its own photos (cut to 3:2).
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorMessage } from '../../../components/error-message';
import { Illustration } from '../../../components/illustration';
import { MediaUploadButton } from '../../../components/media-upload-button';
import { PageFrame } from '../../../components/page-frame';
import { listCategoryPictures, useMediaFiles } from '../../../lib/media-library';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { MediaFileRow } from '../components/media-file-row';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: `${tokens.spacingVerticalL} 0 0`, fontSize: tokens.fontSizeBase500 },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  },
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  thumb: { borderRadius: tokens.borderRadiusMedium, aspectRatio: '3 / 2' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  empty: { color: tokens.colorNeutralForeground2 },
  upload: { maxWidth: '24rem' },
});

export default function StockImagesPage() {
  const t = useT();
  const styles = useStyles();
  const files = useMediaFiles({ purpose: 'stock_image', size: 100 });
  return (
    <PageFrame title={t('media.stock.title')} intro={t('media.stock.intro')}>
      <div className={styles.upload}>
        <MediaUploadButton
          label={t('media.stock.upload')}
          purpose="stock_image"
          onUploaded={() => toast.success(t('media.uploaded'))}
        />
      </div>
      <section className={styles.section} aria-labelledby="stock-own">
        <h2 id="stock-own" className={styles.heading}>
          {t('media.stock.own')}
        </h2>
        {files.error ? <ErrorMessage error={files.error} /> : null}
        {files.data && files.data.files.length === 0 ? (
          <p className={styles.empty}>{t('media.stock.none')}</p>
        ) : null}
        <ul className={styles.list}>
          {(files.data?.files ?? []).map((file) => (
            <MediaFileRow key={file.id} file={file} />
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="stock-shipped">
        <h2 id="stock-shipped" className={styles.heading}>
          {t('media.stock.shipped')}
        </h2>
        <ul className={styles.grid}>
          {listCategoryPictures().map((c) => (
            <li key={c.key}>
              <figure className={styles.figure}>
                <Illustration src={c.url} className={styles.thumb} />
                <Caption1 as="span">{t(`media.category.${c.key}`)}</Caption1>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
