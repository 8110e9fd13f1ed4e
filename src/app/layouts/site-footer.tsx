// The footer of the default layout, as the center sets it on /instellingen: the center with its
// footer text, address, contact data and KvK number, its columns of links and social links;
// below, the footer menu (/content/menu-items) and the always-present links ('Choose a partner' (/switch) only where the host does not
// decide the tenant: on a tenant's own host every choice there would be disabled).
import { pickLocalized } from '../../../common/matching';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FooterColumn } from '../../../common/schemas/content';
import { BREAKPOINTS } from '../../../common/constants';
import { AppLink } from '../../components/app-link';
import { useAppContext } from '../../lib/app-context';
import { useCurrentCenter } from '../../lib/center';
import { FooterMenu } from './footer-menu';
import { isExternalHref, SocialLinks } from './social-links';

const useStyles = makeStyles({
  footer: {
    marginTop: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  top: {
    maxWidth: `${BREAKPOINTS.xl}px`,
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  },
  center: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  name: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, margin: 0 },
  text: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '36ch' },
  address: { fontStyle: 'normal', color: tokens.colorNeutralForeground2, lineHeight: 1.6 },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  bottom: {
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  inner: {
    maxWidth: `${BREAKPOINTS.xl}px`,
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXL,
    justifyContent: 'space-between',
    alignItems: 'center',
  },
  links: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    flexWrap: 'wrap',
  },
  link: { color: tokens.colorNeutralForeground1 },
});

function FooterLinkColumn({ column, locale }: { column: FooterColumn; locale: string }) {
  const styles = useStyles();
  const title = pickLocalized(column.titleNl, column.titleEn, locale);
  return (
    <nav aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {column.links.map((link) => (
          <li key={`${link.href}-${link.labelNl ?? link.labelEn}`}>
            {isExternalHref(link.href) ? (
              <a href={link.href} className={styles.link} rel="noopener">
                {pickLocalized(link.labelNl, link.labelEn, locale)}
              </a>
            ) : (
              <AppLink href={link.href} className={styles.link}>
                {pickLocalized(link.labelNl, link.labelEn, locale)}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const styles = useStyles();
  const intl = useIntl();
  const { tenant } = useAppContext();
  const center = useCurrentCenter();
  const profile = center.data?.profile;
  const name = profile?.name ?? center.data?.name ?? tenant.tenantConfig.appName;
  const street = [profile?.street, profile?.houseNumber].filter(Boolean).join(' ');
  const place = [profile?.postcode, profile?.city].filter(Boolean).join(' ');
  const columns = profile?.footerColumns ?? [];
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <section className={styles.center} aria-label={name}>
          <p className={styles.name}>{name}</p>
          {profile?.footerText ? <p className={styles.text}>{profile.footerText}</p> : null}
          {street || place || profile?.phone || profile?.email ? (
            <address className={styles.address}>
              {street ? <div>{street}</div> : null}
              {place ? <div>{place}</div> : null}
              {profile?.phone ? (
                <div>
                  <a className={styles.link} href={`tel:${profile.phone.replace(/[^0-9+]/g, '')}`}>
                    {profile.phone}
                  </a>
                </div>
              ) : null}
              {profile?.email ? (
                <div>
                  <a className={styles.link} href={`mailto:${profile.email}`}>
                    {profile.email}
                  </a>
                </div>
              ) : null}
            </address>
          ) : null}
          {profile?.kvkNumber ? (
            <Caption1>
              <FormattedMessage id="footer.kvk" values={{ number: profile.kvkNumber }} />
            </Caption1>
          ) : null}
          <SocialLinks links={profile?.socialLinks ?? []} />
        </section>
        {columns.map((column, i) => (
          <FooterLinkColumn key={i} column={column} locale={intl.locale} />
        ))}
      </div>
      <div className={styles.bottom}>
        <div className={styles.inner}>
          <FooterMenu />
          <Caption1>
            <FormattedMessage
              id="footer.copyright"
              values={{ name, year: new Date().getFullYear() }}
            />
          </Caption1>
          <nav aria-label={intl.formatMessage({ id: 'footer.label' })}>
            <ul className={styles.links}>
              <li>
                <AppLink href="/partners" className={styles.link}>
                  <FormattedMessage id="footer.partners" />
                </AppLink>
              </li>
              <li>
                <AppLink href="/organizations/signup" className={styles.link}>
                  <FormattedMessage id="footer.organizationSignup" />
                </AppLink>
              </li>
              {tenant.hostDecidesTenant ? null : (
                <li>
                  <AppLink href="/switch" className={styles.link} preloadOnView={false}>
                    <FormattedMessage id="footer.switch" />
                  </AppLink>
                </li>
              )}
            </ul>
          </nav>
          <Caption1>
            <FormattedMessage id="footer.poweredBy" />
          </Caption1>
        </div>
      </div>
    </footer>
  );
}
