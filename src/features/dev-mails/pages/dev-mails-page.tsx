// /dev/mails: the outbox for admins: every mail the platform wrote, whether it
// was sent, how often it was tried and why it failed, and its text with clickable links, so that
// confirmation and reset mails can be followed without an SMTP server. Others get a sign-in note;
// on a server that sends its mail, or runs in production, the reader does not exist (404) and the
// page says so.
import {
  Badge,
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Title1,
  makeStyles,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { DataTable, useDataTableState, type DataTableColumn } from '../../../components/data-table';
import { isApiError } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-store';
import { useT } from '../../../lib/use-t';
import { useDevEmails, type DevEmail } from '../api/get-dev-emails';
import { MailDialog } from '../components/mail-dialog';

const STATUS_COLOR: Record<DevEmail['status'], BadgeProps['color']> = {
  pending: 'warning',
  sent: 'success',
  failed: 'danger',
  kept: 'informative',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  subject: {
    padding: 0,
    border: 'none',
    background: 'none',
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    cursor: 'pointer',
    font: 'inherit',
    textAlign: 'start',
  },
  error: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
});

export default function DevMailsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const signedIn = useAuthState() === 'SIGNED_IN';
  const [state, setState] = useDataTableState();
  const [open, setOpen] = useState<DevEmail | null>(null);
  // Asked whoever reads: the server's answer says whether the reader exists and who may use it.
  const mails = useDevEmails({
    page: state.page,
    pageSize: state.pageSize,
    to: state.search.trim() || undefined,
  });
  const t = useT();
  const status = mails.isError && isApiError(mails.error) ? mails.error.status : null;

  const columns = useMemo<DataTableColumn<DevEmail>[]>(
    () => [
      {
        id: 'subject',
        header: intl.formatMessage({ id: 'devMails.column.subject' }),
        list: 'title',
        interactive: true,
        cell: (m) => (
          <button type="button" className={styles.subject} onClick={() => setOpen(m)}>
            {m.subject}
          </button>
        ),
      },
      { id: 'to', header: intl.formatMessage({ id: 'devMails.column.to' }), cell: (m) => m.to },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'devMails.column.status' }),
        cell: (m) => (
          <Badge appearance="tint" shape="rounded" color={STATUS_COLOR[m.status]}>
            {intl.formatMessage({ id: `devMails.status.${m.status}` })}
          </Badge>
        ),
      },
      {
        id: 'attempts',
        header: intl.formatMessage({ id: 'devMails.column.attempts' }),
        cell: (m) => String(m.attempts),
      },
      {
        id: 'lastError',
        header: intl.formatMessage({ id: 'devMails.column.lastError' }),
        cell: (m) => (m.lastError ? <span className={styles.error}>{m.lastError}</span> : '—'),
      },
      {
        id: 'createdAt',
        header: intl.formatMessage({ id: 'devMails.column.createdAt' }),
        cell: (m) =>
          intl.formatDate(m.createdAt, {
            dateStyle: 'short',
            timeStyle: 'medium',
            timeZone: 'Europe/Amsterdam',
          }),
      },
    ],
    [intl, styles],
  );

  const off = status === 404;
  const note = status === 401 || status === 403;
  const waiting = mails.isPending && !mails.isError;

  return (
    <section className={styles.root}>
      <header className={styles.header}>
        <Title1 as="h1">{t('route.devMails')}</Title1>
        {/* The intro describes the reader: where there is none, it would contradict the note. */}
        {off ? null : <Body1>{t('devMails.intro')}</Body1>}
        <Body1>
          <AppLink href="/dev">{t('devMails.back')}</AppLink>
        </Body1>
      </header>
      {waiting ? <Spinner label={t('app.loading')} /> : null}
      {waiting ? null : off ? (
        <MessageBar intent="info" layout="multiline" data-testid="dev-mails-off">
          <MessageBarBody>
            <MessageBarTitle>{t('devMails.off.title')}</MessageBarTitle>
            {t('devMails.off.text')}
          </MessageBarBody>
        </MessageBar>
      ) : note ? (
        <MessageBar intent="info">
          <MessageBarBody>
            <MessageBarTitle>{t('devMails.signIn.title')}</MessageBarTitle>
            {t(status === 403 ? 'devMails.signIn.notAdmin' : 'devMails.signIn.text')}{' '}
            {status === 401 || !signedIn ? (
              <AppLink href={`/auth/login-1?redirect=${encodeURIComponent('/dev/mails')}`}>
                {t('devMails.signIn.link')}
              </AppLink>
            ) : null}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <div>
            <Button
              icon={<ArrowClockwiseRegular />}
              disabled={mails.isFetching}
              onClick={() => void mails.refetch()}
            >
              {t('devMails.refresh')}
            </Button>
          </div>
          <DataTable<DevEmail>
            label={t('devMails.tableLabel')}
            data-testid="dev-mails-table"
            mode="server"
            columns={columns}
            rows={mails.data?.emails ?? []}
            total={mails.data?.total ?? 0}
            getRowId={(m) => m.id}
            state={state}
            onStateChange={setState}
            loading={mails.isPending}
            error={
              mails.isError ? (
                <MessageBar intent="error">
                  <MessageBarBody>{t('devMails.loadError')}</MessageBarBody>
                </MessageBar>
              ) : undefined
            }
            search={{ label: t('devMails.search'), placeholder: 'naam@voorbeeld.nl' }}
            empty={t('devMails.empty')}
          />
        </>
      )}
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </section>
  );
}
