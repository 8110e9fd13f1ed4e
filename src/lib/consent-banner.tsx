// The cookie banner: shown only when the center tracks (has a gtag id) and the visitor has not
// chosen yet; without tracking there is nothing to ask.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { useCurrentCenter } from './center';
import { useConsent } from './consent';
import { BUTTON_SIZE } from './theme/button-styles';

const useStyles = makeStyles({
  banner: {
    position: 'fixed',
    insetInline: '16px',
    bottom: '16px',
    zIndex: 900,
    maxWidth: '640px',
    marginInline: 'auto',
    padding: '16px 20px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
});

export function ConsentBanner() {
  const styles = useStyles();
  const { data: center } = useCurrentCenter();
  const { consent, setConsent } = useConsent();
  if (!center?.profile?.gtagId || consent !== null) return null;
  return (
    <section
      className={styles.banner}
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
    >
      <h2 id="consent-banner-title" className={styles.heading}>
        <FormattedMessage id="consent.title" />
      </h2>
      <Text>
        <FormattedMessage id="consent.text" />
      </Text>
      <div className={styles.actions}>
        <Button appearance="primary" size={BUTTON_SIZE} onClick={() => setConsent('analytics')}>
          <FormattedMessage id="consent.accept" />
        </Button>
        <Button size={BUTTON_SIZE} onClick={() => setConsent('necessary')}>
          <FormattedMessage id="consent.necessaryOnly" />
        </Button>
      </div>
    </section>
  );
}
