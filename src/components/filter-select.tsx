// A labelled filter choice for a table toolbar: 'all' plus one option per value.
import { Field, Select } from '@fluentui/react-components';

interface Props<V extends string> {
  label: string;
  allLabel: string;
  value: V | '';
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V | '') => void;
  className?: string;
}

export function FilterSelect<V extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
  className,
}: Props<V>) {
  return (
    <Field label={label} className={className}>
      <Select value={value} onChange={(_, d) => onChange(d.value as V | '')}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
