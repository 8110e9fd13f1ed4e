// Applies the center's theme to the page (FluentProvider tokens, :root CSS variables, <html>
// colours, the tenant's fonts) and re-applies it whenever the profile or tenant changes.
import { FluentProvider, makeStaticStyles, tokens } from '@fluentui/react-components';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TenantConfig } from '../../../common/tenants/tenant-configs';
import { getButtonStyleHooks } from './button-styles';
import {
  buildTheme,
  isHighContrastThemeLoaded,
  loadHighContrastTheme,
  type BuiltTheme,
  type ThemeProfile,
} from './build-theme';
import { loadFonts } from './fonts';

// Plain links take the theme's link colour (readable on its background, yellow in high contrast)
// instead of the browser's blue, which fails contrast on dark backgrounds.
const useLinkStyles = makeStaticStyles({
  'a, a:visited': { color: tokens.colorBrandForegroundLink },
  'a:hover': { color: tokens.colorBrandForegroundLinkHover },
});

/** The theme in force here (ThemeRoot's, or a design preview's nested one). */
export const ActiveThemeContext = createContext<BuiltTheme | null>(null);

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
  loadProfileFonts = true,
  children,
}: {
  profile: ThemeProfile | null | undefined;
  tenantConfig: Pick<TenantConfig, 'display'>;
  /** False while the profile is still loading, so the preset font is not fetched in vain. */
  loadProfileFonts?: boolean;
  children: ReactNode;
}) {
  const wantsHighContrast = tenantConfig.display.highContrast;
  const [highContrastSettled, setHighContrastSettled] = useState(isHighContrastThemeLoaded);
  useEffect(() => {
    if (!wantsHighContrast || highContrastSettled) return;
    let live = true;
    // Loaded or not, the page then shows: a failed load keeps the light theme rather than nothing.
    const settle = () => live && setHighContrastSettled(true);
    loadHighContrastTheme().then(settle, settle);
    return () => {
      live = false;
    };
  }, [wantsHighContrast, highContrastSettled]);
  const theme = useMemo(
    () => buildTheme({ profile, tenantConfig }),
    // highContrastSettled: rebuild once the high-contrast theme has arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [profile, tenantConfig, highContrastSettled],
  );
  useRootStyles(theme);
  useLinkStyles();
  const { sans, heading } = theme.fonts;
  useEffect(() => {
    if (loadProfileFonts) void loadFonts([sans, heading]);
  }, [sans, heading, loadProfileFonts]);

  // A high-contrast tenant waits for its theme (one small chunk) instead of flashing the light one.
  if (wantsHighContrast && !highContrastSettled) return null;
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
