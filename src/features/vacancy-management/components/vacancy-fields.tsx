// Field groups of the vacancy form that need more than a text box: the rich-text description,
// the organization, where the work happens, and the partner centers it is shared with.
import { Checkbox, Field, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useField, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useAppContext } from '../../../lib/app-context';
import { SelectField, TextField } from '../../../lib/forms/fields';
import { useOrganizations } from '../../../lib/session/use-organizations';
import { useT } from '../../../lib/use-t';
import { useCenterChoices } from '../api/get-center-choices';
import { useOrganizationChoices, type Choice } from '../api/get-organization-choices';
import { shownError } from './field-error';

const useStyles = makeStyles({
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  pair: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 640px)': { gridTemplateColumns: '2fr 1fr' },
  },
});

export function RichTextField({
  name,
  label,
  hint,
}: {
  name: string;
  label: string;
  hint?: string;
}) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name);
  return (
    <RichTextEditor
      name={name}
      label={label}
      hint={hint}
      value={input.value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      error={shownError(intl, meta, label)}
      data-testid={`editor-${name}`}
    />
  );
}

/** The organizations this user may create a vacancy for (the session's own for organization admins). */
export function useOrganizationOptions(canChoose: boolean): Choice[] {
  const all = useOrganizationChoices(canChoose);
  const { organizations } = useOrganizations();
  return canChoose ? (all.data ?? []) : organizations.map((o) => ({ id: o.id, name: o.name }));
}

export function OrganizationField({
  options,
  locked,
  knownName,
}: {
  options: Choice[];
  locked: boolean;
  /** The name the vacancy came with (its organization may be missing from the choices). */
  knownName?: string;
}) {
  const intl = useIntl();
  const { input } = useField<string>('organizationId');
  const label = intl.formatMessage({ id: 'vacancyManage.field.organization' });
  if (locked || options.length === 1) {
    const name = options.find((o) => o.id === input.value)?.name ?? knownName ?? '—';
    return (
      <Field label={label}>
        <Text data-testid="vacancy-organization">{name}</Text>
      </Field>
    );
  }
  return (
    <SelectField
      name="organizationId"
      label={label}
      required
      options={[
        { value: '', label: intl.formatMessage({ id: 'vacancyManage.field.chooseOrganization' }) },
        ...options.map((o) => ({ value: o.id, label: o.name })),
      ]}
    />
  );
}

export function LocationFields() {
  const styles = useStyles();
  const t = useT();
  const { input } = useField<boolean>('remote', { type: 'checkbox' });
  return (
    <>
      <Switch
        label={t('vacancyManage.field.remote')}
        checked={Boolean(input.checked)}
        onChange={(_, d) => input.onChange(d.checked)}
      />
      {input.checked ? null : (
        <>
          <div className={styles.pair}>
            <TextField name="street" label={t('vacancyManage.field.street')} autoComplete="off" />
            <TextField name="number" label={t('vacancyManage.field.number')} autoComplete="off" />
          </div>
          <div className={styles.pair}>
            <TextField
              name="postcode"
              label={t('vacancyManage.field.postcode')}
              hint={t('vacancyManage.field.postcodeHint')}
              autoComplete="off"
            />
            <TextField name="city" label={t('vacancyManage.field.city')} autoComplete="off" />
          </div>
        </>
      )}
    </>
  );
}

/** Other partner centers of the tenant whose volunteers also see the vacancy. */
export function SharedCentersField({
  className,
  legendClassName,
}: {
  className?: string;
  legendClassName?: string;
}) {
  const intl = useIntl();
  const { tenant } = useAppContext();
  const styles = useStyles();
  const centers = useCenterChoices(true);
  const { input, meta } = useField<string[]>('sharedCenterIds');
  const error = meta.dirtySinceLastSubmit ? undefined : (meta.submitError as string | undefined);
  const { values } = useFormState<{ centerId?: string }>({ subscription: { values: true } });
  const own = values.centerId ?? tenant.centerId;
  const others = (centers.data ?? []).filter((c) => c.id !== own);
  const value = input.value || [];
  if (others.length === 0) return null;
  return (
    <fieldset className={className ?? styles.fieldset}>
      <legend className={legendClassName ?? styles.legend}>
        {intl.formatMessage({ id: 'vacancyManage.field.sharedCenters' })}
      </legend>
      <Text size={200}>{intl.formatMessage({ id: 'vacancyManage.field.sharedCentersHint' })}</Text>
      {others.map((c) => (
        <Checkbox
          key={c.id}
          label={c.name}
          checked={value.includes(c.id)}
          onChange={(_, d) =>
            input.onChange(d.checked ? [...value, c.id] : value.filter((id) => id !== c.id))
          }
        />
      ))}
      {error ? (
        <Text role="alert" className={styles.error}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
