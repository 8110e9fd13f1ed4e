// /organizations/:id/edit: the organization's logo (saved at once), details, address and contact,
// for its admins, its center's admins and platform admins.
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { validateWithSchema } from '../../../lib/forms/validation';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useOrganization } from '../api/get-organization';
import { useUpdateOrganization } from '../api/update-organization';
import { useOrganizationLogo } from '../api/organization-logo';
import { ImageUploadField } from '../../../components/image-upload-field';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import type { OrganizationValues } from '../organization-attributes';
import { SubmitRow } from '../../../components/form-parts';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { NoAccess } from '../components/no-access';
import { OrganizationFields } from '../components/organization-fields';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { ERROR_CODE } from '../../../../common/errors';
import { canEdit } from '../permissions';
import { organizationUpdateSchema } from '../schemas';
import { useActor } from '../use-actor';
import { PageSpinner } from '../../../components/page-spinner';
import { ErrorSummary } from '../../../components/error-summary';

const validate = validateWithSchema<OrganizationValues>(organizationUpdateSchema);

export default function OrganizationEditPage({ params }: { params: { id?: string } }) {
  const intl = useIntl();
  const page = usePageStyles();
  const [, navigate] = useLocation();
  const id = params.id ?? '';
  const organization = useOrganization(id);
  const update = useUpdateOrganization(id);
  const logo = useOrganizationLogo(id);
  const logoGate = useNetworkGate();
  const actor = useActor();
  const t = useT();
  const back = { href: `/organizations/${id}`, label: t('organizations.backToOrganization') };

  if (!organization.data) {
    return (
      <PageFrame title={t('route.organizationEdit')} back={back}>
        <PageSpinner label={t('app.loading')} />
      </PageFrame>
    );
  }
  const o = organization.data;
  if (actor && !canEdit(actor, o)) {
    return (
      <PageFrame title={t('route.organizationEdit')} back={back}>
        <NoAccess />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('organizations.edit.title', { name: o.name })} back={back}>
      <section className={page.card}>
        {logoGate.hint}
        <ImageUploadField
          label={t('organizations.logo.label')}
          hint={t('organizations.logo.hint')}
          image={o.logo ?? null}
          shape="logo"
          onUpload={logo.upload}
          onRemove={logo.remove}
          disabled={logoGate.offline}
          describedBy={logoGate.describedBy}
        />
      </section>
      <Form<OrganizationValues>
        initialValues={{
          organizationType: o.organizationType,
          name: o.name,
          description: o.description ?? undefined,
          email: o.email ?? undefined,
          phone: o.phone ?? undefined,
          website: o.website ?? undefined,
          street: o.address?.street ?? undefined,
          number: o.address?.number ?? undefined,
          postcode: o.address?.postcode ?? undefined,
          city: o.address?.city ?? undefined,
        }}
        validate={validate}
        validateOnBlur
        onSubmit={async (values) => {
          try {
            await update.mutateAsync(values);
            toast.success(t('organizations.saved', { name: values.name ?? o.name }));
            navigate(`/organizations/${id}`);
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
              label={t('admin.save')}
              submitting={submitting}
              cancelHref={`/organizations/${id}`}
            />
          </form>
        )}
      />
    </PageFrame>
  );
}
