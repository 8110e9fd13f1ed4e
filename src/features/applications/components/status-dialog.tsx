// The question before a status change: what will change (one application or a summary of
// several), an optional note for the volunteer, and confirm or cancel.
import { Field, Textarea } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/use-t';
import type { StatusAction } from '../status-rules';

export function StatusDialog({
  action,
  busy,
  children,
  onConfirm,
  onCancel,
}: {
  action: StatusAction | null;
  busy: boolean;
  /** What will change (the summary). */
  children: ReactNode;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const t = useT();
  return (
    <ConfirmDialog
      open={action !== null}
      title={action ? t(`${action.labelId}.title`) : ''}
      confirmLabel={action ? t(action.labelId) : ''}
      busy={busy}
      needsNetwork
      onConfirm={() => {
        onConfirm(note.trim());
        setNote('');
      }}
      onCancel={() => {
        setNote('');
        onCancel();
      }}
    >
      {children}
      {action?.asks === 'note' ? (
        <Field label={t('applications.note')} hint={t('applications.noteHint')}>
          <Textarea value={note} maxLength={2000} onChange={(_, d) => setNote(d.value)} />
        </Field>
      ) : null}
    </ConfirmDialog>
  );
}
