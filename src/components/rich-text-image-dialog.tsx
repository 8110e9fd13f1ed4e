// The image dialog of the rich-text editor's content profile: an image's address (one of this
// app's uploaded files, or https) and its text for people who cannot see it. The server keeps
// only such addresses (sanitizeContentHtml), so the dialog refuses others before it inserts.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '../lib/use-t';

export function isInsertableImageSrc(src: string): boolean {
  if (/^\/(uploads|api\/v1\/files)\/[\w\-./%]+$/.test(src)) return !src.includes('..');
  return /^https:\/\/[^\s/]+\.[^\s]+$/i.test(src);
}

export function ImageDialog({
  onClose,
}: {
  onClose: (image: { src: string; alt: string } | null) => void;
}) {
  const t = useT();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);
  const srcBad = !isInsertableImageSrc(src.trim());
  const altBad = alt.trim() === '';
  const apply = () => {
    setTried(true);
    if (!srcBad && !altBad) onClose({ src: src.trim(), alt: alt.trim() });
  };
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? null : onClose(null))}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('richText.imageDialog.title')}</DialogTitle>
            <DialogContent>
              <Field
                label={t('richText.imageDialog.src')}
                hint={t('richText.imageDialog.srcHint')}
                validationMessage={
                  tried && srcBad ? t('richText.imageDialog.srcInvalid') : undefined
                }
                required
              >
                <Input value={src} onChange={(_, d) => setSrc(d.value)} data-testid="image-src" />
              </Field>
              <Field
                label={t('richText.imageDialog.alt')}
                hint={t('richText.imageDialog.altHint')}
                validationMessage={
                  tried && altBad ? t('richText.imageDialog.altRequired') : undefined
                }
                required
              >
                <Input value={alt} onChange={(_, d) => setAlt(d.value)} data-testid="image-alt" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => onClose(null)}>
                {t('richText.imageDialog.cancel')}
              </Button>
              <Button appearance="primary" type="submit" data-testid="image-insert">
                {t('richText.imageDialog.insert')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
