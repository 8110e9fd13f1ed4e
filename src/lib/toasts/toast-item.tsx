// One toast drawn with Fluent MessageBar + ProgressBar. Loaded only when the first toast shows
// (toast-host.tsx), so a first visit without toasts never downloads MessageBar and ProgressBar.
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  makeStyles,
  mergeClasses,
  tokens,
  type MessageBarIntent,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons/svg/alert';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { ErrorCircleRegular } from '@fluentui/react-icons/svg/error-circle';
import { InfoRegular } from '@fluentui/react-icons/svg/info';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import { MegaphoneRegular } from '@fluentui/react-icons/svg/megaphone';
import { WarningRegular } from '@fluentui/react-icons/svg/warning';
import type { FocusEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { Toast, ToastIntent } from './toast-store';

/** Icons a toast may name through `icon`; an unknown name falls back to the intent's icon. */
const NAMED_ICONS: Record<string, ReactElement> = {
  bell: <AlertRegular />,
  check: <CheckmarkCircleRegular />,
  error: <ErrorCircleRegular />,
  info: <InfoRegular />,
  mail: <MailRegular />,
  megaphone: <MegaphoneRegular />,
  warning: <WarningRegular />,
};

/** Fluent has no 'notification' intent: it draws as info with its own bell icon and brand colour. */
const FLUENT_INTENT: Record<ToastIntent, MessageBarIntent> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
  notification: 'info',
};

const PROGRESS_COLOR: Record<ToastIntent, 'brand' | 'success' | 'warning' | 'error'> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'brand',
  notification: 'brand',
};

const useStyles = makeStyles({
  toast: {
    pointerEvents: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
  },
  notification: {
    backgroundColor: tokens.colorBrandBackground2,
    border: `1px solid ${tokens.colorBrandStroke2}`,
  },
  notificationIcon: { color: tokens.colorBrandForeground1 },
});

export interface ToastItemProps {
  toast: Toast;
  onClose: () => void;
  onPause: () => void;
  onResume: () => void;
}

export function ToastItem({ toast, onClose, onPause, onResume }: ToastItemProps) {
  const intl = useIntl();
  const styles = useStyles();
  const isNotification = toast.intent === 'notification';
  const icon =
    (toast.icon && NAMED_ICONS[toast.icon]) ?? (isNotification ? NAMED_ICONS.bell : undefined);
  const messageId = `${toast.id}-message`;

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onResume();
  };

  return (
    <div
      className={styles.toast}
      data-testid="toast"
      data-intent={toast.intent}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={handleBlur}
    >
      <MessageBar
        intent={FLUENT_INTENT[toast.intent]}
        layout="multiline"
        className={mergeClasses(isNotification && styles.notification)}
        icon={
          icon
            ? { children: icon, className: mergeClasses(isNotification && styles.notificationIcon) }
            : undefined
        }
        aria-labelledby={toast.title ? undefined : messageId}
      >
        <MessageBarBody>
          {toast.title && <MessageBarTitle>{toast.title}</MessageBarTitle>}
          <span id={messageId}>{toast.message}</span>
        </MessageBarBody>
        {toast.closable && (
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={intl.formatMessage({ id: 'toast.close' })}
                onClick={onClose}
              />
            }
          />
        )}
      </MessageBar>
      {toast.duration > 0 && (
        <div aria-hidden="true">
          <ProgressBar value={toast.progress} max={1} color={PROGRESS_COLOR[toast.intent]} />
        </div>
      )}
    </div>
  );
}
