// A yes/no question before something that cannot be undone (deleting a user, denying many organizations at once).
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNetworkGate } from '../lib/offline/needs-network';

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  needsNetwork = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** Confirming cannot be queued: offline the button is disabled, with the reason shown. */
  needsNetwork?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const gate = useNetworkGate();
  const offline = needsNetwork && gate.offline;
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => (d.open ? null : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {children}
            {needsNetwork ? gate.hint : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {intl.formatMessage({ id: 'admin.cancel' })}
            </Button>
            <Button
              appearance="primary"
              onClick={onConfirm}
              disabledFocusable={offline || busy}
              aria-describedby={offline ? gate.describedBy : undefined}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
