// The empty layout (SPEC section 2): no header or footer, for /switch, forms and landing pages.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  main: {
    minHeight: '100vh',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

export function EmptyLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <main id="main" className={styles.main}>
      {children}
    </main>
  );
}
