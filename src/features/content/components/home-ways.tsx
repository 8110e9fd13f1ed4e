// The other ways into the product that this tenant offers (calendar, one-to-one or neighbour
// help, the social map, the partners), as a row of small link tiles below the vacancies. A
// feature the tenant has switched off has no tile.
import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons/svg/arrow-right';
import { CalendarRegular } from '@fluentui/react-icons/svg/calendar';
import { HandshakeRegular } from '@fluentui/react-icons/svg/handshake';
import { MapRegular } from '@fluentui/react-icons/svg/map';
import { PeopleTeamRegular } from '@fluentui/react-icons/svg/people-team';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { useAppContext } from '../../../lib/app-context';
import { useStorefrontLook } from '../../../lib/theme/use-storefront-look';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: {
    margin: 0,
    fontFamily: 'var(--font-heading, inherit)',
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  tiles: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    listStyleType: 'none',
    padding: 0,
    margin: 0,
    // Ranges that do not overlap (Griffel orders media rules as it first meets them).
    '@media (min-width: 640px) and (max-width: 1023.98px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  tile: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    alignItems: 'start',
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':hover': { boxShadow: tokens.shadow8, ...shorthands.borderColor(tokens.colorBrandStroke1) },
    ':focus-within': {
      boxShadow: tokens.shadow8,
      ...shorthands.borderColor(tokens.colorBrandStroke1),
    },
  },
  icon: {
    gridRow: 'span 2',
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '22px',
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':focus-visible': { outlineStyle: 'none' },
    ':focus-visible::after': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-3px',
    },
  },
  text: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
});

interface Way {
  href: string;
  titleId: string;
  textId: string;
  icon: ReactNode;
}

export function HomeWays() {
  const styles = useStyles();
  const t = useT();
  const look = useStorefrontLook();
  const { features } = useAppContext().tenant.tenantConfig;
  const ways: Way[] = [];
  if (features.activities)
    ways.push({
      href: '/activiteitenkalender',
      titleId: 'home.tile.calendar.title',
      textId: 'home.tile.calendar.text',
      icon: <CalendarRegular aria-hidden />,
    });
  if (features.oneToOneHelp) {
    const neighbour = features.oneToOneHelpName === 'neighbour_help';
    ways.push({
      href: '/een-op-een-hulp',
      titleId: neighbour ? 'home.tile.neighbourHelp.title' : 'home.tile.oneToOneHelp.title',
      textId: 'home.tile.oneToOneHelp.text',
      icon: <HandshakeRegular aria-hidden />,
    });
  }
  ways.push({
    href: '/sociale-kaart',
    titleId: 'home.tile.socialMap.title',
    textId: 'home.tile.socialMap.text',
    icon: <MapRegular aria-hidden />,
  });
  ways.push({
    href: '/partners',
    titleId: 'home.tile.partners.title',
    textId: 'home.tile.partners.text',
    icon: <PeopleTeamRegular aria-hidden />,
  });

  return (
    <section className={styles.root} aria-labelledby="home-discover" data-testid="home-ways">
      <h2 id="home-discover" className={styles.heading}>
        {t('home.discover')}
      </h2>
      <ul className={styles.tiles}>
        {ways.map((way) => (
          <li key={way.href}>
            <div className={styles.tile} style={{ borderRadius: look.cardRadius }}>
              <span className={styles.icon}>{way.icon}</span>
              <AppLink href={way.href} className={styles.link} data-testid={`way-${way.href}`}>
                {t(way.titleId)}
                <ArrowRightRegular aria-hidden />
              </AppLink>
              <span className={styles.text}>{t(way.textId)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
