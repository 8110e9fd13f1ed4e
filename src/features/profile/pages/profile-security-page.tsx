// /profile-edit/security: two-factor sign-in for staff (DESIGN.md section 6). Off: set it up
// (the password first, then scan the QR code or type the key, then the first code) and see the
// recovery codes once. On: set it up on a new phone, renew the recovery codes, or turn it off
// (not while it is required); each asks for a code of the app in use or a recovery code first
// (the server refuses the password alone then: a stolen session plus a phished password must not
// swap in someone else's authenticator). The QR code's package is loaded only here (and in the
// sign-in's setup step).
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  Title3,
} from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { describeApiError } from '../../../lib/session/api-error-text';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { toast } from '../../../lib/toasts/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { useStartTwoFactorSetup, type TwoFactorSecret } from '../api/start-two-factor-setup';
import { ProfileEditLayout } from '../components/profile-edit-layout';
import { useProfileStyles } from '../components/profile-styles';
import { TwoFactorCodesStep } from '../components/two-factor-codes-step';
import { TwoFactorProofForm, type TwoFactorAction } from '../components/two-factor-proof-form';
import { TwoFactorScanForm } from '../components/two-factor-scan-form';
import { TwoFactorStatusView } from '../components/two-factor-status-view';

type View =
  | { kind: 'status' }
  | { kind: 'proof'; action: TwoFactorAction }
  | { kind: 'scan'; secret: TwoFactorSecret }
  | { kind: 'codes'; codes: string[] };

function SecuritySection({ email }: { email: string }) {
  const intl = useIntl();
  const styles = useProfileStyles();
  const status = useTwoFactorStatus();
  const gate = useNetworkGate();
  const start = useStartTwoFactorSetup();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [view, setView] = useState<View>({ kind: 'status' });
  const back = () => setView({ kind: 'status' });

  if (status.isError) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{describeApiError(intl, status.error)}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!status.data)
    return <Spinner size="small" label={intl.formatMessage({ id: 'app.loading' })} />;
  const current = status.data;
  if (!current.available) {
    return (
      <Body1 className={styles.muted}>
        <FormattedMessage id="twoFactor.profile.notAvailable" />
      </Body1>
    );
  }

  switch (view.kind) {
    case 'proof':
      return (
        <TwoFactorProofForm
          action={view.action}
          enabled={current.enabled}
          email={email}
          gate={gate}
          onCancel={back}
          onProof={async (proof) => {
            if (view.action === 'setup') {
              setView({ kind: 'scan', secret: await start.mutateAsync(proof) });
            } else if (view.action === 'renew') {
              setView({ kind: 'codes', codes: (await renew.mutateAsync(proof)).recoveryCodes });
            } else {
              await disable.mutateAsync(proof);
              toast.success(intl.formatMessage({ id: 'twoFactor.profile.disabled' }));
              back();
            }
          }}
        />
      );
    case 'scan':
      return (
        <TwoFactorScanForm
          secret={view.secret}
          gate={gate}
          onCancel={back}
          onConfirmed={(codes) => {
            toast.success(intl.formatMessage({ id: 'twoFactor.profile.enabled' }));
            setView({ kind: 'codes', codes });
          }}
        />
      );
    case 'codes':
      return <TwoFactorCodesStep codes={view.codes} email={email} onDone={back} />;
    default:
      return (
        <TwoFactorStatusView
          status={current}
          gate={gate}
          onAction={(action) => setView({ kind: 'proof', action })}
        />
      );
  }
}

export default function ProfileSecurityPage() {
  const styles = useProfileStyles();
  const { user } = useCurrentUser();
  return (
    <ProfileEditLayout>
      <Title2 as="h2" className={styles.cardTitle}>
        <FormattedMessage id="twoFactor.profile.pageTitle" />
      </Title2>
      {user ? (
        <section className={styles.card} aria-labelledby="security-two-factor">
          <Title3 as="h3" id="security-two-factor" className={styles.cardTitle}>
            <FormattedMessage id="twoFactor.profile.title" />
          </Title3>
          <SecuritySection email={user.email} />
        </section>
      ) : null}
    </ProfileEditLayout>
  );
}
