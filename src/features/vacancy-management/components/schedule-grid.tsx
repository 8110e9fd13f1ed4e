// When the volunteer is needed: a 7 × 3 table of checkboxes (weekday × morning, afternoon,
// evening), each labelled with its day and part ("maandag ochtend"). The same approach as the
// volunteer profile's availability grid, so both read alike and match on the same shape.
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useField } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DAY_PARTS,
  WEEKDAYS,
  type DayPart,
  type Weekday,
} from '../../../../common/schemas/volunteer-profile';
import type { Schedule } from '../types';

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

export function toggleSchedule(
  schedule: Schedule,
  day: Weekday,
  part: DayPart,
  on: boolean,
): Schedule {
  const parts = new Set(schedule[day] ?? []);
  if (on) parts.add(part);
  else parts.delete(part);
  const next: Schedule = { ...schedule };
  const ordered = DAY_PARTS.filter((p) => parts.has(p));
  if (ordered.length > 0) next[day] = ordered;
  else delete next[day];
  return next;
}

export function ScheduleGrid({ name }: { name: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const { input } = useField<Schedule>(name);
  const value: Schedule = input.value || {};
  return (
    <table className={styles.table} data-testid="schedule-grid">
      <caption className={styles.caption}>
        <FormattedMessage id="vacancyManage.field.schedule" />
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
                  aria-label={intl.formatMessage(
                    { id: 'profile.volunteer.availabilitySlot' },
                    {
                      day: intl.formatMessage({ id: `profile.day.${day}` }),
                      part: intl.formatMessage({ id: `profile.part.${part}` }),
                    },
                  )}
                  onChange={(_, data) =>
                    input.onChange(toggleSchedule(value, day, part, data.checked === true))
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
