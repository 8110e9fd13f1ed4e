// Choosing a picture for a text, a cover or a page: the center's stock images (the shipped
// category pictures first, then its own) and the images it uploaded, searched by name and
// description, with an upload that is picked at once. onPick hands back what an <img> needs;
// `id` is null for a shipped category picture (it has no file of its own).
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Field,
  SearchBox,
  Spinner,
  Tab,
  TabList,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  listCategoryPictures,
  toPickedMedia,
  useMediaFiles,
  type MediaFile,
  type PickedMedia,
} from '../lib/media-library';
import { Illustration } from './illustration';
import { MediaUploadButton } from './media-upload-button';
import { ResponsiveImage } from './responsive-image';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(56rem, calc(100vw - 2rem))', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tools: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    alignItems: 'end',
  },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
    maxHeight: '50vh',
    overflowY: 'auto',
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalXS,
    width: '100%',
    height: '100%',
    padding: tokens.spacingHorizontalXS,
    minWidth: 0,
  },
  thumb: {
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  caption: {
    fontSize: tokens.fontSizeBase200,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: 'start',
  },
  empty: { color: tokens.colorNeutralForeground2 },
});

type Section = 'stock' | 'uploaded';

export interface MediaPickerDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (media: PickedMedia) => void;
}

export function MediaPickerDialog({ open, onClose, onPick }: MediaPickerDialogProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [section, setSection] = useState<Section>('stock');
  const [search, setSearch] = useState('');
  const [alt, setAlt] = useState('');
  const q = useDeferredValue(search.trim());
  const files = useMediaFiles(
    { kind: 'image', purpose: section === 'stock' ? 'stock_image' : 'content_image', q },
    open,
  );
  const categories = useMemo(
    () =>
      listCategoryPictures()
        .map((c) => ({ ...c, label: intl.formatMessage({ id: `media.category.${c.key}` }) }))
        .filter((c) => !q || c.label.toLowerCase().includes(q.toLowerCase())),
    [intl, q],
  );

  const pick = (media: PickedMedia) => {
    onPick(media);
    onClose();
  };
  const labelOf = (file: MediaFile) =>
    file.alt || file.name || intl.formatMessage({ id: 'media.untitled' });

  const shownFiles = files.data?.files ?? [];
  const nothing = shownFiles.length === 0 && (section === 'uploaded' || categories.length === 0);
  return (
    <Dialog open={open} onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'media.picker.title' })}</DialogTitle>
          <DialogContent className={styles.content}>
            <TabList selectedValue={section} onTabSelect={(_, d) => setSection(d.value as Section)}>
              <Tab value="stock">{intl.formatMessage({ id: 'media.picker.stock' })}</Tab>
              <Tab value="uploaded">{intl.formatMessage({ id: 'media.picker.uploaded' })}</Tab>
            </TabList>
            <div className={styles.tools}>
              <Field label={intl.formatMessage({ id: 'media.picker.search' })}>
                <SearchBox value={search} onChange={(_, d) => setSearch(d.value)} />
              </Field>
              <Field
                label={intl.formatMessage({ id: 'media.alt' })}
                hint={intl.formatMessage({ id: 'media.altHint' })}
              >
                <Input value={alt} onChange={(_, d) => setAlt(d.value)} maxLength={300} />
              </Field>
              <MediaUploadButton
                label={intl.formatMessage({ id: 'media.picker.upload' })}
                purpose={section === 'stock' ? 'stock_image' : 'content_image'}
                alt={alt.trim() || undefined}
                onUploaded={(file) => pick(toPickedMedia(file))}
              />
            </div>
            <ul
              className={styles.grid}
              aria-label={intl.formatMessage({ id: 'media.picker.list' })}
            >
              {section === 'stock'
                ? categories.map((c) => (
                    <li key={c.key}>
                      <Button
                        appearance="subtle"
                        className={styles.item}
                        onClick={() =>
                          pick({
                            id: null,
                            url: c.url,
                            alt: c.label,
                            width: c.width,
                            height: c.height,
                          })
                        }
                      >
                        <Illustration src={c.url} className={styles.thumb} />
                        <span className={styles.caption}>{c.label}</span>
                      </Button>
                    </li>
                  ))
                : null}
              {shownFiles.map((file) => (
                <li key={file.id}>
                  <Button
                    appearance="subtle"
                    className={styles.item}
                    onClick={() => pick(toPickedMedia(file))}
                  >
                    {file.image ? (
                      <ResponsiveImage
                        image={file.image}
                        sizes="10rem"
                        alt=""
                        fill
                        className={styles.thumb}
                      />
                    ) : null}
                    <span className={styles.caption}>{labelOf(file)}</span>
                  </Button>
                </li>
              ))}
            </ul>
            {files.isPending && open ? <Spinner size="small" /> : null}
            {!files.isPending && nothing ? (
              <Text className={styles.empty}>
                {intl.formatMessage({ id: 'media.picker.empty' })}
              </Text>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {intl.formatMessage({ id: 'admin.cancel' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
