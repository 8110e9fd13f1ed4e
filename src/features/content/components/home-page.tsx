// The center's home page: a welcome with a vacancy search box and sections that grow as
// features land (today: the ways into the product that this tenant offers).
import {
  Body1,
  Button,
  Field,
  Input,
  Subtitle1,
  Text,
  Title1,
  Title2,
  makeStyles,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons/svg/arrow-right';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { BREAKPOINTS } from '../../../../common/constants';
import { AppLink } from '../../../components/app-link';
import { useAppContext } from '../../../lib/app-context';
import { useCurrentCenter } from '../../../lib/center';

const useStyles = makeStyles({
  hero: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    marginBottom: tokens.spacingVerticalXXL,
  },
  heading: {
    fontFamily: 'var(--font-heading, inherit)',
    color: tokens.colorNeutralForeground1,
    margin: 0,
    // 'Vrijwilligerscentrale' is one long word: on a small phone it must break, not overflow.
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    [`@media (max-width: ${BREAKPOINTS.sm - 1}px)`]: {
      fontSize: tokens.fontSizeHero700,
      lineHeight: tokens.lineHeightHero700,
    },
  },
  lead: { margin: 0 },
  tileTitle: { margin: 0, fontFamily: 'var(--font-heading, inherit)' },
  search: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    maxWidth: '40rem',
  },
  field: { flexGrow: 1, minWidth: '14rem' },
  tiles: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: '1fr',
    listStyleType: 'none',
    padding: 0,
    margin: `${tokens.spacingVerticalL} 0 0`,
    [`@media (min-width: ${BREAKPOINTS.sm}px)`]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [`@media (min-width: ${BREAKPOINTS.lg}px)`]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
  // Drawn like Fluent's filled Card; the tiles are not interactive, so they skip Card's code
  // (and its focus-group machinery) on the page every first visit lands on.
  card: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '12px',
    height: '100%',
    overflow: 'hidden',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorTransparentStroke),
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  tileLink: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    display: 'inline-flex',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'center',
  },
});

interface Tile {
  href: string;
  titleId: string;
  textId: string;
}

export function HomePage() {
  const styles = useStyles();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { tenant } = useAppContext();
  const { features } = tenant.tenantConfig;
  const center = useCurrentCenter();
  const [query, setQuery] = useState('');
  const centerName = center.data?.profile?.name ?? center.data?.name ?? tenant.tenantConfig.appName;

  const tiles: Tile[] = [
    {
      href: '/vacancies/search',
      titleId: 'home.tile.vacancies.title',
      textId: 'home.tile.vacancies.text',
    },
    {
      href: '/sociale-kaart',
      titleId: 'home.tile.socialMap.title',
      textId: 'home.tile.socialMap.text',
    },
  ];
  if (features.activities)
    tiles.push({
      href: '/activiteitenkalender',
      titleId: 'home.tile.calendar.title',
      textId: 'home.tile.calendar.text',
    });
  if (features.oneToOneHelp) {
    const neighbour = features.oneToOneHelpName === 'neighbour_help';
    tiles.push({
      href: '/een-op-een-hulp',
      titleId: neighbour ? 'home.tile.neighbourHelp.title' : 'home.tile.oneToOneHelp.title',
      textId: 'home.tile.oneToOneHelp.text',
    });
  }
  tiles.push({
    href: '/organizations/signup',
    titleId: 'home.tile.organizations.title',
    textId: 'home.tile.organizations.text',
  });
  tiles.push({
    href: '/partners',
    titleId: 'home.tile.partners.title',
    textId: 'home.tile.partners.text',
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/vacancies/search?q=${encodeURIComponent(q)}` : '/vacancies/search');
  };

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <Title1 as="h1" id="home-title" className={styles.heading}>
          {centerName}
        </Title1>
        <Subtitle1 as="p" className={styles.lead}>
          <FormattedMessage id="home.lead" />
        </Subtitle1>
        <form role="search" className={styles.search} onSubmit={onSearch}>
          <Field label={intl.formatMessage({ id: 'home.search.label' })} className={styles.field}>
            <Input
              type="search"
              size="large"
              value={query}
              onChange={(_, data) => setQuery(data.value)}
              placeholder={intl.formatMessage({ id: 'home.search.placeholder' })}
              contentBefore={<SearchRegular aria-hidden />}
            />
          </Field>
          <Button type="submit" appearance="primary" size="large" shape="circular">
            <FormattedMessage id="home.search.submit" />
          </Button>
        </form>
      </section>
      <section aria-labelledby="home-discover">
        <Title2 as="h2" id="home-discover" className={styles.heading}>
          <FormattedMessage id="home.discover" />
        </Title2>
        <ul className={styles.tiles}>
          {tiles.map((tile) => (
            <li key={tile.href}>
              <div className={styles.card}>
                <Text as="h3" weight="semibold" size={500} className={styles.tileTitle}>
                  <FormattedMessage id={tile.titleId} />
                </Text>
                <Body1>
                  <FormattedMessage id={tile.textId} />
                </Body1>
                <AppLink href={tile.href} className={styles.tileLink}>
                  <FormattedMessage
                    id="home.tile.open"
                    values={{ title: intl.formatMessage({ id: tile.titleId }) }}
                  />
                  <ArrowRightRegular aria-hidden />
                </AppLink>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
