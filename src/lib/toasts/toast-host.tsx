// Draws the toast store with Fluent MessageBar + ProgressBar: errors in an assertive live region,
// the rest in a polite one (SPEC section 8); hover or focus pauses a toast.
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
import {
  AlertRegular,
  CheckmarkCircleRegular,
  DismissRegular,
  ErrorCircleRegular,
  InfoRegular,
  MailRegular,
  MegaphoneRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import type { CSSProperties, FocusEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { ToastPosition } from '../../../common/constants';
import type { Toast, ToastIntent } from './toast-store';
import { useToasts } from './use-toasts';

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
  host: {
    position: 'fixed',
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    width: 'min(420px, calc(100vw - 32px))',
    pointerEvents: 'none',
  },
  region: { display: 'flex', flexDirection: 'column', gap: '8px' },
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

const POSITION_STYLE: Record<ToastPosition, CSSProperties> = {
  'top-left': { top: 16, left: 16 },
  'top-center': { top: 16, left: '50%', transform: 'translateX(-50%)' },
  'top-right': { top: 16, right: 16 },
  'bottom-left': { bottom: 16, left: 16 },
  'bottom-center': { bottom: 16, left: '50%', transform: 'translateX(-50%)' },
  'bottom-right': { bottom: 16, right: 16 },
};

function ToastItem({
  toast,
  onClose,
  onPause,
  onResume,
}: {
  toast: Toast;
  onClose: () => void;
  onPause: () => void;
  onResume: () => void;
}) {
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

export function ToastHost() {
  const styles = useStyles();
  const { toasts, position, remove, pause, resume } = useToasts();
  const renderToast = (toast: Toast) => (
    <ToastItem
      key={toast.id}
      toast={toast}
      onClose={() => remove(toast.id)}
      onPause={() => pause(toast.id)}
      onResume={() => resume(toast.id)}
    />
  );
  return (
    <div className={styles.host} style={POSITION_STYLE[position]} data-position={position}>
      <div className={styles.region} role="alert" aria-live="assertive" aria-atomic="false">
        {toasts.filter((t) => t.intent === 'error').map(renderToast)}
      </div>
      <div className={styles.region} role="status" aria-live="polite" aria-atomic="false">
        {toasts.filter((t) => t.intent !== 'error').map(renderToast)}
      </div>
    </div>
  );
}
