// The vacancies a manager looks after (/vacancies): search, status filter, sort and paging on the
// server; per row edit, the applications and the allowed status changes; selected rows go to
// the bulk edit together.
import {
  Button,
  Field,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EditRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'wouter';
import { VACANCY_STATUSES, pickLocalized, type VacancyStatus } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { DataTable, useDataTableState, type DataTableColumn } from '../../../components/data-table';
import { ErrorMessage, describeError } from '../../../components/error-message';
import { FilterSelect } from '../../../components/filter-select';
import { useAppContext } from '../../../lib/app-context';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useManagedVacancies } from '../api/get-managed-vacancies';
import { changeVacancyStatus } from '../api/update-vacancy';
import { vacancyKeys } from '../keys';
import { getVacancyStatusActions } from '../status-actions';
import type { Vacancy } from '../types';
import { VacancyStatusBadge } from './vacancy-status-badge';

/** The orders the API offers for this list (docs/matching-api.md): one direction each. */
export const MANAGE_SORTS = ['-created_at', '-published_at', 'title'] as const;
type ManageSort = (typeof MANAGE_SORTS)[number];

const useStyles = makeStyles({
  filter: { minWidth: '10rem' },
  link: { fontWeight: tokens.fontWeightSemibold },
});

function parseStatus(value: string | null): VacancyStatus | '' {
  return (VACANCY_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as VacancyStatus)
    : '';
}

export function VacanciesTable({ gate }: { gate: NetworkGate }) {
  const intl = useIntl();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const { api, tenant } = useAppContext();
  const queryClient = useQueryClient();
  const [state, setState] = useDataTableState();
  const [sort, setSort] = useState<ManageSort>('-created_at');
  // The status filter lives in the URL (?status=draft), so the dashboard's counts link to it.
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const setStatus = (value: VacancyStatus | '') => {
    const next = new URLSearchParams(params);
    if (value) next.set('status', value);
    else next.delete('status');
    setParams(next, { replace: true });
  };
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busyId, setBusyId] = useState<string | null>(null);
  const list = useManagedVacancies({
    page: state.page,
    pageSize: state.pageSize,
    q: state.search.trim() || undefined,
    status: status || undefined,
    sort,
  });
  const t = useT();
  const titleOf = (v: Vacancy) =>
    pickLocalized(v.titleNl, v.titleEn, intl.locale) || t('vacancyManage.untitled');
  const date = (d: string | null) =>
    d ? intl.formatDate(d, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' }) : '—';

  const columns = useMemo<DataTableColumn<Vacancy>[]>(
    () => [
      {
        id: 'title',
        header: t('vacancyManage.column.title'),
        list: 'title',
        interactive: true,
        cell: (v) => (
          <AppLink href={`/vacancies/${v.id}`} className={styles.link}>
            {titleOf(v)}
          </AppLink>
        ),
      },
      {
        id: 'organization',
        header: t('vacancyManage.column.organization'),
        cell: (v) => v.organization?.name ?? '—',
      },
      {
        // Organizations post the same vacancy in several towns: without the place the rows
        // look like duplicates.
        id: 'place',
        header: t('vacancyManage.column.place'),
        cell: (v) => v.city ?? (v.remote ? t('vacancyManage.remote') : '—'),
      },
      {
        id: 'status',
        header: t('vacancyManage.column.status'),
        cell: (v) => <VacancyStatusBadge status={v.status} />,
      },
      {
        id: 'applications',
        header: t('vacancyManage.column.applications'),
        interactive: true,
        cell: (v) => (
          <AppLink
            href={`/applications?vacancy=${v.id}`}
            aria-label={t('vacancyManage.applicationsFor', {
              count: v.applicationsCount ?? 0,
              title: titleOf(v),
            })}
          >
            {intl.formatNumber(v.applicationsCount ?? 0)}
          </AppLink>
        ),
      },
      {
        id: 'publishedAt',
        header: t('vacancyManage.column.publishedAt'),
        cell: (v) => date(v.publishedAt),
      },
      {
        id: 'createdAt',
        header: t('vacancyManage.column.createdAt'),
        cell: (v) => date(v.createdAt),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl, styles],
  );

  const setStatusOf = async (v: Vacancy, to: VacancyStatus, doneId: string) => {
    setBusyId(v.id);
    try {
      await changeVacancyStatus(api, v.id, to);
      toast.success(t(doneId, { title: titleOf(v) }));
    } catch (error) {
      toast.error(describeError(intl, error));
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: vacancyKeys.all(tenant.tenant) });
    }
  };

  const rowActions = (v: Vacancy) => (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={t('vacancyManage.actionsFor', { title: titleOf(v) })}
          disabled={busyId === v.id}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem
            icon={<EditRegular />}
            disabled={gate.offline}
            aria-describedby={gate.describedBy}
            onClick={() => navigate(`/vacancies/${v.id}/edit`)}
          >
            {t('vacancyManage.action.edit')}
          </MenuItem>
          <MenuItem onClick={() => navigate(`/applications?vacancy=${v.id}`)}>
            {t('vacancyManage.action.applications')}
          </MenuItem>
          <MenuDivider />
          {getVacancyStatusActions(v.status).map((a) => (
            <MenuItem
              key={a.to}
              disabled={gate.offline}
              aria-describedby={gate.describedBy}
              onClick={() => void setStatusOf(v, a.to, a.doneId)}
            >
              {t(a.labelId)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );

  return (
    <DataTable<Vacancy>
      label={t('vacancyManage.tableLabel')}
      data-testid="vacancies-table"
      mode="server"
      columns={columns}
      rows={list.data?.vacancies ?? []}
      total={list.data?.total ?? 0}
      getRowId={(v) => v.id}
      state={state}
      onStateChange={(next) => {
        setState(next);
        setSelected(new Set());
      }}
      loading={list.isPending}
      error={list.isError ? <ErrorMessage error={list.error} /> : undefined}
      search={{
        label: t('vacancyManage.search'),
        placeholder: t('vacancyManage.searchPlaceholder'),
      }}
      rowActions={rowActions}
      empty={t(status || state.search ? 'vacancyManage.emptyFiltered' : 'vacancyManage.empty')}
      selection={{ selected, onChange: setSelected }}
      bulkActions={(ids) => (
        <Button
          icon={<EditRegular />}
          disabledFocusable={gate.offline}
          aria-describedby={gate.describedBy}
          onClick={() => navigate(`/vacancies/bulk-edit?ids=${ids.join(',')}`)}
        >
          {t('vacancyManage.bulk.open')}
        </Button>
      )}
      toolbar={
        <>
          <Field label={t('vacancyManage.sort.label')} className={styles.filter}>
            <Select
              value={sort}
              onChange={(_, d) => {
                setSort(d.value as ManageSort);
                setState((s) => ({ ...s, page: 1 }));
              }}
            >
              {MANAGE_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`vacancyManage.sort.${value.replace(/^-/, '')}`)}
                </option>
              ))}
            </Select>
          </Field>
          <FilterSelect
            label={t('vacancyManage.filter.status')}
            allLabel={t('vacancyManage.filter.allStatuses')}
            className={styles.filter}
            value={status}
            options={VACANCY_STATUSES.map((v) => ({
              value: v,
              label: t(`vacancyManage.status.${v}`),
            }))}
            onChange={(v) => {
              setStatus(v);
              setSelected(new Set());
              setState((s) => ({ ...s, page: 1 }));
            }}
          />
        </>
      }
    />
  );
}
