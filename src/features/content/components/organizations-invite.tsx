// 'Op zoek naar vrijwilligers?': the home page's invitation to organizations, with the way to
// sign one up and what it gets (its vacancies in front of the center's volunteers).
import { makeStyles, tokens } from '@fluentui/react-components';
import { BuildingPeopleRegular } from '@fluentui/react-icons/svg/building-people';
import { AppLink } from '../../../components/app-link';
import { useStorefrontLook } from '../../../lib/theme/use-storefront-look';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    '@media (min-width: 768px)': { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '64px',
    height: '64px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '34px',
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: {
    margin: 0,
    fontFamily: 'var(--font-heading, inherit)',
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  body: { margin: 0, color: tokens.colorNeutralForeground2 },
  // A link drawn as Fluent's primary button (it navigates, so it stays a link).
  button: {
    justifySelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '40px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': {
      backgroundColor: tokens.colorBrandBackgroundHover,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
});

export function OrganizationsInvite() {
  const styles = useStyles();
  const t = useT();
  const look = useStorefrontLook();
  return (
    <section
      className={styles.root}
      style={{ borderRadius: look.cardRadius }}
      aria-labelledby="home-organizations"
      data-testid="organizations-invite"
    >
      <span className={styles.icon}>
        <BuildingPeopleRegular aria-hidden />
      </span>
      <div className={styles.text}>
        <h2 id="home-organizations" className={styles.heading}>
          {t('home.organizations.title')}
        </h2>
        <p className={styles.body}>{t('home.organizations.text')}</p>
      </div>
      <AppLink href="/organizations/signup" className={styles.button}>
        {t('home.organizations.action')}
      </AppLink>
    </section>
  );
}
