// /profile-replies: a volunteer's invitations from organizations that found them in the pool.
// Open ones first (answer yes or no, also offline: the answer waits in the queue), then the
// history; every organization that ever invited them is here. One switch hides them from the pool.
import {
  Body1,
  Caption1,
  Spinner,
  Switch,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { MailInboxRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ProfileReplyAnswer } from '../../../../common/schemas/profile-replies';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useProfileReplies } from '../api/get-profile-replies';
import { usePoolSwitch, useSetPoolSwitch } from '../api/pool-switch';
import { AnswerDialog } from '../components/answer-dialog';
import { InvitationCard } from '../components/invitation-card';
import type { ProfileReply } from '../types';

const useStyles = makeStyles({
  switchCard: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  switchText: { display: 'flex', flexDirection: 'column', gap: '2px', maxWidth: '40rem' },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
  emptyIcon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
});

function PoolSwitchCard() {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const visible = usePoolSwitch();
  const change = useSetPoolSwitch();
  const gate = useNetworkGate();
  const checked = change.isPending ? Boolean(change.variables) : Boolean(visible.data);
  return (
    <section
      className={mergeClasses(page.card, styles.switchCard)}
      aria-labelledby="pool-switch-title"
    >
      <div className={styles.switchText}>
        <h2 id="pool-switch-title" className={page.h2}>
          {t('replies.switch.title')}
        </h2>
        <Caption1>{t(checked ? 'replies.switch.on' : 'replies.switch.off')}</Caption1>
        {gate.hint}
      </div>
      {visible.isPending ? (
        <Spinner size="tiny" />
      ) : (
        <Switch
          checked={checked}
          disabled={gate.offline || change.isPending}
          label={t('replies.switch.label')}
          onChange={(_, d) =>
            change.mutate(d.checked, {
              onSuccess: (now) =>
                toast.success(t(now ? 'replies.switch.shown' : 'replies.switch.hidden')),
              onError: () => toast.error(t('replies.switch.failed')),
            })
          }
        />
      )}
    </section>
  );
}

export default function ProfileRepliesPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const open = useProfileReplies({ mine: true, statuses: ['open'], page: 1, pageSize: 50 });
  const history = useProfileReplies({
    mine: true,
    statuses: ['accepted', 'declined', 'expired'],
    page: 1,
    pageSize: 100,
  });
  const [answering, setAnswering] = useState<{
    reply: ProfileReply;
    answer: ProfileReplyAnswer;
  } | null>(null);
  const openReplies = open.data?.replies ?? [];
  const past = history.data?.replies ?? [];
  const onAnswer = (reply: ProfileReply, answer: ProfileReplyAnswer) =>
    setAnswering({ reply, answer });
  return (
    <PageFrame title={t('route.profileReplies')} intro={t('replies.intro')}>
      <PoolSwitchCard />
      <section aria-labelledby="replies-open" className={page.root}>
        <h2 id="replies-open" className={page.h2}>
          {t('replies.open', { count: openReplies.length })}
        </h2>
        {open.error && !open.data ? <ErrorMessage error={open.error} /> : null}
        {open.isPending ? <Spinner /> : null}
        {open.data && openReplies.length === 0 ? (
          <div className={styles.empty}>
            <MailInboxRegular className={styles.emptyIcon} aria-hidden />
            <Body1>{t('replies.empty')}</Body1>
          </div>
        ) : (
          <ul className={styles.list}>
            {openReplies.map((r) => (
              <InvitationCard key={r.id} reply={r} onAnswer={onAnswer} />
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="replies-history" className={page.root}>
          <h2 id="replies-history" className={page.h2}>
            {t('replies.history')}
          </h2>
          <ul className={styles.list}>
            {past.map((r) => (
              <InvitationCard key={r.id} reply={r} onAnswer={onAnswer} />
            ))}
          </ul>
        </section>
      ) : null}
      {answering ? (
        <AnswerDialog
          key={answering.reply.id}
          reply={answering.reply}
          answer={answering.answer}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </PageFrame>
  );
}
