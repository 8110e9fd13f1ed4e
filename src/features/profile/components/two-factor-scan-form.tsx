// The profile's setup after the proof: scan the QR code (or type the key), then the first code.
import { Button } from '@fluentui/react-components';
import { Form } from 'react-final-form';
import { FormattedMessage } from 'react-intl';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { FirstCodeSetup, validateFirstCode } from '../../../components/two-factor/first-code-setup';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import type { TwoFactorSecret } from '../api/start-two-factor-setup';
import { useProfileStyles } from './profile-styles';
import { useProofErrors } from './two-factor-proof-form';
import { ErrorSummary } from '../../../components/error-summary';

export function TwoFactorScanForm({
  secret,
  gate,
  onCancel,
  onConfirmed,
}: {
  secret: TwoFactorSecret;
  gate: NetworkGate;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const styles = useProfileStyles();
  const confirm = useConfirmTwoFactor();
  const toErrors = useProofErrors();
  return (
    <Form<{ code: string }>
      onSubmit={async (values) => {
        try {
          const { recoveryCodes } = await confirm.mutateAsync(values.code);
          onConfirmed(recoveryCodes);
          return undefined;
        } catch (error) {
          return toErrors(error, 'otp');
        }
      }}
      validate={validateFirstCode}
      render={({ handleSubmit, submitting }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <ErrorSummary />
          <FirstCodeSetup secret={secret} gate={gate} />
          <div className={styles.actions}>
            <NetworkSubmitButton gate={gate} submitting={submitting}>
              <FormattedMessage id="twoFactor.setup.confirm" />
            </NetworkSubmitButton>
            <Button size={BUTTON_SIZE} onClick={onCancel} disabled={submitting}>
              <FormattedMessage id="admin.cancel" />
            </Button>
          </div>
        </form>
      )}
    />
  );
}
