// /organizations/add: a center admin or admin adds an organization (it starts approved or
// pending as the server decides).
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { validateWithSchema } from '../../../lib/forms/validation';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useCreateOrganization } from '../api/create-organization';
import type { OrganizationValues } from '../organization-attributes';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { ERROR_CODE } from '../../../../common/errors';
import { SubmitRow } from '../../../components/form-parts';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { NoAccess } from '../components/no-access';
import { OrganizationFields } from '../components/organization-fields';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { canModerate } from '../permissions';
import { organizationSchema } from '../schemas';
import { useActor } from '../use-actor';
import { ErrorSummary } from '../../../components/error-summary';

const validate = validateWithSchema<OrganizationValues>(organizationSchema);

export default function OrganizationAddPage() {
  const intl = useIntl();
  const page = usePageStyles();
  const [, navigate] = useLocation();
  const actor = useActor();
  const create = useCreateOrganization();
  const t = useT();
  const back = { href: '/organizations', label: t('organizations.backToList') };

  if (actor && !canModerate(actor)) {
    return (
      <PageFrame title={t('route.organizationAdd')} back={back}>
        <NoAccess />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('route.organizationAdd')} intro={t('organizations.add.intro')} back={back}>
      <Form<OrganizationValues>
        validate={validate}
        validateOnBlur
        onSubmit={async (values) => {
          try {
            const created = await create.mutateAsync(values);
            toast.success(
              intl.formatMessage({ id: 'organizations.added' }, { name: created.name }),
            );
            navigate(`/organizations/${created.id}`);
            return undefined;
          } catch (error) {
            return toSubmitErrors(intl, error, {
              byCode: { [ERROR_CODE.alreadyExists]: 'organizations.error.taken' },
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
            <OrganizationFields />
            <SubmitRow
              needsNetwork
              label={t('organizations.add.submit')}
              submitting={submitting}
              cancelHref="/organizations"
            />
          </form>
        )}
      />
    </PageFrame>
  );
}
