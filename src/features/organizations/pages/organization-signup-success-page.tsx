// /organizations/signup/success: what happens next after an organization signed up: confirm
// the e-mail address, then the volunteer center approves the organization.
import {
  Body1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSearchParams } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  steps: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
});

export default function OrganizationSignupSuccessPage() {
  const page = usePageStyles();
  const styles = useStyles();
  const [params] = useSearchParams();
  const email = params.get('email');
  const t = useT();
  return (
    <PageFrame title={t('route.organizationSignupSuccess')}>
      <MessageBar intent="success">
        <MessageBarBody>
          <MessageBarTitle>{t('organizations.signupSuccess.title')}</MessageBarTitle>
          {email
            ? t('organizations.signupSuccess.mailTo', { email })
            : t('organizations.signupSuccess.mail')}
        </MessageBarBody>
      </MessageBar>
      <section className={page.card} aria-labelledby="signup-next">
        <h2 id="signup-next" className={page.h2}>
          {t('organizations.signupSuccess.next')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('organizations.signupSuccess.step1')}</li>
          <li>{t('organizations.signupSuccess.step2')}</li>
          <li>{t('organizations.signupSuccess.step3')}</li>
        </ol>
        <Body1>{t('organizations.signupSuccess.noMail')}</Body1>
        <Body1>
          <AppLink href="/">{t('organizations.signupSuccess.home')}</AppLink>
        </Body1>
      </section>
    </PageFrame>
  );
}
