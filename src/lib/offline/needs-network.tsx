// Actions that cannot work offline say so instead of failing (DESIGN.md section 8): the button
// stays focusable but disabled, and a short text beside it gives the reason.
import { makeStyles, tokens } from '@fluentui/react-components';
import { CloudOffRegular } from '@fluentui/react-icons';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useOnline } from './network';

const useStyles = makeStyles({
  hint: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    marginBlock: tokens.spacingVerticalS,
  },
  icon: { flexShrink: 0, marginTop: '2px' },
});

export interface NetworkGate {
  /** True while offline: pass to the button's `disabledFocusable`. */
  offline: boolean;
  /** The id of the reason text: pass to the button's `aria-describedby` (undefined online). */
  describedBy: string | undefined;
  /** The reason, to render near the button (null online). */
  hint: ReactNode;
}

export function useNetworkGate(): NetworkGate {
  const online = useOnline();
  const id = useId();
  return {
    offline: !online,
    describedBy: online ? undefined : id,
    hint: online ? null : <NeedsNetworkHint id={id} />,
  };
}

export function NeedsNetworkHint({ id }: { id?: string }) {
  const styles = useStyles();
  return (
    <p id={id} className={styles.hint} data-testid="needs-network">
      <CloudOffRegular aria-hidden className={styles.icon} />
      <FormattedMessage id="offline.needsNetwork" />
    </p>
  );
}
