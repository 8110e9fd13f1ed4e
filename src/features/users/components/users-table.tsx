// The users tab of /users: search, filters by role and status, sort and paging on the server.
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { FilterSelect } from '../../../components/filter-select';
import {
  DataTable,
  toSortParam,
  useDataTableState,
  type DataTableColumn,
} from '../../../components/data-table';
import { useT } from '../../../lib/use-t';
import { useUsers } from '../api/get-users';
import { ROLE_NAMES, USER_STATUSES } from '../schemas';
import { canManageUser, getGrantableRoles, type Granter } from '../grant-rules';
import { getUserName, type User } from '../types';
import type { RoleName, UserStatus } from '../../../../common/schemas/users';
import { ErrorMessage } from '../../../components/error-message';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { RoleBadge, UserStatusBadge } from './user-badges';

const SORT_FIELDS: Record<string, string> = {
  name: 'last_name',
  email: 'email',
  status: 'status',
  createdAt: 'created_at',
};

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  filter: { minWidth: '10rem' },
  link: { fontWeight: tokens.fontWeightSemibold },
});

/** `gate`: offline, the actions that lead to a change are disabled (the page shows why). */
export function UsersTable({ granter, gate }: { granter: Granter | null; gate?: NetworkGate }) {
  const intl = useIntl();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const [state, setState] = useDataTableState({
    sort: { columnId: 'name', direction: 'ascending' },
  });
  const [role, setRole] = useState<RoleName | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const users = useUsers({
    page: state.page,
    pageSize: state.pageSize,
    q: state.search.trim() || undefined,
    role: role || undefined,
    status: status || undefined,
    sort: toSortParam(state.sort, SORT_FIELDS),
  });
  const t = useT();

  const columns = useMemo<DataTableColumn<User>[]>(
    () => [
      {
        id: 'name',
        header: t('users.column.name'),
        list: 'title',
        interactive: true,
        compare: () => 0,
        cell: (u) => (
          <AppLink href={`/users/${u.id}`} className={styles.link}>
            {getUserName(u)}
          </AppLink>
        ),
      },
      { id: 'email', header: t('users.column.email'), compare: () => 0, cell: (u) => u.email },
      {
        id: 'roles',
        header: t('users.column.roles'),
        cell: (u) => (
          <span className={styles.badges}>
            {[...new Set((u.roles ?? []).map((r) => r.name))].map((name) => (
              <RoleBadge key={name} name={name} />
            ))}
          </span>
        ),
      },
      {
        id: 'organizations',
        header: t('users.column.organizations'),
        cell: (u) =>
          (u.organizations ?? [])
            .map((o) => o.name)
            .filter(Boolean)
            .join(', ') || '—',
      },
      {
        id: 'status',
        header: t('users.column.status'),
        compare: () => 0,
        cell: (u) => <UserStatusBadge status={u.status} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows intl
    [intl, styles],
  );

  const rowActions = (u: User) => {
    const manage = canManageUser(granter, u);
    const grant = getGrantableRoles(granter, u).length > 0;
    return (
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<MoreHorizontalRegular />}
            aria-label={t('users.actionsFor', { name: getUserName(u) })}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => navigate(`/users/${u.id}`)}>{t('users.action.open')}</MenuItem>
            {manage ? (
              <MenuItem
                disabled={gate?.offline}
                aria-describedby={gate?.describedBy}
                onClick={() => navigate(`/users/${u.id}/edit`)}
              >
                {t('users.action.edit')}
              </MenuItem>
            ) : null}
            {grant ? (
              <MenuItem
                disabled={gate?.offline}
                aria-describedby={gate?.describedBy}
                onClick={() => navigate(`/users/${u.id}/add_role`)}
              >
                {t('users.action.addRole')}
              </MenuItem>
            ) : null}
          </MenuList>
        </MenuPopover>
      </Menu>
    );
  };

  return (
    <DataTable<User>
      label={t('users.tableLabel')}
      data-testid="users-table"
      mode="server"
      columns={columns}
      rows={users.data?.users ?? []}
      total={users.data?.total ?? 0}
      getRowId={(u) => u.id}
      state={state}
      onStateChange={setState}
      loading={users.isPending}
      error={users.isError ? <ErrorMessage error={users.error} /> : undefined}
      search={{ label: t('users.search'), placeholder: t('users.searchPlaceholder') }}
      rowActions={rowActions}
      empty={t('users.empty')}
      toolbar={
        <>
          <FilterSelect
            label={t('users.filter.role')}
            allLabel={t('users.filter.allRoles')}
            className={styles.filter}
            value={role}
            options={ROLE_NAMES.map((v) => ({ value: v, label: t(`users.role.${v}`) }))}
            onChange={(v) => {
              setRole(v);
              setState((s) => ({ ...s, page: 1 }));
            }}
          />
          <FilterSelect
            label={t('users.filter.status')}
            allLabel={t('users.filter.allStatuses')}
            className={styles.filter}
            value={status}
            options={USER_STATUSES.map((v) => ({ value: v, label: t(`users.status.${v}`) }))}
            onChange={(v) => {
              setStatus(v);
              setState((s) => ({ ...s, page: 1 }));
            }}
          />
        </>
      }
    />
  );
}
