// The home page's two shelves of vacancies: the featured ones (marked by a coordinator) and the
// newest others, each as a grid of cards with a link to the search. A shelf with nothing on it
// does not show.
import { StarRegular } from '@fluentui/react-icons/svg/star';
import { useT } from '../../../lib/use-t';
import { useVacancySearch } from '../api/get-vacancies';
import { useStorefront } from '../api/get-storefront';
import { StorefrontSection } from './storefront-section';
import { VacancyGrid } from './vacancy-grid';

const FEATURED_QUERY = {
  'filter[featured]': 'true',
  sort: '-published_at',
  'page[size]': 4,
  include: 'organization,tags',
};
// The featured ones already have their shelf: the newest leaves them out, so no card shows twice.
const NEWEST_QUERY = {
  'filter[featured]': 'false',
  sort: '-published_at',
  'page[size]': 8,
  include: 'organization,tags',
};

export function FeaturedVacancies() {
  const t = useT();
  const featured = useVacancySearch(FEATURED_QUERY);
  const vacancies = featured.data?.vacancies ?? [];
  if (vacancies.length === 0) return null;
  return (
    <StorefrontSection
      id="home-featured"
      title={t('home.featured.title')}
      icon={<StarRegular aria-hidden />}
      testId="featured-vacancies"
    >
      <VacancyGrid vacancies={vacancies} />
    </StorefrontSection>
  );
}

export function NewestVacancies() {
  const t = useT();
  const newest = useVacancySearch(NEWEST_QUERY);
  const storefront = useStorefront();
  const vacancies = newest.data?.vacancies ?? [];
  if (vacancies.length === 0) return null;
  const total = storefront.data?.vacanciesCount;
  return (
    <StorefrontSection
      id="home-newest"
      title={t('home.newest.title')}
      testId="newest-vacancies"
      more={{
        href: '/vacancies/search',
        label: total ? t('home.newest.all', { count: total }) : t('home.categories.all'),
      }}
    >
      <VacancyGrid vacancies={vacancies} phoneFew />
    </StorefrontSection>
  );
}
