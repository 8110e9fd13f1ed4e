// /test/auth: the sign-in state and the stored session values, with the token masked, so a
// developer can see what the token store holds without exposing it.
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { clearTokens, getTokens, useAuthState } from '../../../lib/auth-store';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { DevPage, useDevStyles } from '../components/dev-page';
import { maskSecret } from '../components/mask-secret';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

export default function TestAuthPage() {
  const intl = useIntl();
  const styles = useStyles();
  const devStyles = useDevStyles();
  const state = useAuthState();
  // Read on every render: useAuthState re-renders this page whenever the store changes.
  const tokens = getTokens();
  const none = intl.formatMessage({ id: 'dev.auth.none' });

  return (
    <DevPage titleId="dev.auth.title" introId="dev.auth.intro">
      <section className={devStyles.card} aria-labelledby="auth-state">
        <h2 id="auth-state" className={devStyles.heading}>
          <FormattedMessage id="dev.auth.state" />
        </h2>
        <Body1 data-testid="auth-state">{state}</Body1>
        <dl className={styles.list}>
          <dt className={styles.term}>access-token</dt>
          <dd className={styles.value} data-testid="auth-access-token">
            {tokens ? maskSecret(tokens.accessToken) : none}
          </dd>
          <dt className={styles.term}>client</dt>
          <dd className={styles.value}>{tokens ? maskSecret(tokens.client) : none}</dd>
          <dt className={styles.term}>uid</dt>
          <dd className={styles.value}>{tokens?.uid ?? none}</dd>
          <dt className={styles.term}>expiry</dt>
          <dd className={styles.value}>
            {tokens?.expiry ? (
              <FormattedDate value={tokens.expiry * 1000} dateStyle="medium" timeStyle="short" />
            ) : (
              none
            )}
          </dd>
        </dl>
        <div className={devStyles.row}>
          <Button size={BUTTON_SIZE} onClick={clearTokens} disabled={!tokens}>
            <FormattedMessage id="dev.auth.clear" />
          </Button>
        </div>
      </section>
    </DevPage>
  );
}
