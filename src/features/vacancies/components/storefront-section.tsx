// The frame of a home page section: a heading, an optional link to see more beside it, and the
// content. The sections share it so the page reads as one.
import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons/svg/arrow-right';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';

export const useSectionStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
  },
  heading: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    fontFamily: 'var(--font-heading, inherit)',
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  more: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export function StorefrontSection({
  id,
  title,
  icon,
  more,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  icon?: ReactNode;
  more?: { href: string; label: string };
  testId?: string;
  children: ReactNode;
}) {
  const styles = useSectionStyles();
  return (
    <section className={styles.root} aria-labelledby={id} data-testid={testId}>
      <div className={styles.head}>
        <h2 id={id} className={styles.heading}>
          {icon}
          {title}
        </h2>
        {more ? (
          <AppLink href={more.href} className={styles.more}>
            {more.label}
            <ArrowRightRegular aria-hidden />
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
