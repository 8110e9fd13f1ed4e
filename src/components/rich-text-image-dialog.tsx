// The image dialog of the rich-text editor's content profile: a picture from the center's media
// library, or an address typed in (one of this app's files, or https), and its text for people
// who cannot see it. The server keeps only such addresses (sanitizeContentHtml), so the dialog
// refuses others before it inserts.
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ImageMultipleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { PickedMedia } from '../lib/media-library';
import { useT } from '../lib/use-t';
import { MediaPickerDialog } from './media-picker-dialog';
import { RichTextDialog } from './rich-text-dialog';

const useStyles = makeStyles({
  pick: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
  note: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

/** This app's uploaded files and shipped brand images, or any https image. */
export function isInsertableImageSrc(src: string): boolean {
  if (/^\/(uploads|api\/v1\/files|brand)\/[\w\-./%]+$/.test(src)) return !src.includes('..');
  return /^https:\/\/[^\s/]+\.[^\s]+$/i.test(src);
}

export interface InsertedImage {
  src: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

export function ImageDialog({ onClose }: { onClose: (image: InsertedImage | null) => void }) {
  const t = useT();
  const styles = useStyles();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  // The picked file's size, while its address is still the one picked.
  const [size, setSize] = useState<{ src: string; width: number; height: number } | null>(null);
  const [picking, setPicking] = useState(false);
  const [pickNote, setPickNote] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const srcBad = !isInsertableImageSrc(src.trim());
  const altBad = alt.trim() === '';
  const apply = () => {
    setTried(true);
    if (srcBad || altBad) return;
    const kept = size && size.src === src.trim() && size.width > 0 ? size : null;
    onClose({
      src: src.trim(),
      alt: alt.trim(),
      width: kept?.width ?? null,
      height: kept?.height ?? null,
    });
  };
  const pick = (media: PickedMedia) => {
    // A shipped category picture lives under a build's hashed address, which the next release
    // replaces: a text that keeps it would lose its picture.
    if (!media.id) {
      setPickNote(t('richText.imageDialog.pickNeedsFile'));
      return;
    }
    setPickNote(null);
    setSrc(media.url);
    setSize({ src: media.url, width: media.width, height: media.height });
    if (media.alt) setAlt(media.alt);
  };
  return (
    <RichTextDialog
      title={t('richText.imageDialog.title')}
      applyLabel={t('richText.imageDialog.insert')}
      applyTestId="image-insert"
      onApply={apply}
      onCancel={() => onClose(null)}
    >
      <div className={styles.pick}>
        <Button
          icon={<ImageMultipleRegular />}
          onClick={() => setPicking(true)}
          data-testid="image-pick"
        >
          {t('richText.imageDialog.pick')}
        </Button>
        {pickNote ? (
          <Text className={styles.note} role="alert">
            {pickNote}
          </Text>
        ) : null}
      </div>
      <Field
        label={t('richText.imageDialog.src')}
        hint={t('richText.imageDialog.srcHint')}
        validationMessage={tried && srcBad ? t('richText.imageDialog.srcInvalid') : undefined}
        required
      >
        <Input value={src} onChange={(_, d) => setSrc(d.value)} data-testid="image-src" />
      </Field>
      <Field
        label={t('richText.imageDialog.alt')}
        hint={t('richText.imageDialog.altHint')}
        validationMessage={tried && altBad ? t('richText.imageDialog.altRequired') : undefined}
        required
      >
        <Input value={alt} onChange={(_, d) => setAlt(d.value)} data-testid="image-alt" />
      </Field>
      <MediaPickerDialog open={picking} onClose={() => setPicking(false)} onPick={pick} />
    </RichTextDialog>
  );
}
