// Logo or favicon: the current image, a file choice that uploads at once, and what is allowed.
// The browser checks type and size first (a quick answer); the server checks the content again
// and its refusal is shown in words that say what to do.
import {
  Body1,
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
import { useIntl } from 'react-intl';
import { isApiError } from '../../../lib/api-client';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useUploadCenterImage, type CenterImageKind } from '../api/upload-center-image';
import { useUpdateCenterProfile } from '../api/update-center-profile';
import { describeError } from '../../../components/error-message';

const RULES: Record<CenterImageKind, { maxBytes: number; types: string[]; accept: string }> = {
  logo: {
    maxBytes: 2 * 1024 * 1024,
    types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    accept: '.png,.jpg,.jpeg,.webp,.gif,image/png,image/jpeg,image/webp,image/gif',
  },
  favicon: {
    maxBytes: 512 * 1024,
    types: [
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/gif',
      'image/x-icon',
      'image/vnd.microsoft.icon',
    ],
    accept:
      '.png,.ico,.jpg,.jpeg,.webp,.gif,image/png,image/x-icon,image/jpeg,image/webp,image/gif',
  },
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  label: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  preview: {
    display: 'grid',
    placeItems: 'center',
    width: '8rem',
    height: '5rem',
    padding: tokens.spacingHorizontalS,
    backgroundColor: '#ffffff',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  previewSmall: { width: '5rem' },
  image: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  empty: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    textAlign: 'center',
  },
  file: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
});

function uploadErrorText(intl: ReturnType<typeof useIntl>, kind: CenterImageKind, error: unknown) {
  const limit = kind === 'logo' ? '2 MB' : '512 KB';
  if (isApiError(error) && error.status === 413) {
    return intl.formatMessage({ id: 'design.upload.tooLarge' }, { limit });
  }
  if (isApiError(error) && (error.status === 415 || error.code === 'unsupported_media_type')) {
    return intl.formatMessage({ id: `design.upload.wrongType.${kind}` });
  }
  return describeError(intl, error);
}

export function ImageUpload({
  kind,
  url,
  gate,
}: {
  kind: CenterImageKind;
  url: string | null;
  /** Offline, uploading and removing are disabled (the page shows why). */
  gate?: NetworkGate;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const labelId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadCenterImage(kind);
  const update = useUpdateCenterProfile();
  const [error, setError] = useState<string | null>(null);
  const rules = RULES[kind];
  const label = intl.formatMessage({ id: `design.${kind}` });
  const limit = kind === 'logo' ? '2 MB' : '512 KB';

  const choose = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > rules.maxBytes) {
      setError(intl.formatMessage({ id: 'design.upload.tooLarge' }, { limit }));
      return;
    }
    if (file.type && !rules.types.includes(file.type)) {
      setError(intl.formatMessage({ id: `design.upload.wrongType.${kind}` }));
      return;
    }
    upload.mutate(file, {
      onSuccess: () =>
        toast.success(intl.formatMessage({ id: 'design.upload.done' }, { image: label })),
      onError: (e) => setError(uploadErrorText(intl, kind, e)),
    });
  };

  return (
    <div className={styles.root}>
      <Text as="h3" id={labelId} weight="semibold" size={400} className={styles.label}>
        {label}
      </Text>
      <Text id={hintId} className={styles.hint}>
        {intl.formatMessage({ id: `design.upload.rules.${kind}` }, { limit })}
      </Text>
      <div role="group" aria-labelledby={labelId} aria-describedby={hintId}>
        <div className={styles.row}>
          <div className={`${styles.preview} ${kind === 'favicon' ? styles.previewSmall : ''}`}>
            {url ? (
              <img
                src={url}
                alt={intl.formatMessage({ id: 'design.upload.current' }, { image: label })}
                className={styles.image}
              />
            ) : (
              <span className={styles.empty}>
                {intl.formatMessage({ id: 'design.upload.none' })}
              </span>
            )}
          </div>
          <input
            ref={fileInput}
            type="file"
            accept={rules.accept}
            className={styles.file}
            tabIndex={-1}
            aria-hidden
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
            data-testid={`${kind}-file`}
          />
          <Button
            icon={upload.isPending ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
            disabledFocusable={gate?.offline || upload.isPending}
            aria-describedby={gate?.describedBy}
            onClick={() => fileInput.current?.click()}
          >
            {intl.formatMessage(
              { id: url ? 'design.upload.replace' : 'design.upload.choose' },
              { image: label },
            )}
          </Button>
          {url ? (
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              disabledFocusable={gate?.offline || update.isPending}
              aria-describedby={gate?.describedBy}
              onClick={() =>
                update.mutate(
                  { [kind === 'logo' ? 'websiteLogoUrl' : 'faviconUrl']: null },
                  {
                    onSuccess: () =>
                      toast.success(
                        intl.formatMessage({ id: 'design.upload.removed' }, { image: label }),
                      ),
                    onError: (e) => setError(describeError(intl, e)),
                  },
                )
              }
            >
              {intl.formatMessage({ id: 'design.upload.remove' }, { image: label })}
            </Button>
          ) : null}
        </div>
      </div>
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {upload.isPending ? (
        <MessageBar intent="info">
          <MessageBarBody>{intl.formatMessage({ id: 'design.upload.busy' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {kind === 'favicon' ? (
        <Body1>{intl.formatMessage({ id: 'design.upload.faviconNote' })}</Body1>
      ) : null}
    </div>
  );
}
