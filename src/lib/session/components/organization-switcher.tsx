// The organization switcher (SPEC section 4): a slim strip under the sticky header (it scrolls away),
// shown only to users with two or more organizations, saying whom they work for. The choice
// persists and every organization-scoped answer is fetched again.
import {
  Menu,
  MenuButton,
  MenuGroup,
  MenuGroupHeader,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { BREAKPOINTS } from '../../../../common/constants';
import { toast } from '../../toasts/toast';
import { useOrganizations } from '../use-organizations';

const useStyles = makeStyles({
  strip: {
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  inner: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    maxWidth: `${BREAKPOINTS.xl}px`,
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    minHeight: '40px',
  },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  name: {
    display: 'inline-block',
    maxWidth: '24rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
    [`@media (max-width: ${BREAKPOINTS.sm - 1}px)`]: { maxWidth: '13rem' },
  },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

export function OrganizationSwitcher() {
  const styles = useStyles();
  const intl = useIntl();
  const { organizations, selected, selectOrganization } = useOrganizations();
  if (organizations.length < 2) return null;

  return (
    <div className={styles.strip}>
      <div className={styles.inner}>
        {/* The button says the same in its own name; this is for the eye. */}
        <span className={styles.label} aria-hidden>
          <FormattedMessage id="session.organization.label" />
        </span>
        <Menu
          positioning="below-end"
          checkedValues={{ organization: selected ? [selected.id] : [] }}
          onCheckedValueChange={(_, data) => {
            const id = data.checkedItems[0];
            const chosen = organizations.find((o) => o.id === id);
            if (!chosen || chosen.id === selected?.id) return;
            selectOrganization(chosen.id);
            toast.success(
              intl.formatMessage({ id: 'session.organization.switched' }, { name: chosen.name }),
            );
          }}
        >
          <MenuTrigger disableButtonEnhancement>
            <MenuButton
              appearance="transparent"
              size="small"
              icon={<BuildingRegular />}
              data-testid="organization-switcher"
            >
              <span className={styles.hidden}>
                <FormattedMessage id="session.organization.label" />{' '}
              </span>
              <span className={styles.name}>
                {selected?.name ?? intl.formatMessage({ id: 'session.organization.none' })}
              </span>
            </MenuButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuGroup>
                <MenuGroupHeader>
                  <FormattedMessage id="session.organization.choose" />
                </MenuGroupHeader>
                {organizations.map((organization) => (
                  <MenuItemRadio key={organization.id} name="organization" value={organization.id}>
                    {organization.name}
                  </MenuItemRadio>
                ))}
              </MenuGroup>
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
    </div>
  );
}
