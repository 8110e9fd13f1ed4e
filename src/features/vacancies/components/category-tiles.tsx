// The categories as picture tiles, each with how many visible vacancies it holds and a link to
// the search filtered by it. Categories without vacancies are not offered (the server leaves
// them out), so no tile leads to an empty list. While the numbers load, empty tiles hold the
// place: without them what follows came up into view and was pushed down again (a layout shift
// of 0.39 on a phone, Lighthouse's heaviest).
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { Illustration } from '../../../components/illustration';
import { categoryIllustrationUrl } from '../../../lib/illustrations';
import { useStorefrontLook } from '../../../lib/theme/use-storefront-look';
import { useT } from '../../../lib/use-t';
import { useIntl } from 'react-intl';
import { useStorefront } from '../api/get-storefront';
import { StorefrontSection } from './storefront-section';

const MAX_TILES = 12;

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    // Ranges that do not overlap (Griffel orders media rules as it first meets them).
    '@media (min-width: 768px) and (max-width: 1023.98px)': {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
    '@media (min-width: 1024px) and (max-width: 1279.98px)': {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    },
    '@media (min-width: 1280px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
  tile: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':hover': { boxShadow: tokens.shadow8, ...shorthands.borderColor(tokens.colorBrandStroke1) },
    ':focus-within': {
      boxShadow: tokens.shadow8,
      ...shorthands.borderColor(tokens.colorBrandStroke1),
    },
  },
  picture: { aspectRatio: '16 / 10', backgroundColor: tokens.colorBrandBackground2 },
  text: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  link: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textDecorationLine: 'none',
    overflowWrap: 'anywhere',
    ':hover': { textDecorationLine: 'underline' },
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':focus-visible': { outlineStyle: 'none' },
    ':focus-visible::after': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-3px',
    },
  },
  count: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  waiting: {
    ':hover': { boxShadow: 'none', ...shorthands.borderColor(tokens.colorNeutralStroke2) },
  },
  waitingPicture: { backgroundColor: tokens.colorNeutralBackground3 },
});

export function CategoryTiles() {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const look = useStorefrontLook();
  const storefront = useStorefront();
  const categories = (storefront.data?.categories ?? []).slice(0, MAX_TILES);
  const more = { href: '/vacancies/search', label: t('home.categories.all') };
  // Offline on a first visit the query waits for the network: then nothing holds a place.
  if (storefront.isPending && storefront.fetchStatus === 'fetching') {
    return (
      <StorefrontSection id="home-categories" title={t('home.categories.title')} more={more}>
        <ul className={styles.grid} aria-hidden data-testid="category-tiles-waiting">
          {Array.from({ length: MAX_TILES }, (_, i) => (
            <li key={i}>
              <div
                className={mergeClasses(styles.tile, styles.waiting)}
                style={{ borderRadius: look.cardRadius }}
              >
                <div className={mergeClasses(styles.picture, styles.waitingPicture)} />
                <div className={styles.text}>
                  <span className={styles.link}>{'\u00a0'}</span>
                  <span className={styles.count}>{'\u00a0'}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </StorefrontSection>
    );
  }
  if (categories.length === 0) return null;
  return (
    <StorefrontSection
      id="home-categories"
      title={t('home.categories.title')}
      testId="category-tiles"
      more={more}
    >
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.id}>
            <div className={styles.tile} style={{ borderRadius: look.cardRadius }}>
              <Illustration
                src={categoryIllustrationUrl(category.illustration)}
                className={styles.picture}
              />
              <div className={styles.text}>
                <AppLink
                  href={`/vacancies/search?tags=${category.id}`}
                  className={styles.link}
                  data-testid="category-tile"
                  data-count={category.vacanciesCount}
                >
                  {pickLocalized(category.nameNl, category.nameEn, intl.locale)}
                </AppLink>
                <span className={styles.count}>
                  {t('home.categories.count', { count: category.vacanciesCount })}
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </StorefrontSection>
  );
}
