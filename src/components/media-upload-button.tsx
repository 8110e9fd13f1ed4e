// One upload into the center's media library with a progress bar: a button that opens the file
// choice, the share sent so far while it goes out (then "preparing" while the server makes the
// variants), and the server's refusal in the reader's language. Images and documents alike.
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LibraryPurpose } from '../../common/schemas/files';
import { useUploadMedia, type MediaFile } from '../lib/media-library';
import { describeUploadError } from './image-upload-field';

/** What the server accepts by content (server/lib/image-upload.ts, server/lib/document-upload.ts). */
export const IMAGE_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.avif,.gif,image/jpeg,image/png,image/webp,image/avif,image/gif';
export const DOCUMENT_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.doc,.xls,.ppt,.txt';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  file: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
});

export interface MediaUploadButtonProps {
  label: string;
  /** Without one, the server decides by the file (a document's extension, else an image). */
  purpose?: LibraryPurpose;
  accept?: string;
  alt?: string;
  onUploaded?: (file: MediaFile) => void;
  disabled?: boolean;
}

export function MediaUploadButton({
  label,
  purpose,
  accept = IMAGE_ACCEPT,
  alt,
  onUploaded,
  disabled = false,
}: MediaUploadButtonProps) {
  const intl = useIntl();
  const styles = useStyles();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadMedia();
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');

  const choose = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setName(file.name);
    upload.mutate(
      { file, purpose, alt },
      {
        onSuccess: (saved) => onUploaded?.(saved),
        onError: (e) => setError(describeUploadError(intl, e)),
      },
    );
  };

  const sending = upload.isPending;
  const fraction = upload.progress;
  const sent = fraction !== null && fraction < 1;
  return (
    <div className={styles.root}>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={accept}
        className={styles.file}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid="media-upload-input"
      />
      <Button
        icon={<ArrowUploadRegular />}
        onClick={() => input.current?.click()}
        disabledFocusable={disabled || sending}
      >
        {label}
      </Button>
      {sending ? (
        <Field
          validationState="none"
          validationMessage={
            sent
              ? intl.formatMessage(
                  { id: 'media.upload.progress' },
                  { name, percent: Math.round((fraction ?? 0) * 100) },
                )
              : intl.formatMessage({ id: 'media.upload.preparing' }, { name })
          }
        >
          <ProgressBar
            value={sent ? (fraction ?? 0) : undefined}
            max={1}
            thickness="large"
            aria-label={intl.formatMessage({ id: 'media.upload.progressLabel' })}
          />
        </Field>
      ) : null}
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
