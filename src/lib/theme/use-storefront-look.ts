// The storefront's layout choices for the theme in force: the app's, or the design page's
// preview (which provides its own theme), so one component draws both.
import { useContext } from 'react';
import { resolveStorefrontLook, type StorefrontLook } from './storefront-look';
import { ActiveThemeContext } from './theme-root';

const DEFAULT_LOOK = resolveStorefrontLook(null);

/** {heroStyle, cardStyle, shape, cardRadius}; the defaults outside a ThemeRoot. */
export function useStorefrontLook(): StorefrontLook {
  return useContext(ActiveThemeContext)?.look ?? DEFAULT_LOOK;
}
