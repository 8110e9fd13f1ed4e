// Pieces every admin form shares: the form-level error and the submit row. A submit that needs
// the network (needsNetwork) is disabled offline with the reason beside it (DESIGN.md section 8).
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useNetworkGate, type NetworkGate } from '../lib/offline/needs-network';
import { BUTTON_SIZE } from '../lib/theme/button-styles';
import { submitGuard } from './submit-guard';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function FormError({ error }: { error: unknown }) {
  if (typeof error !== 'string' || !error) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{error}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * A form's primary submit that needs the network: disabled (but focusable, described by the
 * gate's reason) while offline or submitting, and not submittable by click or Enter then.
 */
export function NetworkSubmitButton({
  gate,
  submitting = false,
  className,
  children,
}: {
  gate: Pick<NetworkGate, 'offline' | 'describedBy'>;
  submitting?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const disabled = gate.offline || submitting;
  return (
    <Button
      type="submit"
      appearance="primary"
      size={BUTTON_SIZE}
      disabledFocusable={disabled}
      {...submitGuard(disabled)}
      aria-describedby={gate.offline ? gate.describedBy : undefined}
      className={className}
    >
      {children}
    </Button>
  );
}

export function SubmitRow({
  label,
  submitting,
  cancelHref,
  needsNetwork = false,
}: {
  label: string;
  submitting?: boolean;
  cancelHref: string;
  /** The submit cannot be queued: offline it is disabled, with the reason shown above it. */
  needsNetwork?: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const gate = useNetworkGate();
  const offline = needsNetwork && gate.offline;
  return (
    <div>
      {needsNetwork ? gate.hint : null}
      <div className={styles.row}>
        <NetworkSubmitButton
          gate={{ offline, describedBy: gate.describedBy }}
          submitting={submitting}
        >
          {label}
        </NetworkSubmitButton>
        <Button size={BUTTON_SIZE} onClick={() => navigate(cancelHref)} disabled={submitting}>
          {intl.formatMessage({ id: 'admin.cancel' })}
        </Button>
      </div>
    </div>
  );
}
