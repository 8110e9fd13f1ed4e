// The organizations table of /organizations: search, filters by status and type, sort and
// paging on the server; moderators select pending ones to approve or deny them together.
import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
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
import { useAppContext } from '../../../lib/app-context';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { changeOrganizationStatus, useChangeOrganizationStatus } from '../api/change-status';
import { useOrganizations } from '../api/get-organizations';
import { canEdit, canModerate, canMove, type Actor } from '../permissions';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from '../schemas';
import type { Organization } from '../types';
import type {
  OrganizationStatus,
  OrganizationType,
} from '../../../../common/schemas/organizations';
import { describeError, ErrorMessage } from '../../../components/error-message';
import { OrganizationStatusBadge } from './organization-badges';
import { getStatusActions, getStatusDoneId } from './status-actions';

const SORT_FIELDS: Record<string, string> = {
  name: 'name',
  status: 'status',
  createdAt: 'created_at',
};

const useStyles = makeStyles({
  filter: { minWidth: '10rem' },
  link: { fontWeight: tokens.fontWeightSemibold },
});

/** `gate`: offline, the actions that change something are disabled (the page shows why). */
export function OrganizationsTable({ actor, gate }: { actor: Actor | null; gate?: NetworkGate }) {
  const intl = useIntl();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const { api, tenant } = useAppContext();
  const change = useChangeOrganizationStatus();
  const [state, setState] = useDataTableState({
    sort: { columnId: 'name', direction: 'ascending' },
  });
  const [status, setStatus] = useState<OrganizationStatus | ''>('');
  const [type, setType] = useState<OrganizationType | ''>('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const list = useOrganizations({
    page: state.page,
    pageSize: state.pageSize,
    q: state.search.trim() || undefined,
    status: status || undefined,
    organizationType: type || undefined,
    sort: toSortParam(state.sort, SORT_FIELDS),
    include: 'address',
  });
  const moderator = canModerate(actor);
  const t = useT();
  const rows = list.data?.organizations ?? [];
  const offline = gate?.offline ?? false;
  const describedBy = gate?.describedBy;

  const columns = useMemo<DataTableColumn<Organization>[]>(
    () => [
      {
        id: 'name',
        header: intl.formatMessage({ id: 'organizations.column.name' }),
        list: 'title',
        interactive: true,
        compare: () => 0,
        cell: (o) => (
          <AppLink href={`/organizations/${o.id}`} className={styles.link}>
            {o.name}
          </AppLink>
        ),
      },
      {
        id: 'type',
        header: intl.formatMessage({ id: 'organizations.column.type' }),
        cell: (o) => intl.formatMessage({ id: `organizations.type.${o.organizationType}` }),
      },
      {
        id: 'city',
        header: intl.formatMessage({ id: 'organizations.column.city' }),
        cell: (o) => o.address?.city ?? '—',
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'organizations.column.status' }),
        compare: () => 0,
        cell: (o) => <OrganizationStatusBadge status={o.status} />,
      },
      {
        id: 'createdAt',
        header: intl.formatMessage({ id: 'organizations.column.createdAt' }),
        compare: () => 0,
        cell: (o) =>
          intl.formatDate(o.createdAt, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' }),
      },
    ],
    [intl, styles],
  );

  const setOne = (o: Organization, to: OrganizationStatus) =>
    change.mutate(
      { id: o.id, status: to },
      {
        onSuccess: () => toast.success(t(getStatusDoneId(to), { name: o.name })),
        onError: (error) => toast.error(describeError(intl, error)),
      },
    );

  const rowActions = (o: Organization) => {
    const moderate = canModerate(actor, o);
    const edit = canEdit(actor, o);
    const move = canMove(actor, tenant.tenantConfig.allowOrganizationMove);
    return (
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<MoreHorizontalRegular />}
            aria-label={t('organizations.actionsFor', { name: o.name })}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => navigate(`/organizations/${o.id}`)}>
              {t('organizations.action.open')}
            </MenuItem>
            {edit ? (
              <MenuItem
                disabled={offline}
                aria-describedby={describedBy}
                onClick={() => navigate(`/organizations/${o.id}/edit`)}
              >
                {t('organizations.action.edit')}
              </MenuItem>
            ) : null}
            {move ? (
              <MenuItem
                disabled={offline}
                aria-describedby={describedBy}
                onClick={() => navigate(`/organizations/${o.id}/move`)}
              >
                {t('organizations.action.move')}
              </MenuItem>
            ) : null}
            {moderate ? <MenuDivider /> : null}
            {moderate
              ? getStatusActions(o.status).map((a) => (
                  <MenuItem
                    key={a.to}
                    disabled={offline}
                    aria-describedby={describedBy}
                    onClick={() => setOne(o, a.to)}
                  >
                    {t(a.labelId)}
                  </MenuItem>
                ))
              : null}
          </MenuList>
        </MenuPopover>
      </Menu>
    );
  };

  /** Approve or deny every selected organization that is waiting; the others are left alone. */
  const decideSelected = async (ids: string[], to: 'approved' | 'denied') => {
    const waiting = rows.filter((o) => ids.includes(o.id) && o.status === 'pending');
    if (waiting.length === 0) {
      toast.info(t('organizations.bulk.noneWaiting'));
      return;
    }
    setBulkBusy(true);
    const results = await Promise.allSettled(
      waiting.map((o) => changeOrganizationStatus(api, { id: o.id, status: to })),
    );
    setBulkBusy(false);
    setSelected(new Set());
    await list.refetch();
    const done = results.filter((r) => r.status === 'fulfilled').length;
    const failed = results.length - done;
    if (done > 0) {
      toast.success(
        t(to === 'approved' ? 'organizations.bulk.approved' : 'organizations.bulk.denied', {
          count: done,
        }),
      );
    }
    if (failed > 0) toast.error(t('organizations.bulk.failed', { count: failed }));
  };

  return (
    <DataTable<Organization>
      label={t('organizations.tableLabel')}
      data-testid="organizations-table"
      mode="server"
      columns={columns}
      rows={rows}
      total={list.data?.total ?? 0}
      getRowId={(o) => o.id}
      state={state}
      onStateChange={(next) => {
        setState(next);
        setSelected(new Set());
      }}
      loading={list.isPending}
      error={list.isError ? <ErrorMessage error={list.error} /> : undefined}
      search={{
        label: t('organizations.search'),
        placeholder: t('organizations.searchPlaceholder'),
      }}
      rowActions={rowActions}
      empty={t('organizations.empty')}
      selection={moderator ? { selected, onChange: setSelected } : undefined}
      bulkActions={(ids) => (
        <>
          <Button
            icon={<CheckmarkRegular />}
            disabledFocusable={offline || bulkBusy}
            aria-describedby={describedBy}
            onClick={() => void decideSelected(ids, 'approved')}
          >
            {t('organizations.bulk.approve')}
          </Button>
          <Button
            icon={<DismissRegular />}
            disabledFocusable={offline || bulkBusy}
            aria-describedby={describedBy}
            onClick={() => void decideSelected(ids, 'denied')}
          >
            {t('organizations.bulk.deny')}
          </Button>
        </>
      )}
      toolbar={
        <>
          <FilterSelect
            label={t('organizations.filter.status')}
            allLabel={t('organizations.filter.allStatuses')}
            className={styles.filter}
            value={status}
            options={ORGANIZATION_STATUSES.map((v) => ({
              value: v,
              label: t(`organizations.status.${v}`),
            }))}
            onChange={(v) => {
              setStatus(v);
              setState((s) => ({ ...s, page: 1 }));
            }}
          />
          <FilterSelect
            label={t('organizations.filter.type')}
            allLabel={t('organizations.filter.allTypes')}
            className={styles.filter}
            value={type}
            options={ORGANIZATION_TYPES.map((v) => ({
              value: v,
              label: t(`organizations.type.${v}`),
            }))}
            onChange={(v) => {
              setType(v);
              setState((s) => ({ ...s, page: 1 }));
            }}
          />
        </>
      }
    />
  );
}
