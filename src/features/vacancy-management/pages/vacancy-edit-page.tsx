// /vacancies/:id/edit: the managers of a vacancy change its cover photo (saved at once), texts,
// tags, time, place and questions (its status changes on the list, along VACANCY_TRANSITIONS).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { pickLocalized } from '../../../../common/matching';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useAppContext } from '../../../lib/app-context';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useVacancy } from '../api/get-vacancy';
import { updateVacancy } from '../api/update-vacancy';
import { useVacancyCover } from '../api/vacancy-cover';
import { ImageUploadField } from '../../../components/image-upload-field';
import { usePageStyles } from '../../../components/page-frame';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { NotAManager } from '../components/not-a-manager';
import { VacancyForm } from '../components/vacancy-form';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { nestSubmitErrors, toFormValues, toVacancyAttributes } from '../form-values';
import { vacancyKeys } from '../keys';
import { canChooseOrganization, isVacancyManager } from '../permissions';

export default function VacancyEditPage({ params }: { params: { id?: string } }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { api, tenant } = useAppContext();
  const queryClient = useQueryClient();
  const { roles } = useCurrentUser();
  const id = params.id ?? '';
  const vacancy = useVacancy(id);
  const cover = useVacancyCover(id);
  const coverGate = useNetworkGate();
  const page = usePageStyles();
  const initialValues = useMemo(
    () => (vacancy.data ? toFormValues(vacancy.data) : undefined),
    // Only the first load: a refetch must not reset what the user is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [vacancy.data?.id],
  );
  const t = useT();
  const back = { href: '/vacancies', label: t('vacancyManage.backToList') };

  if (!isVacancyManager(roles)) {
    return (
      <PageFrame title={t('route.vacancyEdit')} back={back}>
        <NotAManager />
      </PageFrame>
    );
  }
  if (vacancy.isError) {
    return (
      <PageFrame title={t('route.vacancyEdit')} back={back}>
        <ErrorMessage error={vacancy.error} />
      </PageFrame>
    );
  }
  if (!vacancy.data || !initialValues) {
    return (
      <PageFrame title={t('route.vacancyEdit')} back={back}>
        <PageSpinner label={t('app.loading')} />
      </PageFrame>
    );
  }
  const v = vacancy.data;
  const title = pickLocalized(v.titleNl, v.titleEn, intl.locale);
  return (
    <PageFrame title={t('vacancyManage.edit.title', { title })} back={back}>
      <section className={page.card}>
        {coverGate.hint}
        <ImageUploadField
          label={t('vacancyManage.cover.label')}
          hint={t('vacancyManage.cover.hint')}
          image={v.coverImage ?? null}
          shape="cover"
          onUpload={cover.upload}
          onRemove={cover.remove}
          disabled={coverGate.offline}
          describedBy={coverGate.describedBy}
        />
      </section>
      <VacancyForm
        create={false}
        initialValues={initialValues}
        canChooseOrganization={canChooseOrganization(roles)}
        submitLabel={t('admin.save')}
        cancelHref="/vacancies"
        organizationName={v.organization?.name}
        onSubmit={async (values) => {
          try {
            await updateVacancy(
              api,
              id,
              toVacancyAttributes(values, {
                create: false,
                centerSharing: tenant.tenantConfig.features.centerSharing,
                hadForm: Boolean(v.formId),
              }),
            );
          } catch (error) {
            return toSubmitErrors(intl, error, {
              shape: nestSubmitErrors,
              formMessageId: 'vacancyManage.error.checkFields',
            });
          }
          await queryClient.invalidateQueries({ queryKey: vacancyKeys.all(tenant.tenant) });
          toast.success(t('vacancyManage.edit.saved', { title: values.titleNl || values.titleEn }));
          navigate('/vacancies');
          return undefined;
        }}
      />
    </PageFrame>
  );
}
