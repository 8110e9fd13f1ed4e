// Stand-in until this page is built (issue 5, matching): says so on screen.
import PlaceholderPage from '../../../components/placeholder-page';

export default function VacancyListPage({ route }: { route: { titleId?: string } }) {
  return <PlaceholderPage route={{ ...route, planned: 'matching' }} />;
}
