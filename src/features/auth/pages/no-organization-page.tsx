// /auth/no-organization: where the guards send a user whose organizations could not be loaded,
// or an organization admin who has none. It explains and offers a way out.
import { Body1, Button } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { useAuthState } from '../../../lib/auth-store';
import { sessionStore, useSessionValue } from '../../../lib/session/session';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { AuthFrame, useAuthFormStyles } from '../components/auth-frame';

export default function NoOrganizationPage() {
  const styles = useAuthFormStyles();
  const [, navigate] = useLocation();
  const signedIn = useAuthState() === 'SIGNED_IN';
  const failed = useSessionValue((s) => s.organizationsFailed);

  return (
    <AuthFrame
      title={<FormattedMessage id="auth.noOrganization.title" />}
      lead={
        <FormattedMessage id={failed ? 'auth.noOrganization.failed' : 'auth.noOrganization.lead'} />
      }
    >
      <Body1>
        <FormattedMessage
          id={failed ? 'auth.noOrganization.helpFailed' : 'auth.noOrganization.help'}
        />
      </Body1>
      <div className={styles.actions}>
        {signedIn && failed ? (
          <Button
            appearance="primary"
            size={BUTTON_SIZE}
            onClick={() => {
              sessionStore.setState({ organizationsStatus: 'idle', organizationsFailed: false });
              navigate('/');
            }}
          >
            <FormattedMessage id="auth.noOrganization.retry" />
          </Button>
        ) : null}
        {signedIn ? (
          <Button
            appearance={failed ? 'secondary' : 'primary'}
            size={BUTTON_SIZE}
            onClick={() => navigate('/uitloggen')}
          >
            <FormattedMessage id="auth.noOrganization.signOut" />
          </Button>
        ) : (
          <AppLink href="/auth/login-1" className={styles.link}>
            <FormattedMessage id="auth.backToLogin" />
          </AppLink>
        )}
        <AppLink href="/" className={styles.link}>
          <FormattedMessage id="auth.toHome" />
        </AppLink>
      </div>
    </AuthFrame>
  );
}
