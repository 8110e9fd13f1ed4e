// The organization side's invitations, beside its applications on /applications: who was invited
// to what, by whom, whether they answered, and - after a yes - how to reach them and the
// application it became. Filtered by status with the counts the server gives.
import {
  Avatar,
  Badge,
  Body1,
  Caption1,
  Spinner,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CallRegular, MailRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProfileReplyStatus } from '../../../../common/schemas/profile-replies';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage } from '../../../components/error-message';
import { useT } from '../../../lib/use-t';
import { useProfileReplies } from '../api/get-profile-replies';
import { vacancyTitle } from '../format';
import type { ProfileReply } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    '@media (min-width: 768px)': { gridTemplateColumns: 'auto 2fr 1fr' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    gridColumn: '2',
    '@media (min-width: 768px)': { gridColumn: '3', alignItems: 'flex-end', textAlign: 'end' },
  },
  contact: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  answer: { margin: 0, fontStyle: 'italic', overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground2 },
});

const STATUS_COLOR = {
  open: 'brand',
  accepted: 'success',
  declined: 'subtle',
  expired: 'warning',
} as const;

type Filter = 'all' | ProfileReplyStatus;
const FILTERS: Filter[] = ['all', 'open', 'accepted', 'declined', 'expired'];

function InvitationRow({ reply }: { reply: ProfileReply }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <li className={styles.row}>
      <Avatar name={reply.volunteerName} color="colorful" aria-hidden />
      <div className={styles.main}>
        <h3 className={styles.name}>{reply.volunteerName}</h3>
        <Body1>{vacancyTitle(intl, reply)}</Body1>
        <Caption1>
          {t('invitations.sent', {
            date: date(reply.createdAt),
            by: reply.invitedByName ?? '—',
          })}
          {reply.matchScore !== null
            ? ` · ${t('invitations.score', { score: reply.matchScore })}`
            : ''}
        </Caption1>
        {reply.volunteerVogIssuedOn ? (
          <Caption1 className={styles.contact}>
            <ShieldCheckmarkRegular aria-hidden />
            {reply.volunteerVogChecked ? t('pool.vog.checked') : t('pool.vog.recorded')}
          </Caption1>
        ) : null}
        {reply.answerMessage ? <p className={styles.answer}>“{reply.answerMessage}”</p> : null}
      </div>
      <div className={styles.side}>
        <span>
          <Badge appearance="filled" color={STATUS_COLOR[reply.status]}>
            {t(`invitations.status.${reply.status}`)}
          </Badge>
        </span>
        {reply.volunteerEmail ? (
          <a className={styles.contact} href={`mailto:${reply.volunteerEmail}`}>
            <MailRegular aria-hidden />
            {reply.volunteerEmail}
          </a>
        ) : null}
        {reply.volunteerPhone ? (
          <a className={styles.contact} href={`tel:${reply.volunteerPhone.replace(/\s+/g, '')}`}>
            <CallRegular aria-hidden />
            {reply.volunteerPhone}
          </a>
        ) : null}
        {reply.applicationId ? (
          <AppLink href={`/applications/${reply.applicationId}`}>
            {t('invitations.toApplication')}
          </AppLink>
        ) : null}
      </div>
    </li>
  );
}

export function OrganizationInvitations() {
  const styles = useStyles();
  const t = useT();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useProfileReplies({
    mine: false,
    statuses: filter === 'all' ? undefined : [filter],
    page: 1,
    pageSize: 100,
  });
  const counts = list.data?.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  return (
    <div className={styles.root}>
      <TabList
        size="small"
        selectedValue={filter}
        onTabSelect={(_, d) => setFilter(d.value as Filter)}
        aria-label={t('invitations.filter')}
      >
        {FILTERS.map((f) => (
          <Tab key={f} value={f}>
            {t(`invitations.filter.${f}`)}
            {counts ? ` (${f === 'all' ? total : counts[f]})` : ''}
          </Tab>
        ))}
      </TabList>
      {list.error && !list.data ? <ErrorMessage error={list.error} /> : null}
      {list.isPending ? <Spinner /> : null}
      {list.data && list.data.replies.length === 0 ? (
        <Body1 className={styles.empty}>
          {t('invitations.empty')}{' '}
          <AppLink href="/vrijwilligerspool">{t('invitations.toPool')}</AppLink>
        </Body1>
      ) : null}
      <ul className={styles.list}>
        {(list.data?.replies ?? []).map((r) => (
          <InvitationRow key={r.id} reply={r} />
        ))}
      </ul>
    </div>
  );
}
