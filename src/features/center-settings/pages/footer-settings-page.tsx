// /instellingen/footer: what the footer of every page says: a short text about the center, up to
// four columns of links (a page of this site or an https address, each labelled in Dutch and/or
// English) and the center's social media pages (one address per network; empty is not shown).
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { setIn } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { centerProfileSchema } from '../../../../common/schemas/center-profile';
import { MAX_FOOTER_COLUMNS, MAX_FOOTER_LINKS } from '../../../../common/schemas/center-site';
import {
  SOCIAL_NETWORKS,
  SOCIAL_NETWORK_NAMES,
  type FooterColumn,
  type SocialNetwork,
} from '../../../../common/schemas/content';
import { ErrorSummary } from '../../../components/error-summary';
import { SubmitRow } from '../../../components/form-parts';
import { usePageStyles } from '../../../components/page-frame';
import type { CenterProfile } from '../../../lib/center';
import { TextField, TextareaField } from '../../../lib/forms/fields';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { validateWithSharedSchema } from '../../../lib/forms/validation';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useUpdateCenterProfile } from '../api/update-center-profile';
import { SettingsFrame } from '../components/settings-frame';

interface LinkValues {
  labelNl?: string;
  labelEn?: string;
  href?: string;
}
interface ColumnValues {
  titleNl?: string;
  titleEn?: string;
  links: LinkValues[];
}
interface Values {
  footerText?: string;
  footerColumns: ColumnValues[];
  social: Partial<Record<SocialNetwork, string>>;
}

const checkShared = validateWithSharedSchema<Record<string, unknown>>(
  centerProfileSchema.pick(['footerText', 'footerColumns', 'socialLinks']),
);

function toAttributes(values: Values) {
  const columns: FooterColumn[] = values.footerColumns.map((c) => ({
    titleNl: c.titleNl?.trim() || null,
    titleEn: c.titleEn?.trim() || null,
    links: c.links.map((l) => ({
      labelNl: l.labelNl?.trim() || null,
      labelEn: l.labelEn?.trim() || null,
      href: l.href?.trim() ?? '',
    })),
  }));
  const networks = SOCIAL_NETWORKS.filter((n) => values.social[n]?.trim());
  return {
    footerText: values.footerText?.trim() || null,
    footerColumns: columns,
    socialLinks: networks.map((network) => ({ network, url: values.social[network]!.trim() })),
  };
}

/** The shared rules speak of `socialLinks[i]`; the form has one field per network. */
function toFormErrors(errors: Record<string, unknown>, values: Values): Record<string, unknown> {
  const networks = SOCIAL_NETWORKS.filter((n) => values.social[n]?.trim());
  let out: Record<string, unknown> = {};
  for (const [key, error] of Object.entries(flatten(errors))) {
    const social = /^socialLinks[.[](\d+)/.exec(key);
    const network = social ? networks[Number(social[1])] : undefined;
    const path = social ? (network ? `social.${network}` : 'social.facebook') : key;
    out = setIn(out, path, error) as Record<string, unknown>;
  }
  return out;
}

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || 'id' in value) return { [prefix]: value };
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    Object.assign(out, flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

async function validate(values: Values) {
  const errors = await checkShared(toAttributes(values));
  return errors ? toFormErrors(errors as Record<string, unknown>, values) : undefined;
}

function toValues(profile: CenterProfile | null): Values {
  const social: Values['social'] = {};
  for (const link of profile?.socialLinks ?? []) social[link.network] = link.url;
  return {
    footerText: profile?.footerText ?? undefined,
    footerColumns: (profile?.footerColumns ?? []).map((c) => ({
      titleNl: c.titleNl ?? undefined,
      titleEn: c.titleEn ?? undefined,
      links: c.links.map((l) => ({
        labelNl: l.labelNl ?? undefined,
        labelEn: l.labelEn ?? undefined,
        href: l.href,
      })),
    })),
    social,
  };
}

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  column: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // A legend keeps its own line at the top of the fieldset: floated, it joins the column's flow.
  legend: {
    float: 'left',
    width: '100%',
    padding: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  link: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // Two fields side by side where there is room; on a phone one under the other (a Fluent input
  // keeps a minimum width of its own, which pushed the second one out of the card).
  pair: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalS,
    '& .fui-Input': { minWidth: 0 },
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  socials: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  wide: { maxWidth: '72rem' },
  start: { alignSelf: 'flex-start' },
});

export default function FooterSettingsPage() {
  const t = useT();
  return (
    <SettingsFrame title={t('route.settingsFooter')} intro={t('settings.footer.intro')}>
      {(profile) => <FooterForm profile={profile} />}
    </SettingsFrame>
  );
}

function FooterForm({ profile }: { profile: CenterProfile | null }) {
  const intl = useIntl();
  const t = useT();
  const page = usePageStyles();
  const styles = useStyles();
  const update = useUpdateCenterProfile();
  const initialValues = useMemo(() => toValues(profile), [profile]);
  return (
    <Form<Values>
      initialValues={initialValues}
      validate={validate}
      validateOnBlur
      subscription={{ submitting: true, values: true }}
      onSubmit={async (values) => {
        try {
          await update.mutateAsync(toAttributes(values));
          toast.success(t('settings.saved'));
          return undefined;
        } catch (error) {
          return toSubmitErrors(intl, error, {
            shape: (fields) => {
              let nested: Record<string, unknown> = {};
              for (const [key, text] of Object.entries(fields)) {
                nested = setIn(nested, key, text) as Record<string, unknown>;
              }
              return toFormErrors(nested, values);
            },
          });
        }
      }}
      render={({ form, submitting, values }) => {
        const columns = values.footerColumns ?? [];
        const setColumns = (next: ColumnValues[]) => form.change('footerColumns', next);
        return (
          <form
            className={`${page.form} ${styles.wide}`}
            onSubmit={(event) => void submitWithFreshErrors(form, event)}
            noValidate
          >
            <ErrorSummary />
            <section className={page.card} aria-labelledby="footer-text">
              <h2 id="footer-text" className={page.h2}>
                {t('settings.footer.textTitle')}
              </h2>
              <TextareaField
                name="footerText"
                label={t('settings.field.footerText')}
                hint={t('settings.field.footerTextHint')}
                rows={3}
              />
            </section>
            <section className={page.card} aria-labelledby="footer-columns">
              <h2 id="footer-columns" className={page.h2}>
                {t('settings.footer.columnsTitle')}
              </h2>
              <p className={page.srOnly}>{t('settings.footer.columnsHint')}</p>
              <div className={styles.columns}>
                {columns.map((column, i) => (
                  <fieldset key={i} className={styles.column}>
                    <legend className={styles.legend}>
                      {t('settings.footer.column', { n: i + 1 })}
                    </legend>
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      className={styles.start}
                      onClick={() => setColumns(columns.filter((_, j) => j !== i))}
                    >
                      {t('settings.footer.removeColumn')}
                    </Button>
                    <div className={styles.pair}>
                      <TextField
                        name={`footerColumns[${i}].titleNl`}
                        label={t('settings.field.titleNl')}
                      />
                      <TextField
                        name={`footerColumns[${i}].titleEn`}
                        label={t('settings.field.titleEn')}
                      />
                    </div>
                    {column.links.map((_, j) => (
                      <div key={j} className={styles.link}>
                        <div className={styles.pair}>
                          <TextField
                            name={`footerColumns[${i}].links[${j}].labelNl`}
                            label={t('settings.field.labelNl')}
                          />
                          <TextField
                            name={`footerColumns[${i}].links[${j}].labelEn`}
                            label={t('settings.field.labelEn')}
                          />
                        </div>
                        <TextField
                          name={`footerColumns[${i}].links[${j}].href`}
                          label={t('settings.field.href')}
                          hint={t('settings.field.hrefHint')}
                        />
                        <Button
                          appearance="subtle"
                          size="small"
                          icon={<DeleteRegular />}
                          className={styles.start}
                          onClick={() =>
                            form.change(
                              `footerColumns[${i}].links` as 'footerColumns',
                              column.links.filter((__, k) => k !== j) as never,
                            )
                          }
                        >
                          {t('settings.footer.removeLink')}
                        </Button>
                      </div>
                    ))}
                    {column.links.length < MAX_FOOTER_LINKS ? (
                      <Button
                        icon={<AddRegular />}
                        className={styles.start}
                        onClick={() =>
                          form.change(
                            `footerColumns[${i}].links` as 'footerColumns',
                            [...column.links, {}] as never,
                          )
                        }
                      >
                        {t('settings.footer.addLink')}
                      </Button>
                    ) : null}
                  </fieldset>
                ))}
              </div>
              {columns.length < MAX_FOOTER_COLUMNS ? (
                <Button
                  icon={<AddRegular />}
                  className={styles.start}
                  onClick={() => setColumns([...columns, { links: [{}] }])}
                >
                  {t('settings.footer.addColumn')}
                </Button>
              ) : null}
            </section>
            <section className={page.card} aria-labelledby="footer-social">
              <h2 id="footer-social" className={page.h2}>
                {t('settings.footer.socialTitle')}
              </h2>
              <div className={styles.socials}>
                {SOCIAL_NETWORKS.map((network) => (
                  <TextField
                    key={network}
                    name={`social.${network}`}
                    type="url"
                    label={SOCIAL_NETWORK_NAMES[network]}
                    placeholder="https://"
                  />
                ))}
              </div>
            </section>
            <SubmitRow
              needsNetwork
              label={t('admin.save')}
              submitting={submitting}
              cancelHref="/instellingen"
            />
          </form>
        );
      }}
    />
  );
}
