// '/': the center's home page as a storefront. The hero (picture, name, one sentence, the
// search and the true numbers), 'For you' for a signed-in volunteer, the categories as picture
// tiles, then (./home-below-fold.tsx, loaded when the visitor scrolls near it) the featured and
// the newest vacancies, the invitation to organizations and the other ways in. Composed here
// because it shows two features (content and vacancies).
import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { WhenNear } from '../../components/when-near';
import { HomeHero } from '../../features/content/components/home-hero';
import { CategoryTiles } from '../../features/vacancies/components/category-tiles';
import { StorefrontCounts } from '../../features/vacancies/components/storefront-counts';
import { useAppContext } from '../../lib/app-context';
import { useCurrentCenter } from '../../lib/center';
import { hasRole } from '../../lib/session/organizations';
import { useCurrentUser } from '../../lib/session/use-current-user';

const HomeBelowFold = lazy(() => import('./home-below-fold'));
const RecommendedSection = lazy(() =>
  import('../../features/vacancies/components/recommended-section').then((m) => ({
    default: m.RecommendedSection,
  })),
);

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXXL,
    minWidth: 0,
  },
  // Holds the place of what loads below, so the footer does not jump up and back.
  pending: { minHeight: '100vh' },
});
const PENDING = { minHeight: '100vh' };

/** 'For you' is for signed-in volunteers where the tenant has volunteer profiles. */
function useShowsForYou(): boolean {
  const { tenant } = useAppContext();
  const { user, roles } = useCurrentUser();
  if (!user || !tenant.tenantConfig.features.volunteerProfiles) return false;
  // Like the profile pages: a user with no role yet is treated as a volunteer.
  return hasRole(roles, 'volunteer') || roles.length === 0;
}

export function HomePage() {
  const styles = useStyles();
  const { tenant } = useAppContext();
  const center = useCurrentCenter();
  const profile = center.data?.profile;
  const name = profile?.name ?? center.data?.name ?? tenant.tenantConfig.appName;
  const forYou = useShowsForYou();
  const placeholder = <div className={styles.pending} />;
  return (
    <div className={styles.root}>
      <HomeHero name={name} image={profile?.heroImage ?? null}>
        <StorefrontCounts />
      </HomeHero>
      {forYou ? (
        <Suspense fallback={null}>
          <RecommendedSection />
        </Suspense>
      ) : null}
      <CategoryTiles />
      <div className={styles.root}>
        <WhenNear margin="200px" style={PENDING}>
          <Suspense fallback={placeholder}>
            <HomeBelowFold />
          </Suspense>
        </WhenNear>
      </div>
    </div>
  );
}
