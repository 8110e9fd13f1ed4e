// What a volunteer who opens an analytics page reads: figures are for staff, and where their own
// activity is.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { PageFrame } from '../../../components/page-frame';
import { AppLink } from '../../../components/app-link';
import { useT } from '../../../lib/use-t';

export function NotStaffNotice() {
  const t = useT();
  return (
    <PageFrame title={t('route.analytics')}>
      <MessageBar intent="info">
        <MessageBarBody>
          {t('analytics.notStaff')} <AppLink href="/dashboard">{t('route.dashboard')}</AppLink>
        </MessageBarBody>
      </MessageBar>
    </PageFrame>
  );
}
