// The center's button and card shape (rounded, square, pill) as a radio group in the design form.
import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formatFieldError } from '../../../lib/forms/fields';

export function ShapeField() {
  const intl = useIntl();
  const { input, meta } = useField<string>('shape');
  const label = intl.formatMessage({ id: 'design.shape' });
  const error = formatFieldError(intl, meta.touched ? meta.error : undefined, label);
  return (
    <Field label={label} validationState={error ? 'error' : 'none'} validationMessage={error}>
      <RadioGroup
        layout="horizontal"
        value={input.value}
        onChange={(_, d) => input.onChange(d.value)}
      >
        {(['rounded', 'square', 'pill'] as const).map((shape) => (
          <Radio
            key={shape}
            value={shape}
            label={intl.formatMessage({ id: `design.shape.${shape}` })}
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
