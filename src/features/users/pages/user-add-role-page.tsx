// /users/:id/add_role: give a user a role the signed-in user may grant (DESIGN.md section 6),
// with the organization or center it applies to.
import { Body1 } from '@fluentui/react-components';
import { useEffect } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { RoleInput } from '../../../../common/schemas/users';
import { SelectField } from '../../../lib/forms/fields';
import { validateWithSchema } from '../../../lib/forms/validation';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useAddRole } from '../api/add-role';
import { useCenters } from '../api/get-centers';
import { useOrganizationOptions } from '../api/get-organization-options';
import { useUser } from '../api/get-user';
import { SubmitRow } from '../../../components/form-parts';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { ERROR_CODE } from '../../../../common/errors';
import { getGrantableRoles, type GrantOption } from '../grant-rules';
import { addRoleFormSchema } from '../schemas';
import { getUserName, type User } from '../types';
import { useGranter } from '../use-granter';
import { PageSpinner } from '../../../components/page-spinner';
import { ErrorSummary } from '../../../components/error-summary';

const validate = validateWithSchema<RoleInput>(addRoleFormSchema);

function ScopeField({
  options,
  organizations,
  centers,
}: {
  options: GrantOption[];
  organizations: { id: string; name: string }[];
  centers: { id: string; name: string }[];
}) {
  const t = useT();
  const form = useForm();
  const name = useField<string | undefined>('name', { subscription: { value: true } }).input.value;
  const option = options.find((o) => o.name === name);
  const scopeField = option?.scope === 'organization' ? 'organizationId' : 'centerId';
  const allowedIds =
    option?.scope === 'organization'
      ? (option.organizationIds ?? organizations.map((o) => o.id))
      : option?.scope === 'center'
        ? (option.centerIds ?? centers.map((c) => c.id))
        : [];
  const only = allowedIds.length === 1 ? allowedIds[0] : undefined;
  // A single possible scope is chosen already (a center admin's own center).
  useEffect(() => {
    if (only && !form.getFieldState(scopeField)?.value) form.change(scopeField, only);
  }, [form, only, scopeField]);
  if (!option || option.scope === 'none') return null;
  if (option.scope === 'organization') {
    const allowed = option.organizationIds
      ? organizations.filter((o) => option.organizationIds!.includes(o.id))
      : organizations;
    return (
      <SelectField
        name="organizationId"
        label={t('users.field.organization')}
        hint={t('users.addRole.organizationHint')}
        required
        options={[
          { value: '', label: t('users.addRole.choose') },
          ...allowed.map((o) => ({ value: o.id, label: o.name })),
        ]}
      />
    );
  }
  const allowed = option.centerIds
    ? centers.filter((c) => option.centerIds!.includes(c.id))
    : centers;
  return (
    <SelectField
      name="centerId"
      label={t('users.field.center')}
      hint={t('users.addRole.centerHint')}
      required
      options={[
        { value: '', label: t('users.addRole.choose') },
        ...allowed.map((c) => ({ value: c.id, label: c.name })),
      ]}
    />
  );
}

/**
 * Organizations to choose from: the user's own first, then the rest the granter can see; only
 * approved ones (a pending, denied or archived organization takes no new administrators, and
 * the server refuses them too).
 */
function mergeOrganizations(user: User, listed: { id: string; name: string; status?: string }[]) {
  const out = new Map<string, { id: string; name: string }>();
  for (const o of [...(user.organizations ?? []), ...listed]) {
    if (o.status === 'approved' && !out.has(o.id))
      out.set(o.id, { id: o.id, name: o.name ?? o.id });
  }
  return [...out.values()];
}

export default function UserAddRolePage({ params }: { params: { id?: string } }) {
  const intl = useIntl();
  const page = usePageStyles();
  const [, navigate] = useLocation();
  const id = params.id ?? '';
  const user = useUser(id);
  const addRole = useAddRole(id);
  const { granter } = useGranter();
  const organizations = useOrganizationOptions();
  const centers = useCenters();
  const t = useT();
  const back = { href: `/users/${id}`, label: t('users.backToUser') };

  if (!user.data) {
    return (
      <PageFrame title={t('route.userAddRole')} back={back}>
        <PageSpinner label={t('app.loading')} />
      </PageFrame>
    );
  }
  const u = user.data;
  const orgChoices = mergeOrganizations(u, organizations.data ?? []);
  const centerChoices = (centers.data ?? []).map((c) => ({ id: c.id, name: c.name }));
  const options = getGrantableRoles(granter, u, {
    organizationIds: orgChoices.map((o) => o.id),
    centerIds: centerChoices.map((c) => c.id),
  });

  return (
    <PageFrame
      title={t('route.userAddRole')}
      intro={t('users.addRole.intro', { name: getUserName(u) })}
      back={back}
    >
      {options.length === 0 ? (
        <Body1>{t('users.addRole.nothing')}</Body1>
      ) : (
        <Form<RoleInput>
          validate={validate}
          validateOnBlur
          onSubmit={async (values) => {
            try {
              await addRole.mutateAsync(values);
              toast.success(
                t('users.roleAdded', {
                  role: t(`users.role.${values.name}`),
                  name: getUserName(u),
                }),
              );
              navigate(`/users/${id}`);
              return undefined;
            } catch (error) {
              return toSubmitErrors(intl, error, {
                byCode: { [ERROR_CODE.alreadyExists]: 'users.error.emailTaken' },
              });
            }
          }}
          render={({ form, submitting }) => (
            <form
              className={`${page.card} ${page.form}`}
              onSubmit={(event) => void submitWithFreshErrors(form, event)}
              noValidate
            >
              <ErrorSummary />
              <SelectField
                name="name"
                label={t('users.field.role')}
                required
                options={[
                  // Nothing chosen until the granter picks: no role is handed out by default.
                  { value: '', label: t('users.addRole.choose') },
                  ...options.map((o) => ({ value: o.name, label: t(`users.role.${o.name}`) })),
                ]}
              />
              <ScopeField options={options} organizations={orgChoices} centers={centerChoices} />
              <SubmitRow
                needsNetwork
                label={t('users.addRole.submit')}
                submitting={submitting}
                cancelHref={`/users/${id}`}
              />
            </form>
          )}
        />
      )}
    </PageFrame>
  );
}
