// In the header (DESIGN.md section 8, "What the user sees"): 'Offline' while there is no
// network, the number of changes waiting on this device, progress while they are sent, and a
// list of them (opened on demand, loaded only then). A batch that went says so once.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, CloudOffRegular, WarningRegular } from '@fluentui/react-icons';
import { Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BREAKPOINTS } from '../../../common/constants';
import { lazyPart } from '../lazy-part';
import { toast } from '../toasts/toast';
import { useOnline } from './network';
import { resetOutboxProgress } from './outbox-status';
import { clearQueuedNotes } from './saved-toast';
import { useOutboxItems, useOutboxProgress } from './use-outbox-items';

const OutboxPanel = lazyPart(() => import('./outbox-panel').then((m) => m.OutboxPanel));

const wide = `@media (min-width: ${BREAKPOINTS['2xl']}px)`;

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  offline: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
  },
  outbox: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', minWidth: '0' },
  // A bar of CSS rather than Fluent's ProgressBar: the header is on every first visit, and the
  // ProgressBar brings its motion library (about 2.5 KB gzip of initial JS) for one thin line.
  progress: {
    height: '4px',
    marginTop: tokens.spacingVerticalXXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground6,
    overflow: 'hidden',
  },
  progressFill: {
    height: '100%',
    backgroundColor: tokens.colorCompoundBrandBackground,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
    '@media (forced-colors: active)': { backgroundColor: 'Highlight' },
  },
  // On a phone the mark is the icon alone (its title and the live region say it in words), so
  // being offline never adds a row to the header.
  offlineWord: { [`@media (max-width: ${BREAKPOINTS.md - 1}px)`]: { display: 'none' } },
  // The words where the header has room for them; the count (and its full name) elsewhere.
  longText: { display: 'none', [wide]: { display: 'inline' } },
  shortText: { [wide]: { display: 'none' } },
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

export function OfflineStatus() {
  const styles = useStyles();
  const intl = useIntl();
  const online = useOnline();
  const items = useOutboxItems();
  const progress = useOutboxProgress();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The list is mounted only while open, so Fluent cannot give focus back: we do.
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  const refused = items.filter((item) => item.state === 'refused').length;
  const needsSignIn = items.some((item) => item.state === 'sign-in');
  const sending =
    online && items.some((item) => item.state === 'sending' || item.state === 'retrying');
  const total = progress.sent + progress.remaining;

  // A batch that waited has gone: say so once, then count the next batch from zero.
  useEffect(() => {
    if (progress.remaining > 0 || progress.sent === 0) return;
    clearQueuedNotes();
    toast.success(intl.formatMessage({ id: 'offline.allSent' }, { count: progress.sent }));
    resetOutboxProgress();
  }, [intl, progress.remaining, progress.sent]);

  let summary: string | null = null;
  if (items.length > 0) {
    if (refused > 0) summary = intl.formatMessage({ id: 'offline.refused' }, { count: refused });
    else if (needsSignIn) summary = intl.formatMessage({ id: 'offline.needsSignIn' });
    else if (sending && total > 0) {
      summary = intl.formatMessage(
        { id: 'offline.sending' },
        { sent: Math.min(progress.sent + 1, total), total },
      );
    } else summary = intl.formatMessage({ id: 'offline.waiting' }, { count: items.length });
  }

  return (
    <div className={styles.root} data-testid="offline-status">
      <span className={styles.srOnly} role="status" aria-live="polite">
        {!online ? intl.formatMessage({ id: 'offline.indicatorLong' }) : ''}
      </span>
      {!online ? (
        <span
          className={styles.offline}
          data-testid="offline-indicator"
          title={intl.formatMessage({ id: 'offline.indicatorLong' })}
        >
          <CloudOffRegular aria-hidden />
          <span className={styles.offlineWord}>
            <FormattedMessage id="offline.indicator" />
          </span>
        </span>
      ) : null}
      {summary ? (
        <div className={styles.outbox}>
          <Button
            appearance={refused > 0 || needsSignIn ? 'outline' : 'subtle'}
            size="small"
            icon={refused > 0 || needsSignIn ? <WarningRegular /> : <ArrowSyncRegular />}
            aria-haspopup="dialog"
            aria-label={summary}
            title={summary}
            data-testid="outbox-button"
            data-count={items.length}
            ref={buttonRef}
            onClick={() => setOpen(true)}
          >
            <span className={styles.longText} aria-hidden>
              {summary}
            </span>
            <span className={styles.shortText} aria-hidden>
              {items.length}
            </span>
          </Button>
          {sending && total > 0 ? (
            <div
              className={styles.progress}
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={progress.sent}
              aria-label={summary}
              data-testid="outbox-progress"
            >
              <div
                className={styles.progressFill}
                style={{ width: `${(100 * progress.sent) / total}%` }}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <OutboxPanel items={items} online={online} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
