// The list of changes waiting on this device: what each is, when it was made, what happens to
// it; a refused one says why, with a way to fix it or to discard it.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { buildSignInLink } from '../session/redirect-target';
import { discardOutboxItem, retryOutboxItem } from './outbox';
import type { OutboxItem } from './use-outbox-items';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
  },
  refused: { ...shorthands.borderColor(tokens.colorStatusDangerBorder2) },
  title: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  detail: { color: tokens.colorStatusDangerForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  lead: { marginTop: 0 },
});

const STATE_TEXT: Record<OutboxItem['state'], string> = {
  waiting: 'offline.state.waiting',
  sending: 'offline.state.sending',
  retrying: 'offline.state.retrying',
  'sign-in': 'offline.state.signIn',
  refused: 'offline.state.refused',
};

export function OutboxPanel({
  items,
  online,
  onClose,
}: {
  items: OutboxItem[];
  online: boolean;
  onClose: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [pathname, navigate] = useLocation();
  const time = new Intl.DateTimeFormat(intl.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  const go = (href: string) => {
    onClose();
    navigate(href);
  };

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-describedby="outbox-lead" data-testid="outbox-panel">
        <DialogBody>
          <DialogTitle>
            <FormattedMessage id="offline.panel.title" />
          </DialogTitle>
          <DialogContent>
            <p id="outbox-lead" className={styles.lead}>
              <FormattedMessage id={online ? 'offline.panel.online' : 'offline.panel.offline'} />
            </p>
            {items.length === 0 ? (
              <p>
                <FormattedMessage id="offline.panel.empty" />
              </p>
            ) : (
              <ul className={styles.list}>
                {items.map((item) => (
                  <li
                    key={item.key}
                    className={mergeClasses(
                      styles.item,
                      item.state === 'refused' && styles.refused,
                    )}
                    data-testid="outbox-item"
                    data-state={item.state}
                  >
                    <span className={styles.title}>
                      <FormattedMessage id={item.label.id} values={item.label.values} />
                    </span>
                    <span className={styles.meta}>
                      <FormattedMessage
                        id="offline.item.madeAt"
                        values={{ time: time.format(new Date(item.createdAt)) }}
                      />
                      {' · '}
                      <FormattedMessage id={STATE_TEXT[item.state]} />
                    </span>
                    {item.state === 'refused' && item.detail ? (
                      <span className={styles.detail} data-testid="outbox-item-detail">
                        {item.detail}
                      </span>
                    ) : null}
                    {item.state === 'refused' || item.state === 'sign-in' ? (
                      <div className={styles.actions}>
                        {item.state === 'sign-in' ? (
                          <Button
                            appearance="primary"
                            onClick={() => go(buildSignInLink(pathname))}
                          >
                            <FormattedMessage id="offline.action.signIn" />
                          </Button>
                        ) : null}
                        {item.state === 'refused' && item.fixHref ? (
                          <Button appearance="primary" onClick={() => go(item.fixHref!)}>
                            <FormattedMessage id="offline.action.fix" />
                          </Button>
                        ) : null}
                        {item.state === 'refused' ? (
                          <Button
                            disabled={!online}
                            onClick={() => retryOutboxItem(queryClient, item.key)}
                          >
                            <FormattedMessage id="offline.action.retry" />
                          </Button>
                        ) : null}
                        <Button
                          appearance="subtle"
                          data-testid="outbox-discard"
                          aria-label={intl.formatMessage(
                            { id: 'offline.action.discardLabel' },
                            {
                              change: intl.formatMessage({ id: item.label.id }, item.label.values),
                            },
                          )}
                          onClick={() => discardOutboxItem(queryClient, item.key)}
                        >
                          <FormattedMessage id="offline.action.discard" />
                        </Button>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              <FormattedMessage id="offline.panel.close" />
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
