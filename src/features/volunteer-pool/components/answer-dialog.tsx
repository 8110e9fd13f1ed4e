// Yes or no to an invitation, with optional words for the organization. Yes says what it means
// first: the organization gets the volunteer's e-mail address and phone number. The answer goes
// through the offline queue: without a connection it waits on the device and is sent later.
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
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  ANSWER_MESSAGE_MAX_LENGTH,
  type ProfileReplyAnswer,
} from '../../../../common/schemas/profile-replies';
import { ErrorMessage } from '../../../components/error-message';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { PROFILE_REPLY_ANSWER, type ProfileReplyAnswerWrite } from '../api/outbox-actions';
import { vacancyTitle } from '../format';
import type { ProfileReply } from '../types';

export function AnswerDialog({
  reply,
  answer,
  onClose,
}: {
  reply: ProfileReply;
  answer: ProfileReplyAnswer;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = useT();
  const send = useOutbox<ProfileReplyAnswerWrite, ProfileReply>(PROFILE_REPLY_ANSWER);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const yes = answer === 'accepted';
  const title = vacancyTitle(intl, reply);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await send({
        id: reply.id,
        status: answer,
        answerMessage: message,
        vacancyTitle: title,
      });
      toast.success(
        outcome.queued
          ? t('replies.answer.queued')
          : t(yes ? 'replies.answer.sentYes' : 'replies.answer.sentNo', {
              organization: reply.organizationName,
            }),
      );
      onClose();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {t(yes ? 'replies.answer.yesTitle' : 'replies.answer.noTitle', { vacancy: title })}
          </DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            {yes ? (
              <MessageBar intent="info">
                <MessageBarBody>
                  {t('replies.answer.yesShares', { organization: reply.organizationName })}
                </MessageBarBody>
              </MessageBar>
            ) : null}
            <Field
              label={t('replies.answer.message')}
              hint={t(yes ? 'replies.answer.messageHintYes' : 'replies.answer.messageHintNo')}
            >
              <Textarea
                value={message}
                maxLength={ANSWER_MESSAGE_MAX_LENGTH}
                rows={4}
                onChange={(_, d) => setMessage(d.value)}
              />
            </Field>
            {error ? <ErrorMessage error={error} /> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={busy}>
              {t('admin.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => void submit()} disabled={busy}>
              {t(yes ? 'replies.answer.yes' : 'replies.answer.no')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
