// The default layout: skip link, sticky header, the organization switcher's strip (it scrolls
// away; the header stays one row), the page on a white or tinted background, footer.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BREAKPOINTS } from '../../../common/constants';
import { useAuthState } from '../../lib/auth-store';
import { lazyPart } from '../../lib/lazy-part';
import { LazyFooter } from './lazy-footer';
import { SiteHeader } from './site-header';

// Signed-in only, like the account menu: a signed-out first visit never downloads it.
const OrganizationSwitcher = lazyPart(() =>
  import('../../lib/session/components/organization-switcher').then((m) => m.OrganizationSwitcher),
);

const useStyles = makeStyles({
  shell: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  skip: {
    position: 'absolute',
    left: '-10000px',
    ':focus': {
      left: tokens.spacingHorizontalM,
      top: tokens.spacingVerticalM,
      zIndex: 100,
      padding: tokens.spacingHorizontalM,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
  // At least a screen high: the footer starts below the fold, so a page that is still loading
  // does not show it mid-screen and then push it down (a layout shift).
  main: { flexGrow: 1, minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  white: { backgroundColor: tokens.colorNeutralBackground1 },
  inner: {
    maxWidth: `${BREAKPOINTS.xl}px`,
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
  },
});

export function DefaultLayout({ white, children }: { white: boolean; children: ReactNode }) {
  const styles = useStyles();
  const signedIn = useAuthState() === 'SIGNED_IN';
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <SiteHeader />
      {signedIn ? (
        <Suspense fallback={null}>
          <OrganizationSwitcher />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className={mergeClasses(styles.main, white && styles.white)}>
        <div className={styles.inner}>{children}</div>
      </main>
      <LazyFooter />
    </div>
  );
}
