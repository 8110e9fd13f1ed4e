// /confirm: confirms the address of the link (?confirmation_token=), then offers to sign in, or,
// for a signed-in user who changed their address, to go back to the profile.
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { ERROR_CODE } from '../../../../common/errors';
import { AppLink } from '../../../components/app-link';
import { isApiError } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-store';
import { describeApiError } from '../../../lib/session/api-error-text';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthFrame, useAuthFormStyles } from '../components/auth-frame';

export default function ConfirmPage() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('confirmation_token')?.trim() || null;
  const signedIn = useAuthState() === 'SIGNED_IN';
  const confirm = useConfirmEmail(token);
  const invalid =
    !token ||
    (isApiError(confirm.error) &&
      (confirm.error.code === ERROR_CODE.invalidToken || confirm.error.status === 404));

  let body;
  if (invalid) {
    body = (
      <MessageBar intent="error" layout="multiline" data-testid="confirm-invalid">
        <MessageBarBody>
          <MessageBarTitle>
            <FormattedMessage id="auth.confirm.invalid.title" />
          </MessageBarTitle>
          <FormattedMessage id="auth.confirm.invalid.text" />
        </MessageBarBody>
      </MessageBar>
    );
  } else if (confirm.isError) {
    body = (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{describeApiError(intl, confirm.error)}</MessageBarBody>
      </MessageBar>
    );
  } else if (confirm.isSuccess) {
    body = (
      <>
        <MessageBar intent="success" layout="multiline" data-testid="confirm-done">
          <MessageBarBody>
            <MessageBarTitle>
              <FormattedMessage id="auth.confirm.done.title" />
            </MessageBarTitle>
            <FormattedMessage
              id={signedIn ? 'auth.confirm.done.signedIn' : 'auth.confirm.done.text'}
            />
          </MessageBarBody>
        </MessageBar>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            size={BUTTON_SIZE}
            className={styles.submit}
            onClick={() => navigate(signedIn ? '/profiel' : '/auth/login-1')}
          >
            <FormattedMessage id={signedIn ? 'auth.confirm.toProfile' : 'auth.confirm.signIn'} />
          </Button>
        </div>
      </>
    );
  } else {
    body = <Spinner label={intl.formatMessage({ id: 'auth.confirm.busy' })} />;
  }

  return (
    <AuthFrame
      title={<FormattedMessage id="auth.confirm.title" />}
      footer={
        invalid ? (
          <Body1>
            <AppLink href="/auth/login-1" className={styles.link}>
              <FormattedMessage id="auth.backToLogin" />
            </AppLink>
          </Body1>
        ) : undefined
      }
    >
      {body}
    </AuthFrame>
  );
}
