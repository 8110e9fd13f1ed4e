// /users/add ('Gebruiker toevoegen'): invite someone by e-mail, optionally into an organization
// with a role the signed-in user may grant; the invitee chooses a password through the mail.
import { Form, useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { UserInvite } from '../../../../common/schemas/users';
import { SelectField, TextField } from '../../../lib/forms/fields';
import { validateWithSchema } from '../../../lib/forms/validation';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useInviteUser } from '../api/invite-user';
import { useOrganizationOptions } from '../api/get-organization-options';
import { SubmitRow } from '../../../components/form-parts';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { NoAccess } from '../components/no-access';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { ERROR_CODE } from '../../../../common/errors';
import {
  canManageUsers,
  getAdministeredOrganizationIds,
  getInvitableRoles,
  isAdmin,
  isCenterAdmin,
  type Granter,
} from '../grant-rules';
import { inviteFormSchema } from '../schemas';
import { useGranter } from '../use-granter';
import { PageSpinner } from '../../../components/page-spinner';
import { ErrorSummary } from '../../../components/error-summary';

const validate = validateWithSchema<UserInvite>(inviteFormSchema);

function RoleChoice({ granter }: { granter: Granter | null }) {
  const intl = useIntl();
  const organizationId = useField<string | undefined>('organizationId', {
    subscription: { value: true },
  }).input.value;
  const roles = getInvitableRoles(granter, organizationId || null);
  return (
    <SelectField
      name="role"
      label={intl.formatMessage({ id: 'users.field.role' })}
      hint={intl.formatMessage({ id: 'users.invite.roleHint' })}
      options={[
        { value: '', label: intl.formatMessage({ id: 'users.invite.noRole' }) },
        ...roles.map((r) => ({ value: r, label: intl.formatMessage({ id: `users.role.${r}` }) })),
      ]}
    />
  );
}

export default function UserAddPage() {
  const intl = useIntl();
  const page = usePageStyles();
  const [, navigate] = useLocation();
  const { granter } = useGranter();
  const { user } = useCurrentUser();
  const invite = useInviteUser();
  const wide = isAdmin(granter) || isCenterAdmin(granter);
  const organizations = useOrganizationOptions(wide);
  const t = useT();
  const back = { href: '/users', label: t('users.backToList') };

  if (granter && !canManageUsers(granter)) {
    return (
      <PageFrame title={t('route.userAdd')} back={back}>
        <NoAccess />
      </PageFrame>
    );
  }

  // Organization admins invite into their own organizations; wider roles into any they see.
  const own = getAdministeredOrganizationIds(granter ?? { roles: [] });
  const organizationOptions = wide
    ? (organizations.data ?? []).map((o) => ({ value: o.id, label: o.name }))
    : (user?.organizations ?? [])
        .filter((o) => own.includes(o.id))
        .map((o) => ({ value: o.id, label: o.name }));

  return (
    <PageFrame title={t('route.userAdd')} intro={t('users.invite.intro')} back={back}>
      {wide && organizations.isPending ? <PageSpinner label={t('app.loading')} /> : null}
      <Form<UserInvite>
        initialValues={{
          locale: intl.locale === 'en' ? 'en' : 'nl',
          organizationId: wide ? undefined : organizationOptions[0]?.value,
        }}
        validate={validate}
        validateOnBlur
        onSubmit={async (values) => {
          try {
            const created = await invite.mutateAsync(values);
            toast.success(intl.formatMessage({ id: 'users.invite.sent' }, { email: values.email }));
            navigate(`/users/${created.id}`);
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
            <TextField
              name="email"
              type="email"
              label={t('users.field.email')}
              required
              autoComplete="off"
            />
            <TextField
              name="firstName"
              label={t('users.field.firstName')}
              required
              autoComplete="off"
            />
            <TextField
              name="lastName"
              label={t('users.field.lastName')}
              required
              autoComplete="off"
            />
            <SelectField
              name="locale"
              label={t('users.field.locale')}
              hint={t('users.invite.localeHint')}
              options={[
                { value: 'nl', label: t('users.locale.nl') },
                { value: 'en', label: t('users.locale.en') },
              ]}
            />
            <SelectField
              name="organizationId"
              label={t('users.field.organization')}
              required={!wide}
              options={[
                ...(wide ? [{ value: '', label: t('users.invite.noOrganization') }] : []),
                ...organizationOptions,
              ]}
            />
            <RoleChoice granter={granter} />
            <SubmitRow
              needsNetwork
              label={t('users.invite.submit')}
              submitting={submitting}
              cancelHref="/users"
            />
          </form>
        )}
      />
    </PageFrame>
  );
}
