// /uitloggen: signs out (the tokens go even when the server cannot be reached) and ends on the
// home page. The guards send a 401 on loading the current user (or on a queued write) here too:
// such a sign-out keeps the changes still waiting on this device for the next sign-in. A
// sign-out the user chose while changes wait asks first: signing out discards them.
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { countQueuedWrites } from '../../../lib/offline/outbox-status';
import { signOut, type SignOutOptions } from '../../../lib/session/actions';
import { sessionStore } from '../../../lib/session/session';
import { toast } from '../../../lib/toasts/toast';
import { AuthFrame, useAuthFormStyles } from '../components/auth-frame';

// One sign-out at a time, however often React mounts the page.
let running: Promise<void> | null = null;

function signOutOnce(api: ApiClient, options: SignOutOptions, done: () => void): void {
  running ??= signOut(api, options)
    .then(done, done)
    .finally(() => {
      running = null;
    });
}

export default function SignOutPage() {
  const intl = useIntl();
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const formStyles = useAuthFormStyles();
  const [expired] = useState(() => sessionStore.getState().userFailedStatus === 401);
  const [waiting] = useState(() => countQueuedWrites(queryClient));
  const [confirmed, setConfirmed] = useState(expired || waiting === 0);

  useEffect(() => {
    if (!confirmed) return;
    // The guards take the visitor home as soon as the tokens are gone.
    signOutOnce(api, { keepQueuedWrites: expired }, () =>
      toast.success(
        intl.formatMessage(
          expired && waiting > 0 ? { id: 'auth.signOut.expiredKept' } : { id: 'auth.signOut.done' },
          { count: waiting },
        ),
      ),
    );
  }, [api, confirmed, expired, intl, waiting]);

  if (!confirmed) {
    return (
      <AuthFrame title={<FormattedMessage id="auth.signOut.title" />}>
        <MessageBar intent="warning" data-testid="sign-out-waiting">
          <MessageBarBody>
            <FormattedMessage id="auth.signOut.waitingWarning" values={{ count: waiting }} />
          </MessageBarBody>
        </MessageBar>
        <div className={formStyles.actions}>
          <Button
            appearance="primary"
            onClick={() => (window.history.length > 1 ? window.history.back() : navigate('/'))}
          >
            <FormattedMessage id="auth.signOut.keepWaiting" />
          </Button>
          <Button onClick={() => setConfirmed(true)}>
            <FormattedMessage id="auth.signOut.discardAndSignOut" />
          </Button>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={<FormattedMessage id="auth.signOut.title" />}>
      <Spinner size="large" label={intl.formatMessage({ id: 'auth.signOut.busy' })} />
    </AuthFrame>
  );
}
