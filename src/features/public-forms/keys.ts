// Query keys of the public forms, scoped by tenant (and the visitor's language: the server answers
// the form's texts in it).
import { QUERY_ROOTS } from '../../lib/query-keys';

export const publicFormKeys = {
  all: (tenant: string) => [QUERY_ROOTS.publicForms, tenant] as const,
  form: (tenant: string, token: string, locale: string) =>
    [QUERY_ROOTS.publicForms, tenant, token, locale] as const,
};
