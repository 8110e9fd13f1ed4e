// A Fluent RadioGroup bound to a final-form field.
import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useField } from 'react-final-form';

export function RadioGroupField({
  name,
  label,
  hint,
  options,
}: {
  name: string;
  label: string;
  hint?: string;
  options: { value: string; label: string }[];
}) {
  const { input } = useField<string>(name);
  return (
    <Field label={label} hint={hint}>
      <RadioGroup
        name={input.name}
        value={input.value}
        onChange={(_, data) => input.onChange(data.value)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      >
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </Field>
  );
}
