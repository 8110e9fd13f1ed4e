// /uitloggen: signs out (the tokens go even when the server cannot be reached) and ends on the
// home page. The guards send a 401 on loading the current user here too.
import { Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { signOut } from '../../../lib/session/actions';
import { toast } from '../../../lib/toasts/toast';
import { AuthFrame } from '../components/auth-frame';

// One sign-out at a time, however often React mounts the page.
let running: Promise<void> | null = null;

function signOutOnce(api: ApiClient, done: () => void): void {
  running ??= signOut(api)
    .then(done, done)
    .finally(() => {
      running = null;
    });
}

export default function SignOutPage() {
  const intl = useIntl();
  const { api } = useAppContext();

  useEffect(() => {
    // The guards take the visitor home as soon as the tokens are gone.
    signOutOnce(api, () => toast.success(intl.formatMessage({ id: 'auth.signOut.done' })));
  }, [api, intl]);

  return (
    <AuthFrame title={<FormattedMessage id="auth.signOut.title" />}>
      <Spinner size="large" label={intl.formatMessage({ id: 'auth.signOut.busy' })} />
    </AuthFrame>
  );
}
