// The spinner shown while a page's chunk or the session loads. It looks like Fluent's large
// Spinner but is a ring of CSS: it is on every first visit, and Fluent's Spinner styles cost
// about 3 KB gzip of initial JS.
import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { useOnline } from '../lib/offline/network';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
  },
  ring: {
    boxSizing: 'border-box',
    width: '36px',
    height: '36px',
    borderRadius: '50%',
    ...shorthands.border('3px', 'solid', tokens.colorBrandStroke2),
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '1s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
    '@media (forced-colors: active)': { borderTopColor: 'Highlight' },
  },
  wrap: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
  },
  offline: {
    maxWidth: '32rem',
    margin: 0,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
  label: {
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
});

// How many spinners show: while a page is still loading it is short, and what waits for the
// visitor to scroll near it (when-near.tsx) would take that for being near and load at once.
let shown = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));

/** True while a page (or its data) is loading behind a spinner. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, () => shown > 0);
}

export function PageSpinner({ label }: { label: string }) {
  const styles = useStyles();
  useEffect(() => {
    shown += 1;
    notify();
    return () => {
      shown -= 1;
      notify();
    };
  }, []);
  const labelId = useId();
  const online = useOnline();
  const spinner = (
    <div className={styles.root} role="progressbar" aria-labelledby={labelId}>
      <span className={styles.ring} aria-hidden="true" />
      <span id={labelId} className={styles.label}>
        {label}
      </span>
    </div>
  );
  if (online) return spinner;
  // Offline, what was never opened on this device cannot load: say so instead of spinning.
  return (
    <div className={styles.wrap}>
      {spinner}
      <p className={styles.offline} role="status" data-testid="not-kept-offline">
        <FormattedMessage id="offline.notKept" />
      </p>
    </div>
  );
}
