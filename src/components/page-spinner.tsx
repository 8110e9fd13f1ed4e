// The spinner shown while a page's chunk or the session loads. It looks like Fluent's large
// Spinner but is a ring of CSS: it is on every first visit, and Fluent's Spinner styles cost
// about 3 KB gzip of initial JS.
import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { useId } from 'react';

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
  label: {
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
});

export function PageSpinner({ label }: { label: string }) {
  const styles = useStyles();
  const labelId = useId();
  return (
    <div className={styles.root} role="progressbar" aria-labelledby={labelId}>
      <span className={styles.ring} aria-hidden="true" />
      <span id={labelId} className={styles.label}>
        {label}
      </span>
    </div>
  );
}
