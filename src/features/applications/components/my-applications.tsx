// The volunteer's own applications on /applications: not an admin table but a list of cards,
// newest first, each with the status, the vacancy, the organization and the newest message of its
// conversation (else when they applied), opening the application and its conversation. Paging
// shows only beyond one page of 25.
import {
  Badge,
  Button,
  Caption1,
  Field,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChatRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage } from '../../../components/error-message';
import { useT } from '../../../lib/use-t';
import { useApplications } from '../api/get-applications';
import type { Application } from '../types';
import { ApplicationStatusBadge } from './application-status-badge';

/** One page holds this many cards; fewer never show paging. */
export const MY_APPLICATIONS_PAGE_SIZE = 25;
const SORTS = ['-created_at', 'created_at'] as const;
type Sort = (typeof SORTS)[number];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    ':hover': { boxShadow: tokens.shadow8 },
    ':focus-within': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  // The whole card is the link's target area; the link text stays the vacancy's title.
  link: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    outlineStyle: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':hover': { textDecorationLine: 'underline' },
  },
  organization: { color: tokens.colorNeutralForeground2 },
  message: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'flex-start',
    marginTop: 'auto',
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    color: tokens.colorNeutralForeground2,
  },
  preview: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
  icon: { flexShrink: 0, marginTop: '2px' },
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

function ApplicationCard({ application }: { application: Application }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const date = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' });
  const conversation = application.conversation;
  const unread = conversation?.unreadCount ?? 0;
  const lastAt = conversation?.lastMessageAt ?? null;
  return (
    <li>
      <article
        className={styles.card}
        data-testid="my-application"
        data-status={application.status}
      >
        <div className={styles.badges}>
          <ApplicationStatusBadge status={application.status} />
          {unread > 0 ? (
            <Badge appearance="filled" color="brand" data-testid="my-application-unread">
              {t('applications.card.unread', { count: unread })}
            </Badge>
          ) : null}
        </div>
        <h2 className={styles.title}>
          <AppLink href={`/applications/${application.id}`} className={styles.link}>
            {pickLocalized(application.vacancyTitleNl, application.vacancyTitleEn, intl.locale) ||
              t('applications.open')}
          </AppLink>
        </h2>
        <span className={styles.organization}>{application.organizationName ?? '—'}</span>
        <div className={styles.message}>
          {conversation?.lastMessagePreview && lastAt ? (
            <>
              <ChatRegular className={styles.icon} aria-hidden />
              <span>
                <Caption1 block>
                  {t('applications.card.lastMessage', { date: date(lastAt) })}
                </Caption1>
                <span className={styles.preview}>{conversation.lastMessagePreview}</span>
              </span>
            </>
          ) : (
            <Caption1>
              {t('applications.card.appliedOn', { date: date(application.createdAt) })}
            </Caption1>
          )}
        </div>
      </article>
    </li>
  );
}

export function MyApplications() {
  const styles = useStyles();
  const t = useT();
  const sortId = useId();
  const [sort, setSort] = useState<Sort>('-created_at');
  const [page, setPage] = useState(1);
  const list = useApplications({
    page,
    pageSize: MY_APPLICATIONS_PAGE_SIZE,
    mine: true,
    sort,
  });
  const applications = list.data?.applications ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MY_APPLICATIONS_PAGE_SIZE));

  if (list.isPending) return <Spinner label={t('applications.card.loading')} />;
  if (list.isError && !list.data) return <ErrorMessage error={list.error} />;
  if (total === 0) {
    return (
      <p data-testid="my-applications-empty">
        {t('applications.mineEmpty')}{' '}
        <AppLink href="/vacancies/search">{t('applications.findVacancies')}</AppLink>
      </p>
    );
  }

  return (
    <div className={styles.root} data-testid="my-applications">
      <div className={styles.controls}>
        <Caption1 aria-live="polite">{t('applications.card.count', { count: total })}</Caption1>
        {total > 1 ? (
          <Field label={t('applications.card.sort')}>
            <Select
              id={sortId}
              value={sort}
              onChange={(_, data) => {
                setSort(data.value as Sort);
                setPage(1);
              }}
            >
              {SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(
                    value === '-created_at'
                      ? 'applications.sort.newest'
                      : 'applications.sort.oldest',
                  )}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </div>
      <ul className={styles.list} aria-label={t('applications.mine')}>
        {applications.map((a) => (
          <ApplicationCard key={a.id} application={a} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('applications.card.pages')}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('applications.card.previous')}
          </Button>
          <span>{t('applications.card.page', { page, pages })}</span>
          <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('applications.card.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
