// An admin's choice of center: 'all' or one of the tenant's centers (src/lib/volunteer-centers.ts),
// as the analytics pages and the data viewer offer it. Shown only where there is a choice.
import { Field, Select } from '@fluentui/react-components';
import type { CenterChoice } from '../lib/volunteer-centers';

export function CenterSelect({
  label,
  allLabel,
  centers,
  value,
  onChange,
  className,
  'data-testid': testId,
}: {
  label: string;
  allLabel: string;
  centers: readonly CenterChoice[] | undefined;
  /** The chosen center's id, or '' / undefined for all. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  className?: string;
  'data-testid'?: string;
}) {
  if (!centers || centers.length < 2) return null;
  return (
    <Field label={label}>
      <Select
        className={className}
        value={value ?? ''}
        onChange={(_, d) => onChange(d.value || undefined)}
        data-testid={testId}
      >
        <option value="">{allLabel}</option>
        {centers.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
