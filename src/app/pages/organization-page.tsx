// /organizations/:id: the organizations feature's page with its vacancies drawn as the vacancies
// feature's cards (composed here, as a page that shows two features is).
import OrganizationPage from '../../features/organizations/pages/organization-page';
import { VacancyGrid } from '../../features/vacancies/components/vacancy-grid';
import type { Vacancy } from '../../features/vacancies/types';
import type { RoutePageProps } from '../route-table';

export default function OrganizationWithVacanciesPage({ params }: RoutePageProps) {
  return (
    <OrganizationPage
      params={params}
      renderVacancies={(vacancies) => (
        // The same wire resources as a search's, without their organization (this page is it).
        <VacancyGrid vacancies={vacancies as Vacancy[]} columns={3} />
      )}
    />
  );
}
