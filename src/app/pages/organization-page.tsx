// /organizations/:id and /sociale-kaart/:id: the organizations feature's page with its vacancies
// drawn as the vacancies feature's cards and its services, opening hours and location from the
// social map (composed here, as a page that shows several features is).
import OrganizationPage from '../../features/organizations/pages/organization-page';
import { OrganizationActivities } from '../../features/social-map/components/organization-activities';
import { OrganizationLocation } from '../../features/social-map/components/organization-location';
import { ManagedOrganizationServices } from '../../features/social-map/components/service-manager';
import { VacancyGrid } from '../../features/vacancies/components/vacancy-grid';
import type { Vacancy } from '../../features/vacancies/types';
import { useT } from '../../lib/use-t';
import type { RoutePageProps } from '../route-table';

export default function OrganizationWithVacanciesPage({ params, route }: RoutePageProps) {
  const t = useT();
  const fromMap = route.path.startsWith('/sociale-kaart');
  return (
    <OrganizationPage
      params={params}
      back={fromMap ? { href: '/sociale-kaart', label: t('socialMap.backToMap') } : undefined}
      renderVacancies={(vacancies) => (
        // The same wire resources as a search's, without their organization (this page is it).
        <VacancyGrid vacancies={vacancies as Vacancy[]} columns={3} />
      )}
      renderServices={(organization, canEdit) => (
        <ManagedOrganizationServices organizationId={organization.id} canManage={canEdit} />
      )}
      renderActivities={(o) => <OrganizationActivities organizationId={o.id} />}
      renderLocation={(o) =>
        o.address && o.address.lat !== null && o.address.lng !== null ? (
          <OrganizationLocation
            id={o.id}
            name={o.name}
            lat={o.address.lat}
            lng={o.address.lng}
            address={[o.address.street, o.address.number, o.address.city].filter(Boolean).join(' ')}
          />
        ) : null
      }
    />
  );
}
