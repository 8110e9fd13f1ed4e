// The reader's conversations, newest activity first: title, the other side, the last message's
// first words and time, and the number of unread messages. The open one is marked.
import { CounterBadge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import type { Conversation } from '../types';
import { formatFullTime, formatRelativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  link: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  active: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  unreadTitle: { fontWeight: tokens.fontWeightBold },
  sub: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  preview: {
    gridColumn: '1 / -1',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  side: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '2px' },
});

export function conversationTitle(c: Conversation, locale: string): string {
  return pickLocalized(c.titleNl, c.titleEn, locale) || c.subject || c.otherPartyName || '';
}

export function ConversationList({
  conversations,
  selectedId,
}: {
  conversations: readonly Conversation[];
  selectedId: string | null;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const now = useNow();
  return (
    <ul
      className={styles.list}
      aria-label={intl.formatMessage({ id: 'conversations.listLabel' })}
      data-testid="conversation-list"
    >
      {conversations.map((c) => {
        const active = c.id === selectedId;
        const title = conversationTitle(c, intl.locale);
        return (
          <li key={c.id}>
            <AppLink
              href={`/conversations?id=${encodeURIComponent(c.id)}`}
              className={mergeClasses(styles.link, active && styles.active)}
              aria-current={active ? 'true' : undefined}
              data-testid="conversation-link"
            >
              <span>
                <span
                  className={mergeClasses(styles.title, c.unreadCount > 0 && styles.unreadTitle)}
                >
                  {title}
                </span>
                {c.otherPartyName && c.otherPartyName !== title ? (
                  <span className={styles.sub}>
                    <br />
                    {c.otherPartyName}
                  </span>
                ) : null}
              </span>
              <span className={styles.side}>
                {c.lastMessageAt ? (
                  <time
                    className={styles.sub}
                    dateTime={c.lastMessageAt}
                    title={formatFullTime(c.lastMessageAt, intl.locale)}
                  >
                    {formatRelativeTime(
                      c.lastMessageAt,
                      now,
                      intl.locale,
                      intl.formatMessage({ id: 'time.justNow' }),
                    )}
                  </time>
                ) : null}
                {c.unreadCount > 0 ? (
                  <>
                    <CounterBadge count={c.unreadCount} color="brand" size="small" aria-hidden />
                    <span className={styles.srOnly}>
                      {intl.formatMessage({ id: 'conversations.unread' }, { count: c.unreadCount })}
                    </span>
                  </>
                ) : null}
              </span>
              <span className={styles.preview}>
                {c.lastMessagePreview ?? intl.formatMessage({ id: 'conversations.noMessages' })}
              </span>
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
