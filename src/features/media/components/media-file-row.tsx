// One file of the library in the media page's list: a thumbnail (or a document icon), its name,
// type and size, its description (changed in place), a link to open it, and delete after a
// confirmation (the server refuses while the file is used, and says so).
import { Button, Caption1, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, DocumentRegular, EditRegular, OpenRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError } from '../../../components/error-message';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useChangeMediaAlt, useRemoveMedia, type MediaFile } from '../../../lib/media-library';
import { toast } from '../../../lib/toasts/toast';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '5rem minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    padding: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (min-width: 768px)': { gridTemplateColumns: '6rem minmax(0, 1fr) auto' },
  },
  thumb: {
    width: '100%',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'grid',
    placeItems: 'center',
    fontSize: '28px',
    color: tokens.colorBrandForeground1,
  },
  info: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: { overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    gridColumn: '1 / -1',
    '@media (min-width: 768px)': { gridColumn: 'auto' },
  },
  altForm: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function MediaFileRow({ file }: { file: MediaFile }) {
  const intl = useIntl();
  const styles = useStyles();
  const altId = useId();
  const remove = useRemoveMedia();
  const change = useChangeMediaAlt();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [alt, setAlt] = useState(file.alt ?? '');
  const name = file.name ?? intl.formatMessage({ id: 'media.untitled' });

  const saveAlt = () =>
    change.mutate(
      { id: file.id, alt: alt.trim() || null },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success(intl.formatMessage({ id: 'media.saved' }));
        },
        onError: (e) => toast.error(describeError(intl, e)),
      },
    );

  return (
    <li className={styles.row} data-testid="media-file">
      {file.image ? (
        <ResponsiveImage image={file.image} sizes="6rem" alt="" fill className={styles.thumb} />
      ) : (
        <span className={styles.thumb} aria-hidden>
          <DocumentRegular />
        </span>
      )}
      <div className={styles.info}>
        <Text className={styles.name}>{name}</Text>
        <Caption1 className={styles.meta}>
          {intl.formatMessage({ id: `media.kind.${file.purpose}` })} · {formatSize(file.byteSize)}
          {file.width && file.height ? ` · ${file.width} × ${file.height}` : ''}
        </Caption1>
        {editing ? (
          <div className={styles.altForm}>
            <label htmlFor={altId} className={styles.meta}>
              {intl.formatMessage({ id: 'media.alt' })}
            </label>
            <Input id={altId} value={alt} onChange={(_, d) => setAlt(d.value)} maxLength={300} />
            <Button appearance="primary" onClick={saveAlt} disabled={change.isPending}>
              {intl.formatMessage({ id: 'media.saveAlt' })}
            </Button>
          </div>
        ) : (
          <Caption1 className={styles.meta}>
            {file.alt || intl.formatMessage({ id: 'media.noAlt' })}
          </Caption1>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          as="a"
          href={file.url}
          target="_blank"
          rel="noopener"
          icon={<OpenRegular />}
          appearance="subtle"
        >
          {intl.formatMessage({ id: 'media.open' })}
        </Button>
        <Button icon={<EditRegular />} appearance="subtle" onClick={() => setEditing((v) => !v)}>
          {intl.formatMessage({ id: 'media.editAlt' })}
        </Button>
        <Button icon={<DeleteRegular />} appearance="subtle" onClick={() => setConfirming(true)}>
          {intl.formatMessage({ id: 'media.delete' })}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'media.deleteTitle' }, { name })}
        confirmLabel={intl.formatMessage({ id: 'media.delete' })}
        busy={remove.isPending}
        needsNetwork
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(file.id, {
            onSuccess: () => toast.success(intl.formatMessage({ id: 'media.deleted' })),
            onError: (e) => toast.error(describeError(intl, e)),
            onSettled: () => setConfirming(false),
          })
        }
      >
        {intl.formatMessage({ id: 'media.deleteText' })}
      </ConfirmDialog>
    </li>
  );
}
