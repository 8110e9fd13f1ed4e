// One vacancy in a list: its title (in the reader's language) is the link; organization, place
// or 'remote', hours, commitment, tags, the distance when a place was given and, for
// recommendations, why it suits the reader. The whole card is clickable through the title link.
import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import {
  BuildingRegular,
  CheckmarkCircleRegular,
  ClockRegular,
  HomeRegular,
  LocationRegular,
} from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { usePageStyles } from '../../../components/page-frame';
import { formatMatchReasons } from '../match-reasons';
import type { Vacancy } from '../types';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke1), boxShadow: tokens.shadow4 },
    ':focus-within': {
      ...shorthands.borderColor(tokens.colorBrandStroke1),
      boxShadow: tokens.shadow4,
    },
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
    // The link covers the card, so a tap anywhere on it opens the vacancy.
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    ':focus-visible': { outlineStyle: 'none' },
    ':focus-visible::after': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
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
  const page = usePageStyles();
  const locale = intl.locale;
  const title =
    pickLocalized(vacancy.titleNl, vacancy.titleEn, locale) ||
    intl.formatMessage({ id: 'vacancies.untitled' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const distance = vacancy.meta?.distanceKm;
  const reasons = showReasons ? formatMatchReasons(intl, vacancy.meta?.match?.reasons) : [];
  const tags = vacancy.tags ?? [];

  return (
    <article className={styles.card} data-testid="vacancy-card">
      <Heading className={styles.title}>
        <AppLink href={`/vacancies/${vacancy.id}`} className={styles.link}>
          {title}
        </AppLink>
      </Heading>
      <ul className={styles.facts}>
        {vacancy.organization?.name ? (
          <li className={styles.fact}>
            <BuildingRegular aria-hidden />
            {vacancy.organization.name}
          </li>
        ) : null}
        <li className={styles.fact}>
          {vacancy.remote && !vacancy.city ? (
            <HomeRegular aria-hidden />
          ) : (
            <LocationRegular aria-hidden />
          )}
          {vacancy.city
            ? vacancy.remote
              ? intl.formatMessage({ id: 'vacancies.cityOrRemote' }, { city: vacancy.city })
              : vacancy.city
            : intl.formatMessage({ id: vacancy.remote ? 'vacancies.remote' : 'vacancies.noPlace' })}
          {typeof distance === 'number'
            ? ` · ${intl.formatMessage(
                { id: 'vacancies.distance' },
                { km: intl.formatNumber(distance, { maximumFractionDigits: 1 }) },
              )}`
            : null}
        </li>
        {vacancy.hoursPerWeek !== null && vacancy.hoursPerWeek !== undefined ? (
          <li className={styles.fact}>
            <ClockRegular aria-hidden />
            {intl.formatMessage({ id: 'vacancies.hoursPerWeek' }, { hours: vacancy.hoursPerWeek })}
          </li>
        ) : null}
        <li className={styles.fact}>
          {intl.formatMessage({ id: `vacancies.commitment.${vacancy.commitment}` })}
        </li>
      </ul>
      {tags.length > 0 ? (
        <ul className={page.chipList} aria-label={intl.formatMessage({ id: 'vacancies.tags' })}>
          {tags.slice(0, 6).map((tag) => (
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
    </article>
  );
}
