// /auth/token: signs in with access-token, client and uid (and expiry) from the query, as mail
// links and sign in as user hand them over, then continues to ?redirect= or the home page.
import {
  Body1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { signInWithTokens } from '../../../lib/session/actions';
import { getSafeRedirect } from '../../../lib/session/redirect-target';
import { AuthFrame, useAuthFormStyles } from '../components/auth-frame';

export default function TokenPage() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams(search);
    if (signInWithTokens(query)) navigate(getSafeRedirect(search), { replace: true });
    else setFailed(true);
  }, [search, navigate]);

  return (
    <AuthFrame title={<FormattedMessage id="auth.token.title" />}>
      {failed ? (
        <MessageBar intent="error" layout="multiline" data-testid="token-invalid">
          <MessageBarBody>
            <MessageBarTitle>
              <FormattedMessage id="auth.token.invalid.title" />
            </MessageBarTitle>
            <FormattedMessage id="auth.token.invalid.text" />
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Spinner label={intl.formatMessage({ id: 'auth.token.busy' })} />
      )}
      {failed ? (
        <Body1>
          <AppLink href="/auth/login-1" className={styles.link}>
            <FormattedMessage id="auth.token.signIn" />
          </AppLink>
        </Body1>
      ) : null}
    </AuthFrame>
  );
}
