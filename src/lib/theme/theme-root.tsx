// Applies the center's theme to the page (FluentProvider tokens, :root CSS variables, <html>
// colours, the tenant's fonts) and re-applies it whenever the profile or tenant changes.
import { FluentProvider } from '@fluentui/react-components';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { TenantConfig } from '../../../common/tenants/tenant-configs';
import { getButtonStyleHooks } from './button-styles';
import { buildTheme, type BuiltTheme, type ThemeProfile } from './build-theme';
import { loadFonts } from './fonts';

const ActiveThemeContext = createContext<BuiltTheme | null>(null);

/** The theme ThemeRoot built (for pages that show colours, such as /dev/colors). */
export function useActiveTheme(): BuiltTheme {
  const theme = useContext(ActiveThemeContext);
  if (!theme) throw new Error('useActiveTheme must be used inside ThemeRoot');
  return theme;
}

function useRootStyles(theme: BuiltTheme): void {
  useEffect(() => {
    const root = document.documentElement;
    const entries = Object.entries(theme.cssVariables);
    for (const [name, value] of entries) root.style.setProperty(name, value);
    root.style.backgroundColor = theme.background;
    root.style.color = theme.text;
    root.style.fontFamily = theme.cssVariables['--font-sans'] ?? '';
    root.dataset.highContrast = String(theme.highContrast);
    return () => {
      for (const [name] of entries) root.style.removeProperty(name);
      root.style.removeProperty('background-color');
      root.style.removeProperty('color');
      root.style.removeProperty('font-family');
      delete root.dataset.highContrast;
    };
  }, [theme]);
}

export function ThemeRoot({
  profile,
  tenantConfig,
  children,
}: {
  profile: ThemeProfile | null | undefined;
  tenantConfig: Pick<TenantConfig, 'display'>;
  children: ReactNode;
}) {
  const theme = useMemo(() => buildTheme({ profile, tenantConfig }), [profile, tenantConfig]);
  useRootStyles(theme);
  const { sans, heading } = theme.fonts;
  useEffect(() => {
    void loadFonts([sans, heading]);
  }, [sans, heading]);

  return (
    <ActiveThemeContext.Provider value={theme}>
      <FluentProvider
        theme={theme.light}
        customStyleHooks_unstable={getButtonStyleHooks(theme.shape)}
        style={{ backgroundColor: theme.background, color: theme.text, minHeight: '100dvh' }}
      >
        {children}
      </FluentProvider>
    </ActiveThemeContext.Provider>
  );
}
