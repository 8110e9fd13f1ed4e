// The banner while an admin is signed in as another user (DESIGN.md section 6): who they are
// signed in as, when that ends, and the way back. When the 30 minutes are over, the admin is
// taken back to their own account by themselves.
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { getTokens, useAuthState } from '../../auth-store';
import { toast } from '../../toasts/toast';
import { readImpersonation } from '../impersonation-stash';
import { returnToOwnAccount } from '../impersonation';
import { useSession } from '../session';
import { getDisplayName } from '../types';

const useStyles = makeStyles({
  bar: { borderRadius: 0, paddingInline: tokens.spacingHorizontalL },
});

// setTimeout holds at most ~24.8 days; a sign in as user lasts 30 minutes.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function ImpersonationBanner() {
  const styles = useStyles();
  const intl = useIntl();
  const signedIn = useAuthState() === 'SIGNED_IN';
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const kept = signedIn ? readImpersonation() : null;
  const active = signedIn && (session.impersonator !== null || kept !== null);
  const tokenExpiry = getTokens()?.expiry;
  const endsAt = session.sessionExpiresAt ?? (kept && tokenExpiry ? tokenExpiry * 1000 : null);
  const name = session.user ? getDisplayName(session.user) : null;

  useEffect(() => {
    if (!active || endsAt === null) return;
    const timer = setTimeout(
      () => {
        toast.info(intl.formatMessage({ id: 'session.impersonation.ended' }, { name: name ?? '' }));
        void returnToOwnAccount();
      },
      Math.min(Math.max(endsAt - Date.now(), 0), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [active, endsAt, intl, name]);

  if (!active || !name) return null;
  return (
    <MessageBar
      intent="warning"
      layout="multiline"
      className={styles.bar}
      data-testid="impersonation-banner"
    >
      <MessageBarBody>
        <FormattedMessage id="session.impersonation.text" values={{ name }} />{' '}
        {endsAt ? (
          <FormattedMessage
            id="session.impersonation.endsAt"
            values={{ time: <FormattedTime value={endsAt} timeStyle="short" /> }}
          />
        ) : null}
      </MessageBarBody>
      <MessageBarActions>
        <Button
          appearance="primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void returnToOwnAccount().finally(() => setBusy(false));
          }}
        >
          <FormattedMessage id="session.impersonation.back" />
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
