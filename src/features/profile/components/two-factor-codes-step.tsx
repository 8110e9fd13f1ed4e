// The recovery codes after the profile's setup or renewal, shown once, then back to the status.
import { Button } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { RecoveryCodes } from '../../../components/two-factor/recovery-codes';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useProfileStyles } from './profile-styles';

export function TwoFactorCodesStep({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const styles = useProfileStyles();
  return (
    <>
      <RecoveryCodes codes={codes} account={email} />
      <div className={styles.actions}>
        <Button appearance="primary" size={BUTTON_SIZE} onClick={onDone}>
          <FormattedMessage id="twoFactor.codes.done" />
        </Button>
      </div>
    </>
  );
}
