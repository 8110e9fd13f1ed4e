// A live preview of the design being edited: the home page's hero, buttons and a vacancy card drawn
// with the theme the whole app would get (buildTheme, in a nested FluentProvider, and as the active
// theme so the storefront look follows the form), before anything is saved.
import { Button, FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, type CSSProperties } from 'react';
import type { TenantConfig } from '../../../../common/tenants/tenant-configs';
import { getButtonStyleHooks, BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { buildTheme, type ThemeProfile } from '../../../lib/theme/build-theme';
import { loadFonts } from '../../../lib/theme/fonts';
import { ActiveThemeContext } from '../../../lib/theme/theme-root';
import { useT } from '../../../lib/use-t';
import { LookCardPreview, LookHeroPreview } from './look-preview';

const useStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  bands: {
    display: 'flex',
    height: '10px',
    borderRadius: tokens.borderRadiusSmall,
    overflow: 'hidden',
  },
  band: { flexGrow: 1 },
});

export function ThemePreview({
  profile,
  tenantConfig,
}: {
  profile: ThemeProfile;
  tenantConfig: Pick<TenantConfig, 'display'>;
}) {
  const styles = useStyles();
  const theme = useMemo(() => buildTheme({ profile, tenantConfig }), [profile, tenantConfig]);
  const { sans, heading } = theme.fonts;
  useEffect(() => {
    void loadFonts([sans, heading]);
  }, [sans, heading]);
  const t = useT();
  const style = {
    ...theme.cssVariables,
    backgroundColor: theme.background,
    color: theme.text,
    fontFamily: theme.cssVariables['--font-sans'],
  } as CSSProperties;

  return (
    <ActiveThemeContext.Provider value={theme}>
      <FluentProvider
        theme={theme.light}
        customStyleHooks_unstable={getButtonStyleHooks(theme.shape)}
        className={styles.frame}
        style={style}
        data-testid="theme-preview"
      >
        <LookHeroPreview headingFont={theme.cssVariables['--font-heading']} />
        <div className={styles.row}>
          <Button appearance="primary" size={BUTTON_SIZE}>
            {t('design.preview.primary')}
          </Button>
          <Button size={BUTTON_SIZE}>{t('design.preview.secondary')}</Button>
        </div>
        <LookCardPreview />
        <div className={styles.bands} aria-hidden>
          {(['primary', 'secondary', 'tertiary', 'muted'] as const).map((name) => (
            <span
              key={name}
              className={styles.band}
              style={{
                backgroundColor:
                  theme.cssVariables[`--color-${name}`] ??
                  theme.cssVariables[`--color-${name}-500`],
              }}
            />
          ))}
        </div>
      </FluentProvider>
    </ActiveThemeContext.Provider>
  );
}
