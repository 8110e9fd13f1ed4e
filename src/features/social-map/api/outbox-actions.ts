// An organization's services written through the offline queue (DESIGN.md section 8): added,
// changed or deleted at once when the network allows, else kept on the device and sent later
// exactly once (a new service's id is made on the device; a repeat is a 409 duplicate_id, which
// the outbox counts as done). The page shows the change at once.
import type { QueryClient } from '@tanstack/react-query';
import type { OpeningPeriod } from '../../../../common/schemas/social-map';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { defineOutboxAction } from '../../../lib/offline/outbox-registry';
import type { OrganizationService } from '../types';

export const SERVICE_SAVE = 'organization_service.save';
export const SERVICE_DELETE = 'organization_service.delete';

export interface ServiceFields {
  nameNl: string | null;
  nameEn: string | null;
  descriptionNl: string | null;
  descriptionEn: string | null;
  categoryId: string | null;
  targetGroupIds: string[];
  openingHours: OpeningPeriod[];
  openingNoteNl: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  website: string | null;
}

export interface ServiceWrite {
  id: string;
  organizationId: string;
  /** POST for a new service, PATCH for one that exists. */
  create: boolean;
  fields: ServiceFields;
}

/** The organization's services in the cache (for any reader key), changed by `change`. */
function changeCached(
  queryClient: QueryClient,
  tenant: string,
  organizationId: string,
  change: (list: OrganizationService[]) => OrganizationService[],
) {
  queryClient.setQueriesData<OrganizationService[]>(
    { queryKey: [QUERY_ROOTS.socialMap, tenant, 'services', organizationId] },
    (list) => (list ? change(list) : list),
  );
}

async function refresh(queryClient: QueryClient, tenant: string) {
  await queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.socialMap, tenant] });
}

defineOutboxAction<ServiceWrite, OrganizationService>({
  kind: SERVICE_SAVE,
  label: () => ({ id: 'offline.item.service' }),
  fixHref: ({ organizationId }) => `/sociale-kaart/${organizationId}`,
  target: ({ id }) => `organization_service:${id}`,
  async send({ api, requestOptions }, { id, create, organizationId, fields }) {
    const attributes = create ? { organizationId, ...fields } : fields;
    const document = { data: { type: 'organization_services', id, attributes } };
    const result = create
      ? await api.post<OrganizationService>('/organization_services', document, requestOptions)
      : await api.patch<OrganizationService>(
          `/organization_services/${encodeURIComponent(id)}`,
          document,
          requestOptions,
        );
    return result.data;
  },
  apply(queryClient, { context, payload }) {
    changeCached(queryClient, context.tenant, payload.organizationId, (list) => {
      const existing = list.find((s) => s.id === payload.id);
      const now = new Date().toISOString();
      const next: OrganizationService = {
        ...(existing ?? {
          id: payload.id,
          type: 'organization_services',
          organizationId: payload.organizationId,
          centerId: '',
          openingNoteEn: null,
          street: null,
          number: null,
          postcode: null,
          city: null,
          lat: null,
          lng: null,
          canManage: true,
          createdAt: now,
        }),
        ...payload.fields,
        updatedAt: now,
      };
      return existing ? list.map((s) => (s.id === payload.id ? next : s)) : [...list, next];
    });
  },
  settle: (queryClient, _result, { context }) => refresh(queryClient, context.tenant),
  revert: (queryClient, { context }) => refresh(queryClient, context.tenant),
});

export interface ServiceDelete {
  id: string;
  organizationId: string;
}

defineOutboxAction<ServiceDelete, null>({
  kind: SERVICE_DELETE,
  label: () => ({ id: 'offline.item.serviceDelete' }),
  fixHref: ({ organizationId }) => `/sociale-kaart/${organizationId}`,
  target: ({ id }) => `organization_service:${id}`,
  async send({ api, requestOptions }, { id }) {
    await api.delete(`/organization_services/${encodeURIComponent(id)}`, requestOptions);
    return null;
  },
  apply(queryClient, { context, payload }) {
    changeCached(queryClient, context.tenant, payload.organizationId, (list) =>
      list.filter((s) => s.id !== payload.id),
    );
  },
  settle: (queryClient, _result, { context }) => refresh(queryClient, context.tenant),
  revert: (queryClient, { context }) => refresh(queryClient, context.tenant),
});
