// /conversations: the reader's conversations and, with ?id=, one thread. Two columns from md up;
// on a phone the list or the thread, with a link back to the list. Organization admins start a
// conversation with their center from here.
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ChatAddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage, describeError } from '../../../components/error-message';
import { PageFrame } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useAppContext } from '../../../lib/app-context';
import { useMinWidth } from '../../../lib/breakpoints';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useConversations } from '../api/get-conversations';
import { useStartDirectConversation } from '../api/start-direct-conversation';
import { ConversationList, conversationTitle } from '../components/conversation-list';
import { ConversationThread } from '../components/conversation-thread';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
    alignItems: 'start',
  },
  single: { gridTemplateColumns: 'minmax(0, 1fr)' },
  threadHead: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500 },
  sub: { color: tokens.colorNeutralForeground2, margin: `0 0 ${tokens.spacingVerticalM}` },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** The organization an organization admin speaks for: the selected one, else their first. */
function useOwnOrganizationId(): string | null {
  const { api } = useAppContext();
  const { roles } = useCurrentUser();
  const own = roles.filter((r) => r.name === 'organization_admin' && r.organizationId);
  if (own.length === 0) return null;
  const selected = api.context().organizationId;
  return own.find((r) => r.organizationId === selected)?.organizationId ?? own[0]!.organizationId;
}

export default function ConversationsPage() {
  const styles = useStyles();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const selectedId = new URLSearchParams(useSearch()).get('id');
  const wide = useMinWidth('md');
  const list = useConversations();
  const organizationId = useOwnOrganizationId();
  const gate = useNetworkGate();
  const start = useStartDirectConversation({
    onSuccess: (conversation) => {
      navigate(`/conversations?id=${encodeURIComponent(conversation.id)}`);
    },
    onError: (error) => toast.error(describeError(intl, error)),
  });
  const t = useT();
  const conversations = list.data?.conversations ?? [];
  const selected = conversations.find((c) => c.id === selectedId);

  const listPane = list.isPending ? (
    <PageSpinner label={t('app.loading')} />
  ) : list.isError ? (
    <ErrorMessage error={list.error} />
  ) : conversations.length === 0 ? (
    <p className={styles.empty}>{t('conversations.empty')}</p>
  ) : (
    <ConversationList conversations={conversations} selectedId={selectedId} />
  );

  const threadPane = selectedId ? (
    <section aria-labelledby="thread-title">
      {!wide ? (
        <AppLink href="/conversations" className={styles.back}>
          <ArrowLeftRegular aria-hidden />
          {t('conversations.backToList')}
        </AppLink>
      ) : null}
      <h2 id="thread-title" className={styles.threadHead}>
        {selected ? conversationTitle(selected, intl.locale) : t('conversations.thread.label')}
      </h2>
      {selected?.otherPartyName ? (
        <p className={styles.sub}>
          {intl.formatMessage({ id: 'conversations.with' }, { name: selected.otherPartyName })}
          {selected.applicationId ? (
            <>
              {' · '}
              <AppLink href={`/applications/${selected.applicationId}`}>
                {t('conversations.openApplication')}
              </AppLink>
            </>
          ) : null}
        </p>
      ) : null}
      <ConversationThread key={selectedId} conversationId={selectedId} />
    </section>
  ) : wide ? (
    <p className={styles.empty}>{t('conversations.pick')}</p>
  ) : null;

  return (
    <PageFrame
      title={t('route.conversations')}
      actions={
        organizationId ? (
          <Button
            icon={<ChatAddRegular />}
            disabledFocusable={gate.offline || start.isPending}
            aria-describedby={gate.describedBy}
            onClick={() => start.mutate(organizationId)}
          >
            {t('conversations.startWithCenter')}
          </Button>
        ) : null
      }
    >
      {organizationId ? gate.hint : null}
      {wide ? (
        <div className={mergeClasses(styles.columns)}>
          <div>{listPane}</div>
          <div>{threadPane}</div>
        </div>
      ) : selectedId ? (
        threadPane
      ) : (
        listPane
      )}
    </PageFrame>
  );
}
