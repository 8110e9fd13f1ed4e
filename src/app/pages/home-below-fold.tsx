// The home page below its first screen: the featured and the newest vacancies as cards, the
// latest news, the invitation to organizations and the other ways in. A chunk of its own that
// loads when the visitor scrolls near it, so the first screen (hero, numbers, categories) needs
// less script.
import { lazy, Suspense } from 'react';
import { HomeWays } from '../../features/content/components/home-ways';
import { OrganizationsInvite } from '../../features/content/components/organizations-invite';
import {
  FeaturedVacancies,
  NewestVacancies,
} from '../../features/vacancies/components/vacancy-shelves';
import { WhenNear } from '../../components/when-near';
import { useCurrentCenter } from '../../lib/center';

// Only for a center that chose a content page for its home page (its profile names it): the
// others load neither the page nor the code that shows stored rich text.
const HomeContentSection = lazy(() =>
  import('../../features/content/components/home-content-section').then((m) => ({
    default: m.HomeContentSection,
  })),
);

// The latest news sits low on the page: its code and its request wait until it is in view.
const HomeLatestNews = lazy(() =>
  import('./home-latest-news').then((m) => ({ default: m.HomeLatestNews })),
);

export default function HomeBelowFold() {
  const center = useCurrentCenter();
  return (
    <>
      {center.data?.profile?.homePageId ? (
        <Suspense fallback={null}>
          <HomeContentSection />
        </Suspense>
      ) : null}
      <FeaturedVacancies />
      <NewestVacancies />
      <WhenNear margin="0px">
        <Suspense fallback={null}>
          <HomeLatestNews />
        </Suspense>
      </WhenNear>
      <OrganizationsInvite />
      <HomeWays />
    </>
  );
}
