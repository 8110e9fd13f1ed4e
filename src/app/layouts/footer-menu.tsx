// The center's footer menu (edited at /content/menu-items): its items in a row that wraps, a
// parent with its children as a small list of links below it.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useCenterMenuTree } from './center-menu';
import { MenuLink } from './menu-link';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  children: {
    listStyleType: 'none',
    margin: `${tokens.spacingVerticalXXS} 0 0`,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  link: { color: tokens.colorNeutralForeground1 },
  child: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

export function FooterMenu() {
  const styles = useStyles();
  const intl = useIntl();
  const tree = useCenterMenuTree('footer');
  if (tree.length === 0) return null;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'content.footerMenu.label' })}
      data-testid="footer-menu"
    >
      <ul className={styles.list}>
        {tree.map((item) => (
          <li key={item.id}>
            <MenuLink href={item.href} external={item.external} className={styles.link}>
              {item.label}
            </MenuLink>
            {item.children.length > 0 ? (
              <ul className={styles.children}>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuLink href={child.href} external={child.external} className={styles.child}>
                      {child.label}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
