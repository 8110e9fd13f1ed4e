// The home page below its first screen: the featured and the newest vacancies as cards, the
// invitation to organizations and the other ways in. A chunk of its own that loads when the
// visitor scrolls near it, so the first screen (hero, numbers, categories) needs less script.
import { HomeWays } from '../../features/content/components/home-ways';
import { OrganizationsInvite } from '../../features/content/components/organizations-invite';
import {
  FeaturedVacancies,
  NewestVacancies,
} from '../../features/vacancies/components/vacancy-shelves';

export default function HomeBelowFold() {
  return (
    <>
      <FeaturedVacancies />
      <NewestVacancies />
      <OrganizationsInvite />
      <HomeWays />
    </>
  );
}
