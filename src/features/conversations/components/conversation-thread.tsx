// One conversation: its messages (polled while on screen, marked read when shown) and a composer
// whose messages go through the offline queue, so a message written offline waits on the device
// and is sent exactly once later. Used by /conversations and inline on /applications/:id.
import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { describeError } from '../../../components/error-message';
import { PageSpinner } from '../../../components/page-spinner';
import { newClientId } from '../../../lib/offline/ids';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { useMediaQuery } from '../../../lib/breakpoints';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useConversation } from '../api/get-conversation';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { MessageList } from './message-list';
import { MESSAGE_SEND, type Message, type MessageSend } from '../types';
import { usePendingMessages } from '../use-pending-messages';

const MAX_LENGTH = 5000;
const ENTER_SENDS_QUERY = '(pointer: fine)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  composer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flexGrow: 1, minWidth: 0 },
  hint: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

function isVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

export function ConversationThread({ conversationId }: { conversationId: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const query = useConversation(conversationId);
  const pending = usePendingMessages(conversationId);
  const markRead = useMarkConversationRead();
  const unread = query.data?.unreadCount ?? 0;
  const { mutate: markReadNow } = markRead;

  // Shown is read: mark it when unread messages are on screen (and again when more arrive).
  useEffect(() => {
    if (unread > 0 && isVisible()) markReadNow(conversationId);
  }, [unread, conversationId, markReadNow]);

  if (query.isPending) {
    return <PageSpinner label={intl.formatMessage({ id: 'app.loading' })} />;
  }
  if (query.isError) {
    return <p role="alert">{describeError(intl, query.error)}</p>;
  }
  return (
    <div className={styles.root} data-testid="conversation-thread">
      <MessageList
        messages={query.data.messages ?? ([] as Message[])}
        pending={pending}
        label={intl.formatMessage({ id: 'conversations.thread.label' })}
      />
      <Composer conversationId={conversationId} />
    </div>
  );
}

function Composer({ conversationId }: { conversationId: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const send = useOutbox<MessageSend, Message>(MESSAGE_SEND);
  const [text, setText] = useState('');
  const hintId = useId();
  const t = useT();
  // Enter sends only where a hardware keyboard is likely (a mouse or trackpad is the main
  // pointer); on a touch phone Enter starts a new line and the button sends, as in chat apps.
  const enterSends = useMediaQuery(ENTER_SENDS_QUERY);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body) return;
    setText('');
    // The id is made here, once: a replay after a reload sends the same message.
    send({ id: newClientId(), conversationId, body }).catch((error: unknown) => {
      setText((current) => current || body);
      toast.error(describeError(intl, error));
    });
  };

  return (
    <form className={styles.composer} onSubmit={submit} data-testid="message-composer">
      <div className={styles.row}>
        <Field label={t('conversations.composer.label')} className={styles.field}>
          <Textarea
            value={text}
            resize="vertical"
            maxLength={MAX_LENGTH}
            aria-describedby={hintId}
            onChange={(_, data) => setText(data.value)}
            onKeyDown={(e) => {
              if (enterSends && e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                submit();
              }
            }}
          />
        </Field>
        <Button type="submit" appearance="primary" icon={<SendRegular />} disabled={!text.trim()}>
          {t('conversations.composer.send')}
        </Button>
      </div>
      <span id={hintId} className={styles.hint}>
        {t(enterSends ? 'conversations.composer.hint' : 'conversations.composer.hintTouch')}
      </span>
    </form>
  );
}
