// The home page's latest news: the three newest published items of the center as cards, in the
// storefront's section frame (two features, so it is composed here); hidden without news.
import { makeStyles, tokens } from '@fluentui/react-components';
import { NewsRegular } from '@fluentui/react-icons';
import { useNewsItems } from '../../features/news/api/news';
import { NewsCard } from '../../features/news/components/news-card';
import { StorefrontSection } from '../../features/vacancies/components/storefront-section';
import { useT } from '../../lib/use-t';

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  },
});

export function HomeLatestNews() {
  const t = useT();
  const styles = useStyles();
  const news = useNewsItems({ size: 3 });
  const items = news.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <StorefrontSection
      id="home-news"
      title={t('home.news.title')}
      icon={<NewsRegular aria-hidden />}
      testId="latest-news"
      more={{ href: '/nieuws', label: t('home.news.all') }}
    >
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </StorefrontSection>
  );
}
