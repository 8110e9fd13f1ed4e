// The footer of the default layout: the center's name and the always-present links; 'Choose a
// partner' (/switch) only where the visitor can choose, that is where the host does not decide
// the tenant (on a tenant's own host every choice there would be disabled).
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { BREAKPOINTS } from '../../../common/constants';
import { AppLink } from '../../components/app-link';
import { useAppContext } from '../../lib/app-context';
import { useCurrentCenter } from '../../lib/center';

const useStyles = makeStyles({
  footer: {
    marginTop: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  inner: {
    maxWidth: `${BREAKPOINTS.xl}px`,
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
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

export function SiteFooter() {
  const styles = useStyles();
  const intl = useIntl();
  const { tenant } = useAppContext();
  const center = useCurrentCenter();
  const name = center.data?.profile?.name ?? center.data?.name ?? tenant.tenantConfig.appName;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
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
    </footer>
  );
}
