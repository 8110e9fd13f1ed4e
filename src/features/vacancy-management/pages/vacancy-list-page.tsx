// /vacancies: the vacancies an organization, center or admin manages, with their status and
// applications. Volunteers are pointed to the vacancy search instead.
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { PageFrame } from '../../../components/page-frame';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';
import { NotAManager } from '../components/not-a-manager';
import { VacanciesTable } from '../components/vacancies-table';
import { isVacancyManager } from '../permissions';

export default function VacancyListPage() {
  const [, navigate] = useLocation();
  const { roles } = useCurrentUser();
  const gate = useNetworkGate();
  const t = useT();
  if (!isVacancyManager(roles)) {
    return (
      <PageFrame title={t('route.vacancies')}>
        <NotAManager />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={t('route.vacancies')}
      intro={t('vacancyManage.intro')}
      actions={
        <Button
          appearance="primary"
          size={BUTTON_SIZE}
          icon={<AddRegular />}
          disabledFocusable={gate.offline}
          aria-describedby={gate.describedBy}
          onClick={() => navigate('/vacancies/add')}
        >
          {t('vacancyManage.add.button')}
        </Button>
      }
    >
      {gate.hint}
      <VacanciesTable gate={gate} />
    </PageFrame>
  );
}
