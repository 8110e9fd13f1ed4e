// A chart in a card with what every chart here offers: its title, a switch between the picture
// and a table of the same numbers (the table is what a screen reader reads), and the numbers as
// a CSV file.
import { Button, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../../lib/use-t';
import { ReaderOnlyTable } from './number-table';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow2,
    minWidth: 0,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export function ChartCard({
  title,
  hint,
  chart,
  table,
  onCsv,
  testId,
}: {
  title: string;
  hint?: string;
  chart: ReactNode;
  table: ReactNode;
  onCsv: () => void;
  testId: string;
}) {
  const styles = useStyles();
  const t = useT();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid={testId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.tools}>
          <Switch
            label={t('analytics.asTable')}
            checked={asTable}
            onChange={(_, d) => setAsTable(d.checked)}
          />
          <Button icon={<ArrowDownloadRegular />} onClick={onCsv}>
            {t('analytics.csv')}
          </Button>
        </div>
      </div>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {asTable ? table : chart}
      {/* A screen reader skips the picture and reads the table, whichever is shown. */}
      {asTable ? null : (
        <div className={styles.srOnly}>
          <ReaderOnlyTable.Provider value>{table}</ReaderOnlyTable.Provider>
        </div>
      )}
    </section>
  );
}
