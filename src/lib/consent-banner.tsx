// The cookie bar, shown only when the center tracks (has a gtag id) and the visitor has not chosen;
// fixed to the bottom (no layout shift) with a spacer so it never hides the end of a page.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCurrentCenter } from './center';
import { useConsent } from './consent';
import { BUTTON_SIZE } from './theme/button-styles';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: 900,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke1}`,
    boxShadow: tokens.shadow28,
  },
  inner: {
    maxWidth: '1280px',
    marginInline: 'auto',
    padding: '12px 16px',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '12px 24px',
  },
  copy: { flex: '1 1 28rem', display: 'flex', flexDirection: 'column', gap: '2px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
});

function useHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHeight(element.offsetHeight);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}

function Banner({ onChoose }: { onChoose: (choice: 'analytics' | 'necessary') => void }) {
  const styles = useStyles();
  const ref = useRef<HTMLElement>(null);
  const height = useHeight(ref);
  return (
    <>
      <div style={{ height }} aria-hidden="true" />
      <section
        ref={ref}
        className={styles.bar}
        aria-labelledby="consent-banner-title"
        data-testid="consent-banner"
      >
        <div className={styles.inner}>
          <div className={styles.copy}>
            <h2 id="consent-banner-title" className={styles.heading}>
              <FormattedMessage id="consent.title" />
            </h2>
            <Text>
              <FormattedMessage id="consent.text" />
            </Text>
          </div>
          <div className={styles.actions}>
            <Button appearance="primary" size={BUTTON_SIZE} onClick={() => onChoose('analytics')}>
              <FormattedMessage id="consent.accept" />
            </Button>
            <Button size={BUTTON_SIZE} onClick={() => onChoose('necessary')}>
              <FormattedMessage id="consent.necessaryOnly" />
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

export function ConsentBanner() {
  const { data: center } = useCurrentCenter();
  const { consent, setConsent } = useConsent();
  if (!center?.profile?.gtagId || consent !== null) return null;
  return <Banner onChoose={setConsent} />;
}
