// The frame every /instellingen page shares: its title and intro, the way back to the overview,
// and the two states before the form (no access for other roles, the profile still loading).
// The server refuses other roles too; this only spares them a form they cannot save.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useCurrentCenter, type CenterProfile } from '../../../lib/center';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useT } from '../../../lib/use-t';

export function useMaySetUpCenter(): boolean {
  const { roles } = useCurrentUser();
  return roles.some((r) => r.name === 'admin' || r.name === 'center_admin');
}

export function SettingsFrame({
  title,
  intro,
  overview = false,
  children,
}: {
  title: string;
  intro: string;
  /** The overview itself has no way back. */
  overview?: boolean;
  children: (profile: CenterProfile | null, centerName: string) => ReactNode;
}) {
  const t = useT();
  const center = useCurrentCenter();
  const allowed = useMaySetUpCenter();
  const back = overview ? undefined : { href: '/instellingen', label: t('settings.back') };
  let body: ReactNode;
  if (!allowed) {
    body = (
      <MessageBar intent="warning">
        <MessageBarBody>{t('settings.noAccess')}</MessageBarBody>
      </MessageBar>
    );
  } else if (!center.data) {
    body = <PageSpinner label={t('app.loading')} />;
  } else {
    body = children(center.data.profile, center.data.profile?.name ?? center.data.name);
  }
  return (
    <PageFrame title={title} intro={intro} back={back}>
      {body}
    </PageFrame>
  );
}
