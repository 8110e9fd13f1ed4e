// One vacancy in a list, drawn around its picture (cover image, else its category's
// illustration): the organization with its logo, the title (in the reader's language) as the
// link, then where, when, how many hours and what kind of commitment, its tags, the distance
// when a place was given and, for recommendations, why it suits the reader. The whole card is
// clickable through the title link. The tenant's look decides whether the picture sits on top
// or beside the text, and how round the corners are.
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { ClockRegular } from '@fluentui/react-icons/svg/clock';
import { HomeRegular } from '@fluentui/react-icons/svg/home';
import { LocationRegular } from '@fluentui/react-icons/svg/location';
import { StarFilled } from '@fluentui/react-icons/svg/star';
import { ArrowRepeatAllRegular } from '@fluentui/react-icons/svg/arrow-repeat-all';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useStorefrontLook } from '../../../lib/theme/use-storefront-look';
import { formatMatchReasons } from '../../../lib/match-reasons';
import type { Vacancy } from '../types';
import { VacancyImage } from './vacancy-image';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    overflow: 'hidden',
    height: '100%',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: tokens.durationFast,
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke1), boxShadow: tokens.shadow8 },
    ':focus-within': {
      ...shorthands.borderColor(tokens.colorBrandStroke1),
      boxShadow: tokens.shadow8,
    },
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
  },
  // Beside: a thumbnail column on a phone, a third of the card from md up.
  side: {
    gridTemplateRows: 'auto',
    '@media (max-width: 767.98px)': { gridTemplateColumns: '112px minmax(0, 1fr)' },
    '@media (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  },
  media: {
    position: 'relative',
    aspectRatio: '3 / 2',
    backgroundColor: tokens.colorBrandBackground2,
    overflow: 'hidden',
    '& img, & svg': {
      display: 'block',
      width: '100%',
      height: '100%',
      objectFit: 'cover',
    },
  },
  mediaSide: { aspectRatio: 'auto', minHeight: '100%' },
  featured: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalS,
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: tokens.shadow4,
  },
  star: { color: tokens.colorPaletteMarigoldForeground1 },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
  },
  bodySide: {
    padding: tokens.spacingHorizontalM,
    '@media (min-width: 768px)': { padding: tokens.spacingHorizontalL },
  },
  organization: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    minWidth: 0,
  },
  organizationName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  logo: {
    flexShrink: 0,
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
  },
  title: {
    margin: 0,
    fontFamily: 'var(--font-heading, inherit)',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  link: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLink },
    // The link covers the card, so a tap anywhere on it opens the vacancy.
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    ':focus-visible': { outlineStyle: 'none' },
    ':focus-visible::after': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-3px',
    },
  },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  factIcon: { flexShrink: 0, color: tokens.colorBrandForeground1 },
  tags: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  // Drawn like Fluent's Badge (tint, brand, rounded) without its component: a search page shows
  // up to 120 of them, and each Badge cost a phone's main thread more than the rest of its card.
  tag: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '20px',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase200,
  },
  reasons: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    color: tokens.colorPaletteGreenForeground1,
    fontSize: tokens.fontSizeBase300,
  },
});

/** How wide the card's picture is drawn: a column of the card grids (1, 2, 3 or 4 across). */
const TOP_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw';
const SIDE_SIZES = '(min-width: 768px) 240px, 112px';

export function VacancyCard({
  vacancy,
  headingLevel = 3,
  showReasons = false,
}: {
  vacancy: Vacancy;
  headingLevel?: 2 | 3;
  showReasons?: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const look = useStorefrontLook();
  const side = look.cardStyle === 'image-side';
  const locale = intl.locale;
  const title =
    pickLocalized(vacancy.titleNl, vacancy.titleEn, locale) ||
    intl.formatMessage({ id: 'vacancies.untitled' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const distance = vacancy.meta?.distanceKm;
  const reasons = showReasons ? formatMatchReasons(intl, vacancy.meta?.match?.reasons) : [];
  const tags = vacancy.tags ?? [];
  const organization = vacancy.organization?.name ? vacancy.organization : null;

  return (
    <article
      className={mergeClasses(styles.card, side && styles.side)}
      style={{ borderRadius: look.cardRadius }}
      data-testid="vacancy-card"
      data-card-style={look.cardStyle}
    >
      <div className={mergeClasses(styles.media, side && styles.mediaSide)}>
        <VacancyImage vacancy={vacancy} sizes={side ? SIDE_SIZES : TOP_SIZES} />
        {vacancy.featured && !side ? (
          <span className={styles.featured}>
            <StarFilled aria-hidden className={styles.star} />
            {intl.formatMessage({ id: 'vacancies.featured' })}
          </span>
        ) : null}
      </div>
      <div className={mergeClasses(styles.body, side && styles.bodySide)}>
        {organization ? (
          <div className={styles.organization}>
            {organization.logo ? (
              <span className={styles.logo}>
                <ResponsiveImage image={organization.logo} sizes="28px" alt="" fill />
              </span>
            ) : null}
            <span className={styles.organizationName}>{organization.name}</span>
          </div>
        ) : null}
        <Heading className={styles.title}>
          <AppLink href={`/vacancies/${vacancy.id}`} className={styles.link}>
            {title}
          </AppLink>
        </Heading>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            {vacancy.remote && !vacancy.city ? (
              <HomeRegular aria-hidden className={styles.factIcon} />
            ) : (
              <LocationRegular aria-hidden className={styles.factIcon} />
            )}
            {vacancy.city
              ? vacancy.remote
                ? intl.formatMessage({ id: 'vacancies.cityOrRemote' }, { city: vacancy.city })
                : vacancy.city
              : intl.formatMessage({
                  id: vacancy.remote ? 'vacancies.remote' : 'vacancies.noPlace',
                })}
            {typeof distance === 'number'
              ? ` · ${intl.formatMessage(
                  { id: 'vacancies.distance' },
                  { km: intl.formatNumber(distance, { maximumFractionDigits: 1 }) },
                )}`
              : null}
          </li>
          {vacancy.hoursPerWeek !== null && vacancy.hoursPerWeek !== undefined ? (
            <li className={styles.fact}>
              <ClockRegular aria-hidden className={styles.factIcon} />
              {intl.formatMessage(
                { id: 'vacancies.hoursPerWeek' },
                { hours: vacancy.hoursPerWeek },
              )}
            </li>
          ) : null}
          <li className={styles.fact}>
            <ArrowRepeatAllRegular aria-hidden className={styles.factIcon} />
            {intl.formatMessage({ id: `vacancies.commitment.${vacancy.commitment}` })}
          </li>
        </ul>
        {tags.length > 0 && !side ? (
          <ul className={styles.tags} aria-label={intl.formatMessage({ id: 'vacancies.tags' })}>
            {tags.slice(0, 4).map((tag) => (
              <li key={tag.id} className={styles.tag}>
                {pickLocalized(tag.nameNl, tag.nameEn, locale)}
              </li>
            ))}
          </ul>
        ) : null}
        {reasons.length > 0 ? (
          <ul
            className={styles.reasons}
            aria-label={intl.formatMessage({ id: 'vacancies.reasons' })}
            data-testid="match-reasons"
          >
            {reasons.map((r) => (
              <li key={r.code} className={styles.fact}>
                <CheckmarkCircleRegular aria-hidden />
                {r.text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
