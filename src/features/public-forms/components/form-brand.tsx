// The top of a public form in the empty layout: the center's logo (or its name) and the language
// switch, no app header: a resident who follows a link sees whose form it is and can read it in
// English.
import { Body1Strong, Button, makeStyles, tokens } from '@fluentui/react-components';
import { GlobeRegular } from '@fluentui/react-icons';
import { useCurrentCenter } from '../../../lib/center';
import { useAppContext } from '../../../lib/app-context';
import { useLocale } from '../../../lib/intl';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  brand: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    minHeight: '64px',
    paddingBottom: tokens.spacingVerticalL,
    marginBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  logo: {
    display: 'block',
    maxHeight: '64px',
    maxWidth: 'min(240px, 100%)',
    objectFit: 'contain',
    objectPosition: 'left',
  },
  // The logo gives way on a narrow phone; the language switch keeps its size.
  name: { minWidth: 0, flexShrink: 1 },
  language: { flexShrink: 0 },
});

export function useCenterName(): string {
  const center = useCurrentCenter();
  const { tenant } = useAppContext();
  return center.data?.profile?.name ?? center.data?.name ?? tenant.tenantConfig.appName;
}

export function FormBrand() {
  const styles = useStyles();
  const t = useT();
  const center = useCurrentCenter();
  const name = useCenterName();
  const { locale, setLocale } = useLocale();
  const other = locale === 'en' ? 'nl' : 'en';
  const logoUrl = center.data?.profile?.websiteLogoUrl ?? null;
  return (
    <div className={styles.brand}>
      <div className={styles.name}>
        {logoUrl ? (
          <img src={logoUrl} alt={name} className={styles.logo} />
        ) : (
          <Body1Strong>{name}</Body1Strong>
        )}
      </div>
      <Button
        appearance="subtle"
        className={styles.language}
        icon={<GlobeRegular />}
        lang={other}
        onClick={() => void setLocale(other)}
        data-testid="form-language"
      >
        {t(`publicForm.switchTo.${other}`)}
      </Button>
    </div>
  );
}
