// The frame every developer page shares: one h1, a short intro and a way back to /dev.
import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../../components/app-link';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalL,
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export const useDevStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  /** A horizontal radio group that wraps on a phone instead of widening the page. */
  wrap: { flexWrap: 'wrap' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  pre: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    overflowX: 'auto',
    maxHeight: '28rem',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  },
});

export function DevPage({
  titleId,
  introId,
  showBackLink = true,
  children,
}: {
  titleId: string;
  introId?: string;
  showBackLink?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <header className={styles.header}>
        <Title1 as="h1">
          <FormattedMessage id={titleId} />
        </Title1>
        {introId && (
          <Body1>
            <FormattedMessage id={introId} />
          </Body1>
        )}
        {showBackLink && (
          <Body1>
            <AppLink href="/dev">
              <FormattedMessage id="dev.backToIndex" />
            </AppLink>
          </Body1>
        )}
      </header>
      {children}
    </section>
  );
}
