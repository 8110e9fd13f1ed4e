// The frame of every sign-in page: one h1, a short lead and a card with the form, narrow on a
// desktop and edge to edge on a phone.
import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BREAKPOINTS } from '../../../../common/constants';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '30rem',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalL,
  },
  heading: { margin: 0, fontFamily: 'var(--font-heading, inherit)' },
  lead: { margin: 0, color: tokens.colorNeutralForeground2 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    [`@media (max-width: ${BREAKPOINTS.sm - 1}px)`]: { padding: tokens.spacingHorizontalL },
  },
  footer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export function AuthFrame({
  title,
  lead,
  children,
  footer,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <Title1 as="h1" className={styles.heading}>
        {title}
      </Title1>
      {lead ? (
        <Body1 as="p" className={styles.lead}>
          {lead}
        </Body1>
      ) : null}
      <div className={styles.card}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}

export const useAuthFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalS,
  },
  submit: { [`@media (max-width: ${BREAKPOINTS.sm - 1}px)`]: { width: '100%' } },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
});
