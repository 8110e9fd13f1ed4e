// The header's menu entries drawn in the tenant's tab style (underline, pill or boxed), shared by
// the row, its 'More' list and the phone menu.
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import type { MenuTabStyle } from '../../../common/tenants/tenant-configs';

export const useMenuItemStyles = makeStyles({
  item: {
    display: 'block',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightMedium,
    whiteSpace: 'nowrap',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  underline: { borderBottom: '3px solid transparent' },
  underlineActive: {
    borderBottomColor: tokens.colorBrandStroke1,
    color: tokens.colorBrandForeground1,
  },
  pill: { borderRadius: tokens.borderRadiusCircular },
  pillActive: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundHover,
    },
  },
  boxed: {
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
  },
  boxedActive: {
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
});

export function useMenuItemClass(): (tabStyle: MenuTabStyle, active: boolean) => string {
  const styles = useMenuItemStyles();
  return (tabStyle, active) =>
    mergeClasses(styles.item, styles[tabStyle], active && styles[`${tabStyle}Active` as const]);
}
