// Weekday parts as a form field: a 7 × 3 table of checkboxes (weekday × morning, afternoon,
// evening), each labelled with its day and part so a screen reader says "Monday morning". The
// volunteer profile's availability and a vacancy's schedule share it, so both read alike and
// match on the same shape ({"tue": ["evening"]}).
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useField } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DAY_PARTS,
  WEEKDAYS,
  type Availability,
  type DayPart,
  type Weekday,
} from '../../common/schemas/volunteer-profile';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', width: '100%', maxWidth: '32rem' },
  caption: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    paddingBottom: tokens.spacingVerticalS,
  },
  colHeader: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    paddingBlock: tokens.spacingVerticalXS,
    textAlign: 'center',
  },
  rowHeader: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
    paddingInlineEnd: tokens.spacingHorizontalS,
  },
  cell: {
    textAlign: 'center',
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** The value with one day part switched on or off (parts in the day's order, empty days left out). */
export function toggleWeekPart(
  value: Availability,
  day: Weekday,
  part: DayPart,
  on: boolean,
): Availability {
  const parts = new Set(value[day] ?? []);
  if (on) parts.add(part);
  else parts.delete(part);
  const next: Availability = { ...value };
  const ordered = DAY_PARTS.filter((p) => parts.has(p));
  if (ordered.length > 0) next[day] = ordered;
  else delete next[day];
  return next;
}

export function WeekPartsGrid({
  name,
  captionId,
  testId,
}: {
  name: string;
  /** i18n key of the table's caption (its label). */
  captionId: string;
  testId?: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const { input } = useField<Availability>(name);
  const value: Availability = input.value || {};

  return (
    <table className={styles.table} data-testid={testId}>
      <caption className={styles.caption}>
        <FormattedMessage id={captionId} />
      </caption>
      <thead>
        <tr>
          <td />
          {DAY_PARTS.map((part) => (
            <th key={part} scope="col" className={styles.colHeader}>
              <FormattedMessage id={`profile.part.${part}`} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((day) => (
          <tr key={day}>
            <th scope="row" className={styles.rowHeader}>
              <FormattedMessage id={`profile.day.${day}`} />
            </th>
            {DAY_PARTS.map((part) => (
              <td key={part} className={styles.cell}>
                <Checkbox
                  checked={value[day]?.includes(part) ?? false}
                  aria-label={intl.formatMessage({ id: `vacancies.slot.${day}.${part}` })}
                  onChange={(_, data) =>
                    input.onChange(toggleWeekPart(value, day, part, data.checked === true))
                  }
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
