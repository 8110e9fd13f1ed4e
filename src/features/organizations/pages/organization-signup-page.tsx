// /organizations/signup (public): an organization signs up with its first user. The
// organization waits for the volunteer center's approval; the user confirms their e-mail first.
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { OrganizationSignup } from '../../../../common/schemas/organizations';
import { AppLink } from '../../../components/app-link';
import { SelectField, TextField } from '../../../lib/forms/fields';
import { validateWithSchema } from '../../../lib/forms/validation';
import { useT } from '../../../lib/use-t';
import { useSignUpOrganization } from '../api/sign-up-organization';
import { SubmitRow } from '../../../components/form-parts';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { OrganizationFields } from '../components/organization-fields';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { ERROR_CODE } from '../../../../common/errors';
import { organizationSignupSchema } from '../schemas';
import { ErrorSummary } from '../../../components/error-summary';

const validate = validateWithSchema<OrganizationSignup>(organizationSignupSchema);

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
});

export default function OrganizationSignupPage() {
  const intl = useIntl();
  const page = usePageStyles();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const signUp = useSignUpOrganization();
  const t = useT();

  return (
    <PageFrame title={t('route.organizationSignup')} intro={t('organizations.signup.intro')}>
      <Form<OrganizationSignup>
        initialValues={{ locale: intl.locale === 'en' ? 'en' : 'nl' } as OrganizationSignup}
        validate={validate}
        validateOnBlur
        onSubmit={async (values) => {
          try {
            await signUp.mutateAsync(values);
            navigate(`/organizations/signup/success?email=${encodeURIComponent(values.userEmail)}`);
            return undefined;
          } catch (error) {
            return toSubmitErrors(intl, error, {
              byCode: { [ERROR_CODE.alreadyExists]: 'organizations.error.taken' },
            });
          }
        }}
        render={({ form, submitting }) => (
          <form
            className={`${page.card} ${page.form}`}
            onSubmit={(event) => void submitWithFreshErrors(form, event)}
            noValidate
          >
            <ErrorSummary />
            <OrganizationFields addressRequired emailRequired />
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('organizations.signup.you')}</legend>
              <Body1>{t('organizations.signup.youHint')}</Body1>
              <TextField
                name="firstName"
                label={t('organizations.field.firstName')}
                required
                autoComplete="given-name"
              />
              <TextField
                name="lastName"
                label={t('organizations.field.lastName')}
                required
                autoComplete="family-name"
              />
              <TextField
                name="userEmail"
                type="email"
                label={t('organizations.field.userEmail')}
                hint={t('organizations.signup.userEmailHint')}
                required
                autoComplete="email"
              />
              <TextField
                name="password"
                type="password"
                label={t('organizations.field.password')}
                hint={t('organizations.signup.passwordHint')}
                required
                autoComplete="new-password"
              />
              <TextField
                name="passwordConfirmation"
                type="password"
                label={t('organizations.field.passwordConfirmation')}
                required
                autoComplete="new-password"
              />
              <SelectField
                name="locale"
                label={t('organizations.field.locale')}
                options={[
                  { value: 'nl', label: t('organizations.locale.nl') },
                  { value: 'en', label: t('organizations.locale.en') },
                ]}
              />
            </fieldset>
            <SubmitRow
              needsNetwork
              label={t('organizations.signup.submit')}
              submitting={submitting}
              cancelHref="/"
            />
            <Body1>
              {t('organizations.signup.haveAccount')}{' '}
              <AppLink href="/auth/login-1">{t('organizations.signup.signIn')}</AppLink>
            </Body1>
          </form>
        )}
      />
    </PageFrame>
  );
}
