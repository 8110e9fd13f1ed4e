// The status choice of the applications inbox, with the counts of `meta.counts`: tabs from md
// up, a select on a phone (seven tabs do not fit). 'Waits > 14 days' is a choice of its own.
import { Field, Select, Tab, TabList, makeStyles } from '@fluentui/react-components';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../../common/matching';
import { useMinWidth } from '../../../lib/breakpoints';
import { useT } from '../../../lib/use-t';
import { statusLabelId } from '../status-rules';
import type { ApplicationCounts } from '../types';

export type TabValue = 'all' | ApplicationStatus | 'escalated';

const COUNT_KEY: Record<Exclude<TabValue, 'all'>, keyof ApplicationCounts> = {
  new: 'new',
  in_progress: 'inProgress',
  accepted: 'accepted',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  escalated: 'escalated',
};

export function parseTab(value: string | null): TabValue {
  if (value === 'escalated') return 'escalated';
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ApplicationStatus)
    : 'all';
}

const useStyles = makeStyles({ tabs: { overflowX: 'auto' } });

export function StatusFilter({
  value: tab,
  counts,
  panelId,
  onChange,
}: {
  value: TabValue;
  counts: ApplicationCounts | undefined;
  /** The id of the panel the tabs control. */
  panelId: string;
  onChange: (value: TabValue) => void;
}) {
  const styles = useStyles();
  const wide = useMinWidth('md');
  const id = panelId.replace(/-panel$/, '');
  const t = useT();
  const all = counts
    ? counts.new + counts.inProgress + counts.accepted + counts.rejected + counts.withdrawn
    : undefined;
  const tabs: TabValue[] = [
    'all',
    'new',
    'in_progress',
    'accepted',
    'rejected',
    'withdrawn',
    'escalated',
  ];
  const tabLabel = (value: TabValue) => {
    const count = value === 'all' ? all : counts?.[COUNT_KEY[value]];
    const name =
      value === 'all'
        ? t('applications.tab.all')
        : value === 'escalated'
          ? t('applications.tab.escalated')
          : t(statusLabelId(value));
    return count !== undefined ? `${name} (${count})` : name;
  };
  return (
    <>
      {wide ? (
        <TabList
          className={styles.tabs}
          selectedValue={tab}
          onTabSelect={(_, d) => onChange(d.value as TabValue)}
          aria-label={t('applications.tabsLabel')}
        >
          {tabs.map((value) => (
            <Tab
              key={value}
              value={value}
              id={`${id}-${value}`}
              aria-controls={panelId}
              data-testid={`tab-${value}`}
            >
              {tabLabel(value)}
            </Tab>
          ))}
        </TabList>
      ) : (
        // On a phone the seven tabs do not fit: the same choice as a select.
        <Field label={t('applications.tabsLabel')}>
          <Select
            value={tab}
            onChange={(_, d) => onChange(d.value as TabValue)}
            data-testid="status-select"
          >
            {tabs.map((value) => (
              <option key={value} value={value}>
                {tabLabel(value)}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </>
  );
}
