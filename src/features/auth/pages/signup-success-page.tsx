// /signup/success: the account is made; the confirmation link is in the mailbox.
import { Body1 } from '@fluentui/react-components';
import { MailCheckmarkRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { AuthFrame, useAuthFormStyles } from '../components/auth-frame';

export default function SignupSuccessPage() {
  const styles = useAuthFormStyles();
  return (
    <AuthFrame
      title={<FormattedMessage id="auth.signupSuccess.title" />}
      lead={<FormattedMessage id="auth.signupSuccess.lead" />}
    >
      <MailCheckmarkRegular fontSize={48} aria-hidden />
      <Body1>
        <FormattedMessage id="auth.signupSuccess.text" />
      </Body1>
      <Body1>
        <FormattedMessage id="auth.signupSuccess.noMail" />{' '}
        <AppLink href="/auth/login-1" className={styles.link}>
          <FormattedMessage id="auth.signupSuccess.signIn" />
        </AppLink>
      </Body1>
    </AuthFrame>
  );
}
