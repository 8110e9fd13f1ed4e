// The fields of an organization (add, edit and sign-up): kind, name, description, contact and
// address. Labels and hints in the visitor's language; validation comes from the form's schema.
import { makeStyles, tokens } from '@fluentui/react-components';
import { SelectField, TextField, TextareaField } from '../../../lib/forms/fields';
import { useT } from '../../../lib/use-t';
import { ORGANIZATION_TYPES } from '../schemas';

const useStyles = makeStyles({
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  pair: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 640px)': { gridTemplateColumns: '2fr 1fr' },
  },
});

export function OrganizationFields({
  addressRequired = false,
  emailRequired = false,
}: {
  addressRequired?: boolean;
  emailRequired?: boolean;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('organizations.form.about')}</legend>
        <SelectField
          name="organizationType"
          label={t('organizations.field.type')}
          required
          options={[
            { value: '', label: t('organizations.form.chooseType') },
            ...ORGANIZATION_TYPES.map((type) => ({
              value: type,
              label: t(`organizations.type.${type}`),
            })),
          ]}
        />
        <TextField
          name="name"
          label={t('organizations.field.name')}
          required
          autoComplete="organization"
        />
        <TextareaField
          name="description"
          label={t('organizations.field.description')}
          hint={t('organizations.form.descriptionHint')}
          rows={5}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('organizations.form.contact')}</legend>
        <TextField
          name="email"
          type="email"
          label={t('organizations.field.email')}
          required={emailRequired}
          autoComplete="email"
        />
        <TextField
          name="phone"
          type="tel"
          label={t('organizations.field.phone')}
          autoComplete="tel"
        />
        <TextField
          name="website"
          type="url"
          label={t('organizations.field.website')}
          hint={t('organizations.form.websiteHint')}
          autoComplete="url"
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('organizations.form.address')}</legend>
        <div className={styles.pair}>
          <TextField
            name="street"
            label={t('organizations.field.street')}
            required={addressRequired}
            autoComplete="address-line1"
          />
          <TextField
            name="number"
            label={t('organizations.field.number')}
            required={addressRequired}
            autoComplete="off"
          />
        </div>
        <div className={styles.pair}>
          <TextField
            name="city"
            label={t('organizations.field.city')}
            required={addressRequired}
            autoComplete="address-level2"
          />
          <TextField
            name="postcode"
            label={t('organizations.field.postcode')}
            hint={t('organizations.form.postcodeHint')}
            required={addressRequired}
            autoComplete="postal-code"
          />
        </div>
      </fieldset>
    </>
  );
}
