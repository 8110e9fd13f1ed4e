// Whether two-factor sign-in is on, and the changes on offer: set it up (again), renew the
// recovery codes, turn it off (not while it is required).
import { Badge, Body1, Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ShieldCheckmarkRegular, ShieldDismissRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import type { TwoFactorStatus } from '../api/get-two-factor-status';
import { useProfileStyles } from './profile-styles';
import type { TwoFactorAction } from './two-factor-proof-form';

export function TwoFactorStatusView({
  status,
  gate,
  onAction,
}: {
  status: TwoFactorStatus;
  gate: NetworkGate;
  onAction: (action: TwoFactorAction) => void;
}) {
  const styles = useProfileStyles();
  return (
    <>
      <div className={styles.row}>
        <Badge
          size="large"
          shape="rounded"
          appearance="tint"
          color={status.enabled ? 'success' : 'informative'}
          icon={status.enabled ? <ShieldCheckmarkRegular /> : <ShieldDismissRegular />}
          data-testid="two-factor-state"
        >
          <FormattedMessage
            id={status.enabled ? 'twoFactor.profile.on' : 'twoFactor.profile.off'}
          />
        </Badge>
      </div>
      <Body1 as="p" className={styles.lead}>
        <FormattedMessage
          id={status.enabled ? 'twoFactor.profile.onText' : 'twoFactor.profile.offText'}
          values={{ count: status.recoveryCodesLeft }}
        />
      </Body1>
      {status.required ? (
        <MessageBar intent={status.enabled ? 'info' : 'warning'} layout="multiline">
          <MessageBarBody>
            <FormattedMessage id="twoFactor.profile.requiredText" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button
          appearance={status.enabled ? 'secondary' : 'primary'}
          size={BUTTON_SIZE}
          disabledFocusable={gate.offline}
          aria-describedby={gate.describedBy}
          onClick={() => onAction('setup')}
        >
          <FormattedMessage
            id={status.enabled ? 'twoFactor.profile.setupAgain' : 'twoFactor.profile.setup'}
          />
        </Button>
        {status.enabled ? (
          <Button
            size={BUTTON_SIZE}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            onClick={() => onAction('renew')}
          >
            <FormattedMessage id="twoFactor.profile.renew" />
          </Button>
        ) : null}
        {status.enabled && !status.required ? (
          <Button
            size={BUTTON_SIZE}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            onClick={() => onAction('disable')}
          >
            <FormattedMessage id="twoFactor.profile.disable" />
          </Button>
        ) : null}
      </div>
      {gate.hint}
    </>
  );
}
