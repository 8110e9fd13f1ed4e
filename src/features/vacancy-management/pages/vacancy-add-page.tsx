// /vacancies/add: a new vacancy for an organization, saved as a draft or published at once. The
// id is made here, once: a second submit of the same form is the same create (409 duplicate_id).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ERROR_CODE } from '../../../../common/errors';
import { PageFrame } from '../../../components/page-frame';
import { isApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { newClientId } from '../../../lib/offline/ids';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useOrganizations } from '../../../lib/session/use-organizations';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { createVacancy } from '../api/create-vacancy';
import { NotAManager } from '../components/not-a-manager';
import { VacancyForm } from '../components/vacancy-form';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { emptyVacancyValues, nestSubmitErrors, toVacancyAttributes } from '../form-values';
import { vacancyKeys } from '../keys';
import { canChooseOrganization, isVacancyManager } from '../permissions';

export default function VacancyAddPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { api, tenant } = useAppContext();
  const queryClient = useQueryClient();
  const { roles } = useCurrentUser();
  const { organizations, selected } = useOrganizations();
  const [id] = useState(newClientId);
  const t = useT();
  const back = { href: '/vacancies', label: t('vacancyManage.backToList') };
  const chooser = canChooseOrganization(roles);
  const [initialValues] = useState(() =>
    emptyVacancyValues(selected?.id ?? (chooser ? '' : (organizations[0]?.id ?? ''))),
  );

  if (!isVacancyManager(roles)) {
    return (
      <PageFrame title={t('route.vacancyAdd')} back={back}>
        <NotAManager />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('route.vacancyAdd')} back={back} intro={t('vacancyManage.add.intro')}>
      <VacancyForm
        create
        initialValues={initialValues}
        canChooseOrganization={chooser}
        submitLabel={t('vacancyManage.add.submit')}
        cancelHref="/vacancies"
        onSubmit={async (values) => {
          const attributes = toVacancyAttributes(values, {
            create: true,
            centerSharing: tenant.tenantConfig.features.centerSharing,
          });
          try {
            await createVacancy(api, id, attributes);
          } catch (error) {
            // The same id again: the first submit went through.
            if (!(isApiError(error) && error.code === ERROR_CODE.duplicateId)) {
              return toSubmitErrors(intl, error, {
                shape: nestSubmitErrors,
                formMessageId: 'vacancyManage.error.checkFields',
              });
            }
          }
          await queryClient.invalidateQueries({ queryKey: vacancyKeys.all(tenant.tenant) });
          const title = values.titleNl || values.titleEn;
          toast.success(
            t(
              values.status === 'published'
                ? 'vacancyManage.add.published'
                : 'vacancyManage.add.saved',
              {
                title,
              },
            ),
          );
          navigate(`/vacancies/${id}`);
          return undefined;
        }}
      />
    </PageFrame>
  );
}
