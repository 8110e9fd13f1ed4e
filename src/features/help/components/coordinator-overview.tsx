// The coordinator's overview of one-to-one help: requests by status (new first), each a card
// (help-request-card.tsx) with its suggested offers; matching and status changes confirm in a
// dialog (help-action-dialog.tsx). Readable offline from the persisted cache; the writes need the
// network.
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { useT } from '../../../lib/use-t';
import { useHelpRequests, type RequestFilter } from '../api/get-help-requests';
import { HelpActionDialog, type HelpAction } from './help-action-dialog';
import { RequestCard } from './help-request-card';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  // Four statuses do not fit a phone's width: the tabs scroll sideways instead of the page.
  tabs: { overflowX: 'auto', maxWidth: '100%' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
});

const FILTERS: RequestFilter[] = ['new', 'matched', 'done', 'cancelled'];

export function CoordinatorOverview({ gate }: { gate: NetworkGate }) {
  const styles = useStyles();
  const t = useT();
  const [filter, setFilter] = useState<RequestFilter>('new');
  const [action, setAction] = useState<HelpAction | null>(null);
  const requests = useHelpRequests(filter);
  return (
    <section
      className={styles.root}
      aria-labelledby="help-overview-title"
      data-testid="help-overview"
    >
      <h2 id="help-overview-title" className={usePageStyles().h2}>
        {t('help.overview.title')}
      </h2>
      {gate.hint}
      <div className={styles.tabs}>
        <TabList
          selectedValue={filter}
          onTabSelect={(_, data) => setFilter(data.value as RequestFilter)}
          aria-label={t('help.overview.filter')}
        >
          {FILTERS.map((f) => (
            <Tab key={f} value={f}>
              {t(`help.overview.tab.${f}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      {requests.isPending ? (
        <PageSpinner label={t('help.loading')} />
      ) : requests.error && !requests.data ? (
        <ErrorMessage error={requests.error} />
      ) : (requests.data ?? []).length === 0 ? (
        <p className={styles.muted}>{t(`help.overview.empty.${filter}`)}</p>
      ) : (
        <ul className={styles.list}>
          {(requests.data ?? []).map((r) => (
            <RequestCard key={r.id} request={r} gate={gate} onAction={setAction} />
          ))}
        </ul>
      )}
      {action ? <HelpActionDialog action={action} onClose={() => setAction(null)} /> : null}
    </section>
  );
}
