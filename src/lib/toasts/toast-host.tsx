// Draws the toast store: errors in an assertive live region, the rest in a polite one (SPEC
// section 8); hover or focus pauses a toast. The regions are always in the page (so screen
// readers announce what arrives in them); the Fluent drawing of a toast (toast-item.tsx) loads
// with the first toast, keeping MessageBar and ProgressBar out of the initial JS.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { ToastPosition } from '../../../common/constants';
import type { ToastItemProps } from './toast-item';
import type { Toast } from './toast-store';
import { useToasts } from './use-toasts';

type ItemComponent = ComponentType<ToastItemProps>;

let loadedItem: ItemComponent | null = null;
let loading: Promise<ItemComponent> | null = null;

/** Loads the Fluent toast drawing once; tests await it so the host renders synchronously. */
export function loadToastItem(): Promise<ItemComponent> {
  loading ??= import('./toast-item').then(
    (m) => (loadedItem = m.ToastItem),
    (error: unknown) => {
      loading = null; // a later toast tries again
      throw error;
    },
  );
  return loading;
}

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
  plain: {
    pointerEvents: 'auto',
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
});

const POSITION_STYLE: Record<ToastPosition, CSSProperties> = {
  'top-left': { top: 16, left: 16 },
  'top-center': { top: 16, left: '50%', transform: 'translateX(-50%)' },
  'top-right': { top: 16, right: 16 },
  'bottom-left': { bottom: 16, left: 16 },
  'bottom-center': { bottom: 16, left: '50%', transform: 'translateX(-50%)' },
  'bottom-right': { bottom: 16, right: 16 },
};

/** When the drawing cannot load (offline before the service worker cached it): text still shows. */
function PlainToast({ toast, onClose, onPause, onResume }: ToastItemProps) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div
      className={styles.plain}
      data-testid="toast"
      data-intent={toast.intent}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
    >
      <div>
        {toast.title && <strong>{toast.title} </strong>}
        <span>{toast.message}</span>
      </div>
      {toast.closable && (
        <button
          type="button"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'toast.close' })}
        >
          ×
        </button>
      )}
    </div>
  );
}

function useToastItem(needed: boolean): ItemComponent | 'failed' | null {
  const [state, setState] = useState<ItemComponent | 'failed' | null>(() => loadedItem);
  useEffect(() => {
    // Runs again each time toasts appear after none, so a failed load is retried then.
    if (!needed || loadedItem) return;
    let live = true;
    loadToastItem().then(
      (component) => live && setState(() => component),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return loadedItem ?? state;
}

export function ToastHost() {
  const styles = useStyles();
  const { toasts, position, remove, pause, resume } = useToasts();
  const item = useToastItem(toasts.length > 0);
  // Until the drawing has loaded (a moment, once) the toast waits; if it cannot load, plain text.
  const Item: ItemComponent | null = item === 'failed' ? PlainToast : item;
  const renderToast = (toast: Toast) =>
    Item ? (
      <Item
        key={toast.id}
        toast={toast}
        onClose={() => remove(toast.id)}
        onPause={() => pause(toast.id)}
        onResume={() => resume(toast.id)}
      />
    ) : null;
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
