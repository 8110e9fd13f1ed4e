// /profiel/verwijderd: the goodbye after an account was deleted. Public (the user is signed out
// by then), though SPEC lists it among the sign-in routes: a deleted user cannot sign in to see it.
import { Body1, Title1 } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { useProfileStyles } from '../components/profile-styles';

export default function ProfileDeletedPage() {
  const styles = useProfileStyles();
  return (
    <section className={styles.page}>
      <Title1 as="h1" className={styles.heading}>
        <FormattedMessage id="account.deleted.title" />
      </Title1>
      <div className={styles.card}>
        <Body1>
          <FormattedMessage id="account.deleted.text" />
        </Body1>
        <Body1>
          <FormattedMessage id="account.deleted.thanks" />
        </Body1>
        <div className={styles.actions}>
          <AppLink href="/" className={styles.link}>
            <FormattedMessage id="auth.toHome" />
          </AppLink>
          <AppLink href="/signup" className={styles.link}>
            <FormattedMessage id="account.deleted.signUp" />
          </AppLink>
        </div>
      </div>
    </section>
  );
}
