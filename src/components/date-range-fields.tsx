// A list filter's first and last day: two date fields side by side (in the filter row of the
// caller's flex layout), each keeping the other from passing it.
import { Field, Input, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  date: { width: '10.5rem' },
});

export interface DateRange {
  from: string;
  to: string;
}

export function DateRangeFields({
  value,
  onChange,
  fromLabel,
  toLabel,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
  fromLabel: string;
  toLabel: string;
}) {
  const styles = useStyles();
  return (
    <>
      <Field label={fromLabel}>
        <Input
          className={styles.date}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(_, d) => onChange({ ...value, from: d.value })}
        />
      </Field>
      <Field label={toLabel}>
        <Input
          className={styles.date}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(_, d) => onChange({ ...value, to: d.value })}
        />
      </Field>
    </>
  );
}
