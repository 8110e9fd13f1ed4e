// /users/:id/edit: a user's names, phone, language and status, for those who manage them.
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { UserUpdate } from '../../../../common/schemas/users';
import { SelectField, TextField } from '../../../lib/forms/fields';
import { validateWithSchema } from '../../../lib/forms/validation';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { SubmitRow } from '../../../components/form-parts';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { NoAccess } from '../components/no-access';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { ERROR_CODE } from '../../../../common/errors';
import { canManageUser } from '../grant-rules';
import { EDITABLE_USER_STATUSES, userUpdateSchema } from '../schemas';
import { getUserName } from '../types';
import { useGranter } from '../use-granter';
import { PageSpinner } from '../../../components/page-spinner';
import { ErrorSummary } from '../../../components/error-summary';

const validate = validateWithSchema<UserUpdate>(userUpdateSchema);

export default function UserEditPage({ params }: { params: { id?: string } }) {
  const intl = useIntl();
  const page = usePageStyles();
  const [, navigate] = useLocation();
  const id = params.id ?? '';
  const user = useUser(id);
  const update = useUpdateUser(id);
  const { granter, userId } = useGranter();
  const t = useT();
  const back = { href: `/users/${id}`, label: t('users.backToUser') };

  if (!user.data) {
    return (
      <PageFrame title={t('route.userEdit')} back={back}>
        <PageSpinner label={t('app.loading')} />
      </PageFrame>
    );
  }
  const u = user.data;
  if (granter && !canManageUser(granter, u) && userId !== u.id) {
    return (
      <PageFrame title={t('route.userEdit')} back={back}>
        <NoAccess />
      </PageFrame>
    );
  }
  // 'invited' is set by an invitation only: such a user keeps it until they accept.
  const statuses = u.status === 'invited' ? [] : EDITABLE_USER_STATUSES;

  return (
    <PageFrame title={t('users.edit.title', { name: getUserName(u) })} back={back}>
      <Form<UserUpdate>
        initialValues={{
          firstName: u.firstName ?? undefined,
          lastName: u.lastName ?? undefined,
          phone: u.phone ?? undefined,
          locale: u.locale,
          status: u.status === 'invited' ? undefined : (u.status as UserUpdate['status']),
        }}
        validate={validate}
        validateOnBlur
        onSubmit={async (values) => {
          try {
            await update.mutateAsync({ ...values, phone: values.phone ?? null });
            toast.success(t('users.saved', { name: getUserName({ ...u, ...values }) }));
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
            <TextField name="firstName" label={t('users.field.firstName')} autoComplete="off" />
            <TextField name="lastName" label={t('users.field.lastName')} autoComplete="off" />
            <TextField name="phone" type="tel" label={t('users.field.phone')} autoComplete="off" />
            <SelectField
              name="locale"
              label={t('users.field.locale')}
              options={[
                { value: 'nl', label: t('users.locale.nl') },
                { value: 'en', label: t('users.locale.en') },
              ]}
            />
            {statuses.length > 0 && userId !== u.id ? (
              <SelectField
                name="status"
                label={t('users.field.status')}
                hint={t('users.edit.statusHint')}
                options={statuses.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
              />
            ) : null}
            <SubmitRow
              needsNetwork
              label={t('admin.save')}
              submitting={submitting}
              cancelHref={`/users/${id}`}
            />
          </form>
        )}
      />
    </PageFrame>
  );
}
