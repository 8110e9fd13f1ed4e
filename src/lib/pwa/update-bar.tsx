// The 'A new version is available' bar: a Fluent MessageBar floating at the bottom that stays
// until the visitor acts (no timeout); announced politely, its buttons in the tab order and, at
// 32 px, easier to hit on a phone than the bar's default small buttons.
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { acceptUpdate, dismissUpdate, useUpdateState } from './update-store';

const useStyles = makeStyles({
  dock: {
    position: 'fixed',
    insetInline: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    zIndex: 1000,
    display: 'flex',
    justifyContent: 'center',
    pointerEvents: 'none',
  },
  bar: {
    pointerEvents: 'auto',
    width: '100%',
    maxWidth: '36rem',
    boxShadow: tokens.shadow28,
  },
});

export function UpdateBar() {
  const styles = useStyles();
  const { accepting, reloadSkipped } = useUpdateState();
  return (
    <div className={styles.dock}>
      <MessageBar
        className={styles.bar}
        intent="info"
        layout="multiline"
        politeness="polite"
        data-testid="update-prompt"
      >
        <MessageBarBody>
          <MessageBarTitle>
            <FormattedMessage id="pwa.update.title" />
          </MessageBarTitle>
          {reloadSkipped ? (
            <span data-testid="update-skipped">
              <FormattedMessage id="pwa.update.skipped" />
            </span>
          ) : (
            <FormattedMessage id="pwa.update.text" />
          )}
        </MessageBarBody>
        <MessageBarActions>
          <Button
            appearance="primary"
            size="medium"
            disabledFocusable={accepting}
            onClick={() => void acceptUpdate()}
            data-testid="update-reload"
          >
            {accepting ? (
              <FormattedMessage id="pwa.update.reloading" />
            ) : (
              <FormattedMessage id="pwa.update.reload" />
            )}
          </Button>
          <Button size="medium" onClick={dismissUpdate} data-testid="update-dismiss">
            <FormattedMessage id="pwa.update.later" />
          </Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}
