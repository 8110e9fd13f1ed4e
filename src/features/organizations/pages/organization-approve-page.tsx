// /organizations/approve: the queue of organizations waiting for approval (center admins and
// admins). Approve or deny in one click; the organization leaves the queue at once and the
// decision can be undone for a few seconds before it is sent.
import {
  Body1,
  Button,
  Card,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular, TaskListLtrRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { useNetworkGate, type NetworkGate } from '../../../lib/offline/needs-network';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useOrganizations } from '../api/get-organizations';
import { describeError, ErrorMessage } from '../../../components/error-message';
import { NoAccess } from '../components/no-access';
import { PageFrame } from '../../../components/page-frame';
import { canModerate } from '../permissions';
import type { Organization } from '../types';
import { useActor } from '../use-actor';
import { UNDO_WINDOW_MS, useUndoableDecisions, type Decision } from '../use-undoable-decisions';
import { PageSpinner } from '../../../components/page-spinner';

const QUEUE_SIZE = 50;

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  card: { height: '100%', gap: tokens.spacingVerticalS },
  name: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2 },
  description: {
    margin: 0,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: 'auto',
    paddingTop: tokens.spacingVerticalS,
  },
  undo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
  },
  emptyIcon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
});

export default function OrganizationApprovePage() {
  const intl = useIntl();
  const styles = useStyles();
  const actor = useActor();
  const moderator = canModerate(actor);
  // A decision is sent within seconds and cannot wait offline: the buttons say why they are off.
  const gate = useNetworkGate();
  const t = useT();
  const queue = useOrganizations(
    { page: 1, pageSize: QUEUE_SIZE, status: 'pending', sort: 'created_at', include: 'address' },
    moderator || !actor,
  );
  const { waiting, hidden, decide, undo } = useUndoableDecisions({
    onSent: (d: Decision) =>
      toast.success(
        t(d.status === 'approved' ? 'organizations.done.approved' : 'organizations.done.denied', {
          name: d.name,
        }),
      ),
    onFailed: (d: Decision, error: unknown) =>
      toast.error(
        t('organizations.queue.failed', { name: d.name, reason: describeError(intl, error) }),
      ),
  });

  if (actor && !moderator) {
    return (
      <PageFrame title={t('route.organizationApprove')}>
        <NoAccess />
      </PageFrame>
    );
  }

  const rows = (queue.data?.organizations ?? []).filter(
    (o) => o.status === 'pending' && !hidden.has(o.id),
  );
  const more = Math.max(0, (queue.data?.total ?? 0) - (queue.data?.organizations.length ?? 0));

  return (
    <PageFrame
      title={t('route.organizationApprove')}
      intro={t('organizations.queue.intro')}
      back={{ href: '/organizations', label: t('organizations.backToList') }}
    >
      <div className={styles.undo} role="status" aria-live="polite">
        {waiting.map((d) => (
          <MessageBar key={d.id} intent={d.status === 'approved' ? 'success' : 'warning'}>
            <MessageBarBody>
              {t(
                d.status === 'approved'
                  ? 'organizations.queue.approvedUndo'
                  : 'organizations.queue.deniedUndo',
                {
                  name: d.name,
                  seconds: UNDO_WINDOW_MS / 1000,
                },
              )}
            </MessageBarBody>
            <MessageBarActions>
              <Button
                onClick={() => undo(d.id)}
                aria-label={t('organizations.queue.undoLabel', { name: d.name })}
              >
                {t('organizations.queue.undo')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        ))}
      </div>
      {rows.length > 0 ? gate.hint : null}
      {queue.isPending ? <PageSpinner label={t('app.loading')} /> : null}
      {queue.isError ? <ErrorMessage error={queue.error} /> : null}
      {queue.isSuccess && rows.length === 0 ? (
        <div className={styles.empty} data-testid="queue-empty">
          <TaskListLtrRegular className={styles.emptyIcon} aria-hidden />
          <Text as="h2" size={500} weight="semibold">
            {t('organizations.queue.emptyTitle')}
          </Text>
          <Body1>{t('organizations.queue.emptyText')}</Body1>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <ul
          className={styles.list}
          aria-label={t('organizations.queue.label')}
          data-testid="approval-queue"
        >
          {rows.map((o) => (
            <QueueItem key={o.id} organization={o} onDecide={decide} gate={gate} />
          ))}
        </ul>
      ) : null}
      {more > 0 ? <Body1>{t('organizations.queue.more', { count: more })}</Body1> : null}
    </PageFrame>
  );
}

function QueueItem({
  organization: o,
  onDecide,
  gate,
}: {
  organization: Organization;
  onDecide: (decision: Decision) => void;
  gate: NetworkGate;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const t = useT();
  const where = [o.address?.city, t(`organizations.type.${o.organizationType}`)]
    .filter(Boolean)
    .join(' · ');
  const headingId = `queue-${o.id}`;
  return (
    <li>
      <Card className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.name}>
          <AppLink href={`/organizations/${o.id}`}>{o.name}</AppLink>
        </h2>
        <Text className={styles.meta}>
          {where} ·{' '}
          {t('organizations.queue.signedUp', {
            date: intl.formatDate(o.createdAt, {
              dateStyle: 'medium',
              timeZone: 'Europe/Amsterdam',
            }),
          })}
        </Text>
        {o.description ? (
          <Body1 as="p" className={styles.description}>
            {o.description}
          </Body1>
        ) : null}
        {o.email ? <Text className={styles.meta}>{o.email}</Text> : null}
        <div className={styles.buttons}>
          <Button
            appearance="primary"
            size={BUTTON_SIZE}
            icon={<CheckmarkRegular />}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            aria-label={t('organizations.queue.approveLabel', { name: o.name })}
            onClick={() => onDecide({ id: o.id, name: o.name, status: 'approved' })}
          >
            {t('organizations.action.approve')}
          </Button>
          <Button
            size={BUTTON_SIZE}
            icon={<DismissRegular />}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            aria-label={t('organizations.queue.denyLabel', { name: o.name })}
            onClick={() => onDecide({ id: o.id, name: o.name, status: 'denied' })}
          >
            {t('organizations.action.deny')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
