// The header's account menu once signed in (name, Profile, My roles, the management pages the
// user's roles open, Sign out): it replaces the sign-in link. The name is cut short on a phone;
// the menu repeats it in full.
import {
  Menu,
  MenuButton,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ClockRegular,
  PersonCircleRegular,
  PersonRegular,
  ShieldPersonRegular,
  SignOutRegular,
} from '@fluentui/react-icons';
import { BriefcaseRegular } from '@fluentui/react-icons/svg/briefcase';
import { BuildingRegular } from '@fluentui/react-icons/svg/building';
import { MailInboxRegular } from '@fluentui/react-icons/svg/mail-inbox';
import { MailTemplateRegular } from '@fluentui/react-icons/svg/mail-template';
import { PeopleRegular } from '@fluentui/react-icons/svg/people';
import { TagRegular } from '@fluentui/react-icons/svg/tag';
import { FormRegular } from '@fluentui/react-icons/svg/form';
import { GlobeRegular } from '@fluentui/react-icons/svg/globe';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { TableSearchRegular } from '@fluentui/react-icons/svg/table-search';
import { BoardRegular } from '@fluentui/react-icons/svg/board';
import type { ReactElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { BREAKPOINTS } from '../../../../common/constants';
import { getManageLinks, type ManageLinkId } from '../manage-links';
import { useSessionValue } from '../session';
import { getDisplayName } from '../types';

const useStyles = makeStyles({
  name: {
    display: 'inline-block',
    maxWidth: '12rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
    [`@media (max-width: ${BREAKPOINTS.lg - 1}px)`]: { maxWidth: '8rem' },
  },
  // Fluent's group header is a flex row, which ignores a <br>: name and e-mail ran together.
  identity: {
    flexDirection: 'column',
    alignItems: 'flex-start',
    height: 'auto',
    paddingBlock: tokens.spacingVerticalXS,
  },
  email: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
});

const MANAGE_ICONS: Record<ManageLinkId, ReactElement> = {
  vacancies: <BriefcaseRegular />,
  applications: <MailInboxRegular />,
  organizations: <BuildingRegular />,
  users: <PeopleRegular />,
  tags: <TagRegular />,
  content: <GlobeRegular />,
  forms: <FormRegular />,
  notificationTemplates: <MailTemplateRegular />,
  settings: <SettingsRegular />,
  dataViewer: <TableSearchRegular />,
};

export function UserMenu() {
  const styles = useStyles();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const user = useSessionValue((s) => s.user);
  const manageLinks = getManageLinks(useSessionValue((s) => s.roles));
  // The button shows the first name (short enough for one header row); the menu the full name.
  const name = user
    ? user.firstName?.trim() || getDisplayName(user)
    : intl.formatMessage({ id: 'session.menu.account' });

  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" icon={<PersonCircleRegular />} data-testid="user-menu">
          <span className={styles.name}>{name}</span>
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {user ? (
            <MenuGroup>
              <MenuGroupHeader className={styles.identity}>
                <span>{getDisplayName(user)}</span>
                {user.email !== getDisplayName(user) ? (
                  <span className={styles.email}>{user.email}</span>
                ) : null}
              </MenuGroupHeader>
            </MenuGroup>
          ) : null}
          <MenuItem icon={<BoardRegular />} onClick={() => navigate('/dashboard')}>
            <FormattedMessage id="session.menu.dashboard" />
          </MenuItem>
          <MenuItem icon={<PersonRegular />} onClick={() => navigate('/profiel')}>
            <FormattedMessage id="session.menu.profile" />
          </MenuItem>
          <MenuItem icon={<ClockRegular />} onClick={() => navigate('/uren')}>
            <FormattedMessage id="session.menu.hours" />
          </MenuItem>
          <MenuItem icon={<ShieldPersonRegular />} onClick={() => navigate('/account/roles')}>
            <FormattedMessage id="session.menu.roles" />
          </MenuItem>
          {manageLinks.length > 0 ? (
            <>
              <MenuDivider />
              <MenuGroup>
                <MenuGroupHeader>
                  <FormattedMessage id="session.menu.manage" />
                </MenuGroupHeader>
                {manageLinks.map((link) => (
                  <MenuItem
                    key={link.id}
                    icon={MANAGE_ICONS[link.id]}
                    onClick={() => navigate(link.href)}
                  >
                    <FormattedMessage id={`session.menu.manage.${link.id}`} />
                  </MenuItem>
                ))}
              </MenuGroup>
            </>
          ) : null}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => navigate('/uitloggen')}>
            <FormattedMessage id="session.menu.signOut" />
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
