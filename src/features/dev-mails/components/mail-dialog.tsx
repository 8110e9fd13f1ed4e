// One mail from the outbox, as its recipient would read the text part; links can be clicked.
// A mail to someone of the reader's rank or higher comes with its links hidden, and says why.
import {
  Button,
  MessageBar,
  MessageBarBody,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../lib/use-t';
import type { DevEmail } from '../api/get-dev-emails';
import { linkify } from '../linkify';

const useStyles = makeStyles({
  surface: { maxWidth: '48rem' },
  headers: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: `0 0 ${tokens.spacingVerticalM}`,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  body: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyBase,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function MailDialog({ mail, onClose }: { mail: DevEmail | null; onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const t = useT();
  return (
    <Dialog open={mail !== null} onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface className={styles.surface}>
        {mail ? (
          <DialogBody>
            <DialogTitle>{mail.subject}</DialogTitle>
            <DialogContent>
              <dl className={styles.headers}>
                <dt className={styles.term}>{t('devMails.column.to')}</dt>
                <dd className={styles.value}>{mail.to}</dd>
                <dt className={styles.term}>{t('devMails.column.status')}</dt>
                <dd className={styles.value}>{t(`devMails.status.${mail.status}`)}</dd>
                <dt className={styles.term}>{t('devMails.column.createdAt')}</dt>
                <dd className={styles.value}>
                  {intl.formatDate(mail.createdAt, {
                    dateStyle: 'medium',
                    timeStyle: 'medium',
                    timeZone: 'Europe/Amsterdam',
                  })}
                </dd>
                <dt className={styles.term}>{t('devMails.event')}</dt>
                <dd className={styles.value}>
                  <code>{mail.eventKey}</code> ({mail.locale})
                </dd>
                {mail.lastError ? (
                  <>
                    <dt className={styles.term}>{t('devMails.column.lastError')}</dt>
                    <dd className={`${styles.value} ${styles.error}`}>{mail.lastError}</dd>
                  </>
                ) : null}
              </dl>
              {mail.linksHidden ? (
                <MessageBar intent="info" layout="multiline" data-testid="mail-links-hidden">
                  <MessageBarBody>{t('devMails.linksHidden')}</MessageBarBody>
                </MessageBar>
              ) : null}
              <p className={styles.body} data-testid="mail-body">
                {linkify(mail.bodyText).map((part, i) =>
                  part.kind === 'link' ? (
                    <a key={i} href={part.href}>
                      {part.text}
                    </a>
                  ) : (
                    <Fragment key={i}>{part.text}</Fragment>
                  ),
                )}
              </p>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                {t('devMails.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}
