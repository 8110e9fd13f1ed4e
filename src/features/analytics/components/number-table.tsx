// A plain table of numbers: a header row, a first column that names the row, numbers aligned
// right (tabular figures), scrolling sideways on a phone instead of squeezing.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { createContext, useContext, useId, type ReactNode } from 'react';

/**
 * True where the table is only for screen readers (beside its chart): no scroll box there, which
 * would be an invisible stop for the keyboard.
 */
export const ReaderOnlyTable = createContext(false);

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    fontSize: tokens.fontSizeBase300,
  },
  th: {
    textAlign: 'end',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  td: {
    textAlign: 'end',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
  },
  first: { textAlign: 'start', whiteSpace: 'normal' },
  caption: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    paddingBlockEnd: tokens.spacingVerticalXS,
  },
});

export function NumberTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const styles = useStyles();
  const readerOnly = useContext(ReaderOnlyTable);
  const captionId = useId();
  const table = (
    <table className={styles.table}>
      <caption id={captionId} className={styles.caption}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={c} scope="col" className={mergeClasses(styles.th, i === 0 && styles.first)}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className={mergeClasses(styles.td, styles.first)}>
                  {cell}
                </th>
              ) : (
                <td key={i} className={styles.td}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (readerOnly) return table;
  // A wide table scrolls sideways on a phone; the keyboard can scroll it too (WCAG 2.1.1).
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box the keyboard scrolls
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      {table}
    </div>
  );
}
