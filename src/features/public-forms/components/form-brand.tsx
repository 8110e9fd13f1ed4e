// The top of a public form in the empty layout: the center's logo (or its name), no app header.
import { Body1Strong, makeStyles, tokens } from '@fluentui/react-components';
import { useCurrentCenter } from '../../../lib/center';
import { useAppContext } from '../../../lib/app-context';

const useStyles = makeStyles({
  brand: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '44px',
    paddingBottom: tokens.spacingVerticalL,
    marginBottom: tokens.spacingVerticalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  logo: { maxHeight: '44px', maxWidth: '193px', objectFit: 'contain', objectPosition: 'left' },
});

export function FormBrand() {
  const styles = useStyles();
  const center = useCurrentCenter();
  const { tenant } = useAppContext();
  const name = center.data?.name ?? tenant.tenantConfig.appName;
  const logoUrl = center.data?.profile?.websiteLogoUrl ?? null;
  return (
    <div className={styles.brand}>
      {logoUrl ? (
        <img src={logoUrl} alt={name} className={styles.logo} />
      ) : (
        <Body1Strong>{name}</Body1Strong>
      )}
    </div>
  );
}
