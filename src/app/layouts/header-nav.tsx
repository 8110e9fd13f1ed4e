// The header's menu row from md up: as many entries as the row holds (measured), the rest in a
// 'More' list that opens below its button (a disclosure of links, as navigation should be:
// Escape, a click elsewhere or a choice close it; Escape gives focus back to the button).
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BREAKPOINTS } from '../../../common/constants';
import type { MenuTabStyle } from '../../../common/tenants/tenant-configs';
import { MenuLink } from './menu-link';
import { useDismiss } from '../../lib/use-dismiss';
import { findActiveHref, type MenuItem } from './menu-items';
import { useMenuItemClass, useMenuItemStyles } from './menu-item-styles';
import { useFitCount } from './use-fit-count';

const useStyles = makeStyles({
  nav: {
    position: 'relative',
    flexGrow: 1,
    flexShrink: 1,
    flexBasis: 0,
    minWidth: 0,
    [`@media (max-width: ${BREAKPOINTS.md - 1}px)`]: { display: 'none' },
  },
  list: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  // The hidden copy that measures every entry: no size of its own, so it never adds a scrollbar.
  measureBox: { position: 'absolute', top: 0, left: 0, width: 0, height: 0, overflow: 'hidden' },
  measure: { width: 'max-content', visibility: 'hidden' },
  moreButton: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    font: 'inherit',
    cursor: 'pointer',
    backgroundColor: 'transparent',
    border: 'none',
  },
  panel: {
    position: 'absolute',
    top: '100%',
    right: 0,
    zIndex: 20,
    minWidth: '14rem',
    marginTop: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalXS,
    listStyleType: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  moreItem: { position: 'relative' },
  panelActive: { color: tokens.colorBrandForeground1, textDecorationLine: 'underline' },
});

interface Props {
  items: MenuItem[];
  pathname: string;
  tabStyle: MenuTabStyle;
}

export function HeaderNav({ items, pathname, tabStyle }: Props) {
  const styles = useStyles();
  const itemStyles = useMenuItemStyles();
  const itemClass = useMenuItemClass();
  const intl = useIntl();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const key = `${intl.locale}|${items.map((i) => i.label ?? i.labelId).join(',')}|${tabStyle}`;
  const fit = Math.min(useFitCount(navRef, measureRef, key), items.length);
  const activeHref = findActiveHref(items, pathname);
  const shown = items.slice(0, fit);
  const more = items.slice(fit);

  return (
    <nav
      ref={navRef}
      aria-label={intl.formatMessage({ id: 'nav.label' })}
      className={styles.nav}
      data-testid="header-nav"
      data-overflow={more.length}
    >
      <ul className={styles.list}>
        {shown.map((item) => {
          const active = item.href === activeHref;
          return (
            <li key={item.href}>
              <MenuLink
                external={item.external}
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={itemClass(tabStyle, active)}
              >
                {item.label ?? <FormattedMessage id={item.labelId} />}
              </MenuLink>
            </li>
          );
        })}
        {more.length > 0 ? (
          <li className={styles.moreItem}>
            <MoreMenu
              items={more}
              pathname={pathname}
              activeHref={activeHref}
              tabStyle={tabStyle}
            />
          </li>
        ) : null}
      </ul>
      <div className={styles.measureBox} aria-hidden>
        <ul ref={measureRef} className={mergeClasses(styles.list, styles.measure)}>
          {items.map((item) => (
            <li key={item.href}>
              <span className={itemClass(tabStyle, false)}>
                {item.label ?? <FormattedMessage id={item.labelId} />}
              </span>
            </li>
          ))}
          <li>
            <span
              className={mergeClasses(itemStyles.item, itemStyles[tabStyle], styles.moreButton)}
            >
              <FormattedMessage id="nav.more" />
              <ChevronDownRegular />
            </span>
          </li>
        </ul>
      </div>
    </nav>
  );
}

function MoreMenu({
  items,
  pathname,
  activeHref,
  tabStyle,
}: Props & { activeHref: string | null }) {
  const styles = useStyles();
  const itemStyles = useMenuItemStyles();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const activeInside = items.some((item) => item.href === activeHref);

  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, [panelRef, buttonRef], (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-testid="nav-more"
        // The button's own look first, so the tab style's active colours win over it.
        className={mergeClasses(
          styles.moreButton,
          itemStyles.item,
          itemStyles[tabStyle],
          activeInside && itemStyles[`${tabStyle}Active` as const],
        )}
        onClick={() => setOpen((value) => !value)}
      >
        <FormattedMessage id="nav.more" />
        <ChevronDownRegular aria-hidden />
      </button>
      <ul ref={panelRef} id={id} className={styles.panel} hidden={!open}>
        {items.map((item) => {
          const active = item.href === activeHref;
          return (
            <li key={item.href}>
              <MenuLink
                external={item.external}
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={mergeClasses(itemStyles.item, active && styles.panelActive)}
                onClick={() => setOpen(false)}
              >
                {item.label ?? <FormattedMessage id={item.labelId} />}
              </MenuLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
