// The coordinator's confirmation of a match or a status change, with an optional note; a match
// with a volunteer whose VOG the category needs but nobody checked says so before it is made.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Text,
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { describeError } from '../../../components/error-message';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useChangeHelpRequestStatus } from '../api/change-help-request-status';
import { useCreateHelpMatch } from '../api/create-help-match';
import type { HelpRequest, HelpSuggestion } from '../types';

export type HelpAction =
  | { kind: 'match'; request: HelpRequest; suggestion: HelpSuggestion }
  | { kind: 'status'; request: HelpRequest; status: 'done' | 'cancelled' };

export function HelpActionDialog({ action, onClose }: { action: HelpAction; onClose: () => void }) {
  const intl = useIntl();
  const t = useT();
  const [note, setNote] = useState('');
  const match = useCreateHelpMatch();
  const change = useChangeHelpRequestStatus();
  const busy = match.isPending || change.isPending;
  const needsVog =
    action.kind === 'match' && action.suggestion.vog.required && !action.suggestion.vog.checked;
  const confirm = async () => {
    try {
      if (action.kind === 'match') {
        const made = await match.mutateAsync({
          requestId: action.request.id,
          offerId: action.suggestion.offerId,
          note: note.trim() || null,
        });
        toast.success(
          t(made.meta?.warnings?.length ? 'help.match.madeVog' : 'help.match.made', {
            name: action.suggestion.volunteerName,
          }),
        );
      } else {
        await change.mutateAsync({
          id: action.request.id,
          status: action.status,
          note: note.trim() || null,
        });
        toast.success(t(`help.request.changed.${action.status}`));
      }
      onClose();
    } catch (error) {
      toast.error(describeError(intl, error));
    }
  };
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {action.kind === 'match'
              ? t('help.match.dialogTitle', { name: action.suggestion.volunteerName })
              : t(`help.request.action.${action.status}`)}
          </DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
            {action.kind === 'match' ? <Text>{t('help.match.dialogText')}</Text> : null}
            {needsVog ? (
              <MessageBar intent="warning" layout="multiline" data-testid="vog-warning">
                <MessageBarBody>{t('help.vog.missingCoordinator')}</MessageBarBody>
              </MessageBar>
            ) : null}
            <Field label={t('help.match.note')} hint={t('help.match.noteHint')}>
              <Textarea value={note} onChange={(_, d) => setNote(d.value)} rows={3} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {t('admin.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => void confirm()} disabled={busy}>
              {action.kind === 'match' ? t('help.match.action') : t('help.request.confirmChange')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
