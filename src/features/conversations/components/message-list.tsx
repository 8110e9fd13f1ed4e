// The messages of a thread, oldest first: mine on the right, the other side's on the left, each
// with its author and a relative time; messages still in the offline queue follow, marked as
// waiting, sending or refused (with retry and discard). New messages are announced politely.
import { Button, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { describeError } from '../../../components/error-message';
import { isApiError } from '../../../lib/api-client';
import { discardOutboxItem, retryOutboxItem } from '../../../lib/offline/outbox';
import { formatFullTime, formatRelativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { useT } from '../../../lib/use-t';
import type { Message } from '../types';
import type { PendingMessage } from '../use-pending-messages';

const useStyles = makeStyles({
  scroller: {
    overflowY: 'auto',
    maxHeight: '60vh',
    minHeight: '12rem',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', maxWidth: '85%' },
  mine: { alignSelf: 'flex-end', alignItems: 'flex-end' },
  bubble: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    margin: 0,
  },
  bubbleMine: {
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  bubblePending: { ...shorthands.borderStyle('dashed') },
  meta: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    marginBottom: tokens.spacingVerticalXXS,
  },
  author: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  state: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  refused: { color: tokens.colorPaletteRedForeground1 },
  empty: { color: tokens.colorNeutralForeground2, margin: 0 },
});

function TimeLabel({ value, now }: { value: string | number; now: number }) {
  const intl = useIntl();
  const iso = new Date(value).toISOString();
  return (
    <time dateTime={iso} title={formatFullTime(value, intl.locale)}>
      {formatRelativeTime(value, now, intl.locale, intl.formatMessage({ id: 'time.justNow' }))}
    </time>
  );
}

export function MessageList({
  messages,
  pending,
  label,
}: {
  messages: readonly Message[];
  pending: readonly PendingMessage[];
  label: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const known = new Set(messages.map((m) => m.id));
  const waiting = pending.filter((p) => !known.has(p.message.id) && p.state !== 'sent');
  const count = messages.length + waiting.length;

  // The newest message in view: the thread scrolls down when one arrives or is written.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const t = useT();

  return (
    // The scroller takes focus so keyboard users can scroll a long thread.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scroller} className={styles.scroller} tabIndex={0} role="log" aria-label={label}>
      {count === 0 ? <p className={styles.empty}>{t('conversations.thread.empty')}</p> : null}
      <ol className={styles.list} data-testid="message-list">
        {messages.map((m) => (
          <li
            key={m.id}
            className={mergeClasses(styles.item, m.mine && styles.mine)}
            data-testid="message"
            data-mine={m.mine ? 'true' : 'false'}
          >
            <p className={styles.meta}>
              <span className={styles.author}>
                {m.mine ? t('conversations.thread.you') : (m.authorName ?? '')}
              </span>
              <TimeLabel value={m.createdAt} now={now} />
            </p>
            <p className={mergeClasses(styles.bubble, m.mine && styles.bubbleMine)}>{m.body}</p>
          </li>
        ))}
        {waiting.map((p) => (
          <li
            key={p.key}
            className={mergeClasses(styles.item, styles.mine)}
            data-testid="message"
            data-mine="true"
            data-state={p.state}
          >
            <p className={styles.meta}>
              <span className={styles.author}>{t('conversations.thread.you')}</span>
              <TimeLabel value={p.createdAt} now={now} />
            </p>
            <p className={mergeClasses(styles.bubble, styles.bubbleMine, styles.bubblePending)}>
              {p.message.body}
            </p>
            <span
              className={mergeClasses(styles.state, p.state === 'refused' && styles.refused)}
              data-testid="message-state"
            >
              {p.state === 'refused'
                ? t('conversations.thread.refused', {
                    // The server's own detail is English and technical: say it in words.
                    detail: !isApiError(p.error)
                      ? ''
                      : p.error.status === 422
                        ? t('conversations.thread.refusedInvalid')
                        : describeError(intl, p.error),
                  })
                : t(`conversations.thread.${p.state}`)}
            </span>
            {p.state === 'refused' ? (
              <span>
                <Button size="small" onClick={() => retryOutboxItem(queryClient, p.key)}>
                  {t('conversations.thread.retry')}
                </Button>{' '}
                <Button
                  size="small"
                  appearance="subtle"
                  onClick={() => discardOutboxItem(queryClient, p.key)}
                >
                  {t('conversations.thread.discard')}
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
