// SPEC section 9's button defaults (size xl, rounded-full) as a Fluent custom style hook that
// ThemeRoot installs for every Button. Fluent's largest size is 'large': we draw it as SPEC's xl
// (44 px tall, 16 px text), so pages ask for `size={BUTTON_SIZE}`; every button is fully rounded
// unless the theme shape is 'square' or the button asks for shape="square" itself.
import { makeStyles, mergeClasses, tokens, type ButtonState } from '@fluentui/react-components';
import type { FluentProviderCustomStyleHooks } from '@fluentui/react-components';

/** The theme's default button size (SPEC: xl). */
export const BUTTON_SIZE = 'large' as const;

const useStyles = makeStyles({
  roundedFull: { borderRadius: tokens.borderRadiusCircular },
  xl: {
    minHeight: '44px',
    paddingInline: '20px',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
});

function createButtonStyleHook(rounded: boolean) {
  return function useThemedButtonStyles(state: unknown): void {
    const styles = useStyles();
    const button = state as ButtonState;
    button.root.className = mergeClasses(
      button.root.className,
      rounded && button.shape !== 'square' && styles.roundedFull,
      button.size === 'large' && !button.iconOnly && styles.xl,
    );
  };
}

// Stable objects: FluentProvider compares the hooks by identity.
const ROUNDED_HOOKS: FluentProviderCustomStyleHooks = {
  useButtonStyles_unstable: createButtonStyleHook(true),
};
const SQUARE_HOOKS: FluentProviderCustomStyleHooks = {
  useButtonStyles_unstable: createButtonStyleHook(false),
};

export function getButtonStyleHooks(
  shape: 'rounded' | 'square' | 'pill',
): FluentProviderCustomStyleHooks {
  return shape === 'square' ? SQUARE_HOOKS : ROUNDED_HOOKS;
}
