// One uploaded picture of a resource (a vacancy's cover, an organization's logo, a center's hero):
// the current image in its ratio, a file choice that uploads at once, and removal. The browser
// checks size and type first (a quick answer); the server checks the content again and its
// refusal, already in the reader's language, is shown beside the field.
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ImageAttributes } from '../../common/schemas/files';
import { isApiError } from '../lib/api-client';
import { toast } from '../lib/toasts/toast';
import { describeError } from './error-message';
import { ResponsiveImage } from './responsive-image';

/** What the server accepts (server/modules/files): at most 8 MB, these types by content. */
export const IMAGE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
const ACCEPT = '.jpg,.jpeg,.png,.webp,.avif,.gif,' + TYPES.join(',');

/** The ratio each image is cut to (docs/decisions.md "Files and images"). */
const RATIOS = { cover: '3 / 2', hero: '16 / 9', logo: '1 / 1' } as const;
export type ImageUploadShape = keyof typeof RATIOS;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  label: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  preview: {
    display: 'grid',
    placeItems: 'center',
    width: '12rem',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  previewLogo: { width: '7rem' },
  empty: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    textAlign: 'center',
    padding: tokens.spacingHorizontalS,
  },
  file: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
});

/** A refusal in words: the browser's own check, else the server's detail (already localized). */
export function describeUploadError(intl: IntlShape, error: unknown): string {
  if (isApiError(error) && (error.status === 413 || error.status === 422)) {
    return error.errors[0]?.detail || intl.formatMessage({ id: 'imageUpload.wrongType' });
  }
  return describeError(intl, error);
}

/** The browser's check before anything is sent; null when the file may go. */
export function checkImageFile(intl: IntlShape, file: File): string | null {
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return intl.formatMessage({ id: 'imageUpload.tooLarge' });
  if (file.type && !TYPES.includes(file.type)) {
    return intl.formatMessage({ id: 'imageUpload.wrongType' });
  }
  return null;
}

export interface ImageUploadFieldProps {
  label: string;
  /** What the image is for, its ratio and the limits. */
  hint: string;
  image: ImageAttributes | null;
  shape: ImageUploadShape;
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  /** Offline: uploading and removing are disabled (pass the network gate's values). */
  disabled?: boolean;
  describedBy?: string;
}

export function ImageUploadField({
  label,
  hint,
  image,
  shape,
  onUpload,
  onRemove,
  disabled = false,
  describedBy,
}: ImageUploadFieldProps) {
  const intl = useIntl();
  const styles = useStyles();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (kind: 'upload' | 'remove', action: () => Promise<unknown>) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
      toast.success(
        intl.formatMessage({ id: kind === 'upload' ? 'imageUpload.done' : 'imageUpload.removed' }),
      );
    } catch (e) {
      setError(describeUploadError(intl, e));
    } finally {
      setBusy(null);
    }
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refusal = checkImageFile(intl, file);
    if (refusal) {
      setError(refusal);
      return;
    }
    void run('upload', () => onUpload(file));
  };

  return (
    <div className={styles.root}>
      <Text as="h3" id={labelId} weight="semibold" size={400} className={styles.label}>
        {label}
      </Text>
      <Text id={hintId} className={styles.hint}>
        {hint}
      </Text>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
      >
        <div className={styles.row}>
          <div
            className={`${styles.preview} ${shape === 'logo' ? styles.previewLogo : ''}`}
            style={{ aspectRatio: RATIOS[shape] }}
          >
            {image ? (
              <ResponsiveImage
                image={image}
                sizes={shape === 'logo' ? '7rem' : '12rem'}
                alt={intl.formatMessage({ id: 'imageUpload.current' }, { image: label })}
                fill={shape !== 'logo'}
              />
            ) : (
              <span className={styles.empty}>{intl.formatMessage({ id: 'imageUpload.none' })}</span>
            )}
          </div>
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            className={styles.file}
            tabIndex={-1}
            aria-hidden
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
            data-testid={`image-upload-${shape}`}
          />
          <Button
            icon={busy === 'upload' ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
            disabledFocusable={disabled || busy !== null}
            aria-describedby={describedBy}
            onClick={() => fileInput.current?.click()}
          >
            {intl.formatMessage({ id: image ? 'imageUpload.replace' : 'imageUpload.choose' })}
          </Button>
          {image ? (
            <Button
              appearance="subtle"
              icon={busy === 'remove' ? <Spinner size="tiny" /> : <DeleteRegular />}
              disabledFocusable={disabled || busy !== null}
              aria-describedby={describedBy}
              onClick={() => void run('remove', onRemove)}
            >
              {intl.formatMessage({ id: 'imageUpload.remove' })}
            </Button>
          ) : null}
        </div>
      </div>
      {error ? (
        <MessageBar intent="error" role="alert" id={errorId}>
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {busy === 'upload' ? (
        <MessageBar intent="info">
          <MessageBarBody>{intl.formatMessage({ id: 'imageUpload.busy' })}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
