// /email-change/cancel?cancel_token=...: the stop link of the mail that tells the old address its
// account's e-mail address is being changed. The person confirms with a button (mail scanners
// open links); the server then keeps (or puts back) the old address and signs the account out
// everywhere, and this page suggests a new password, since someone may know the old one.
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { isApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useAuthState } from '../../../lib/auth-store';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { signOut } from '../../../lib/session/actions';
import { describeApiError } from '../../../lib/session/api-error-text';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { AuthFrame, useAuthFormStyles } from '../components/auth-frame';

export default function EmailChangeCancelPage() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const { api } = useAppContext();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('cancel_token')?.trim() || null;
  const signedIn = useAuthState() === 'SIGNED_IN';
  const cancel = useCancelEmailChange();
  // Stopping the change needs the server: offline the button says so instead of failing.
  const gate = useNetworkGate();
  const failed = isApiError(cancel.error) ? cancel.error : null;
  // 404: used, expired or unknown link; a token the server refuses as malformed is one too.
  const invalid =
    !token ||
    failed?.status === 404 ||
    (failed?.status === 422 &&
      failed.errors.some((e) => e.source?.pointer?.endsWith('cancel_token')));
  // 409: the old address belongs to another account now, so it cannot be put back.
  const taken = failed?.status === 409;

  let body;
  if (invalid) {
    body = (
      <MessageBar intent="error" layout="multiline" data-testid="email-change-cancel-invalid">
        <MessageBarBody>
          <MessageBarTitle>
            <FormattedMessage id="auth.emailChangeCancel.invalid.title" />
          </MessageBarTitle>
          <FormattedMessage id="auth.emailChangeCancel.invalid.text" />
        </MessageBarBody>
      </MessageBar>
    );
  } else if (taken) {
    body = (
      <MessageBar intent="error" layout="multiline" data-testid="email-change-cancel-taken">
        <MessageBarBody>
          <MessageBarTitle>
            <FormattedMessage id="auth.emailChangeCancel.taken.title" />
          </MessageBarTitle>
          <FormattedMessage id="auth.emailChangeCancel.taken.text" />
        </MessageBarBody>
      </MessageBar>
    );
  } else if (cancel.isSuccess) {
    body = (
      <>
        <MessageBar intent="success" layout="multiline" data-testid="email-change-cancel-done">
          <MessageBarBody>
            <MessageBarTitle>
              <FormattedMessage id="auth.emailChangeCancel.done.title" />
            </MessageBarTitle>
            <FormattedMessage id="auth.emailChangeCancel.done.text" />
          </MessageBarBody>
        </MessageBar>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            size={BUTTON_SIZE}
            className={styles.submit}
            onClick={() => navigate('/auth/recover')}
          >
            <FormattedMessage id="auth.emailChangeCancel.newPassword" />
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <Body1>
          <FormattedMessage id="auth.emailChangeCancel.text" />
        </Body1>
        {cancel.isError ? (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>{describeApiError(intl, cancel.error)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {gate.hint}
        <div className={styles.actions}>
          <Button
            appearance="primary"
            size={BUTTON_SIZE}
            className={styles.submit}
            disabled={cancel.isPending}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            onClick={() =>
              cancel.mutate(token, {
                // Every session of the account has ended on the server; end this one here too.
                onSuccess: () => {
                  if (signedIn) void signOut(api, { keepQueuedWrites: false });
                },
              })
            }
          >
            <FormattedMessage id="auth.emailChangeCancel.submit" />
          </Button>
        </div>
      </>
    );
  }

  return (
    <AuthFrame
      title={<FormattedMessage id="auth.emailChangeCancel.title" />}
      footer={
        <Body1>
          <AppLink href="/auth/login-1" className={styles.link}>
            <FormattedMessage id="auth.backToLogin" />
          </AppLink>
        </Body1>
      }
    >
      {body}
    </AuthFrame>
  );
}
