// Vacancy cards in a grid that fills the width: one column on a phone, then two, three and four
// (cards with the picture beside the text need more room: at most two). Used by the home page's
// shelves, 'For you' and an organization's page.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useStorefrontLook } from '../../../lib/theme/use-storefront-look';
import type { Vacancy } from '../types';
import { VacancyCard } from './vacancy-card';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  // Ranges that do not overlap: Griffel inserts media rules in the order it first meets them
  // in the whole app, so of two overlapping min-width rules the smaller one may win.
  top: {
    '@media (min-width: 640px) and (max-width: 1023.98px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    '@media (min-width: 1024px) and (max-width: 1279.98px)': {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
    '@media (min-width: 1280px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  topThree: {
    '@media (min-width: 640px) and (max-width: 1023.98px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  side: {
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  // On a phone the first few: a shelf is a taste, the search has the rest.
  phoneFew: {
    '@media (max-width: 639px)': { '& > li:nth-child(n+5)': { display: 'none' } },
  },
});

export function VacancyGrid({
  vacancies,
  columns = 4,
  phoneFew = false,
  showReasons = false,
  id,
  testId,
}: {
  vacancies: Vacancy[];
  /** At most this many across (three in a narrower column, such as an organization's page). */
  columns?: 3 | 4;
  /** Show only the first four on a phone. */
  phoneFew?: boolean;
  showReasons?: boolean;
  id?: string;
  testId?: string;
}) {
  const styles = useStyles();
  const { cardStyle } = useStorefrontLook();
  const layout =
    cardStyle === 'image-side' ? styles.side : columns === 3 ? styles.topThree : styles.top;
  return (
    <ul
      className={mergeClasses(styles.grid, layout, phoneFew && styles.phoneFew)}
      id={id}
      data-testid={testId}
    >
      {vacancies.map((v) => (
        <li key={v.id}>
          <VacancyCard vacancy={v} showReasons={showReasons} />
        </li>
      ))}
    </ul>
  );
}
