// Query keys of a form's submissions (the builder's own keys live beside, in keys.ts), scoped by
// tenant so caches never mix partners.
import { QUERY_ROOTS } from '../../lib/query-keys';

export const submissionKeys = {
  all: (tenant: string) => [QUERY_ROOTS.formSubmissions, tenant] as const,
  list: (tenant: string, formId: string, params: object) =>
    [QUERY_ROOTS.formSubmissions, tenant, 'list', formId, params] as const,
  one: (tenant: string, id: string) => [QUERY_ROOTS.formSubmissions, tenant, 'one', id] as const,
  versions: (tenant: string, formId: string) =>
    [QUERY_ROOTS.formSubmissions, tenant, 'versions', formId] as const,
};
