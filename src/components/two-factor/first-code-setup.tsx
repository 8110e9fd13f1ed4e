// The fields of setting up an authenticator app inside a form: the QR code and key, then the
// first code from the app (which proves the scan worked) and the offline hint; the form's errors
// are in the error summary of the form around it.
// The forced setup at sign-in and the profile's setup show the same; each keeps its own buttons.
import type { TwoFactorSetupSecret } from '../../../common/schemas/two-factor';
import { useIntl } from 'react-intl';
import type { NetworkGate } from '../../lib/offline/needs-network';
import { CodeField, validateCodeValues } from './code-field';
import { SecretSetup } from './secret-setup';

/** The new secret as the server sends it (its issuer is not shown). */
export type SetupSecret = Omit<TwoFactorSetupSecret, 'issuer'>;

export function FirstCodeSetup({ secret, gate }: { secret: SetupSecret; gate: NetworkGate }) {
  const intl = useIntl();
  return (
    <>
      <SecretSetup secret={secret.secret} otpauthUrl={secret.otpauthUrl} account={secret.account} />
      <CodeField
        name="code"
        kind="otp"
        label={intl.formatMessage({ id: 'twoFactor.field.firstOtp' })}
        hint={intl.formatMessage({ id: 'twoFactor.field.otpHint' })}
      />
      {gate.hint}
    </>
  );
}

/** The form's check of the first code (the field is named `code`). */
export function validateFirstCode(values: { code?: string }): { code?: string } {
  return validateCodeValues('otp', values.code);
}
