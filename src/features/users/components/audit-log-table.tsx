// The audit log tab of /users (admins and center admins): sign in as user, role changes,
// approvals and deletions, newest first, filtered by action and date.
import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { DataTable, useDataTableState, type DataTableColumn } from '../../../components/data-table';
import { DateRangeFields, type DateRange } from '../../../components/date-range-fields';
import { AUDIT_ACTIONS } from '../../../../common/schemas/audit-events';
import { useT } from '../../../lib/use-t';
import { useAuditEvents, type AuditEvent } from '../api/get-audit-events';
import { ErrorMessage } from '../../../components/error-message';

const useStyles = makeStyles({
  filter: { minWidth: '10rem' },
  muted: { color: tokens.colorNeutralForeground3 },
});

function actionKey(action: string): string {
  return `users.audit.action.${action.replace(/[^a-zA-Z]+(.)/g, (_, c: string) => c.toUpperCase())}`;
}

function actorName(event: AuditEvent): string | null {
  const actor = event.actor;
  if (!actor) return null;
  return [actor.firstName, actor.lastName].filter(Boolean).join(' ').trim() || actor.email || null;
}

function subjectHref(event: AuditEvent): string | null {
  if (!event.subjectId) return null;
  if (event.subjectType === 'users') return `/users/${event.subjectId}`;
  if (event.subjectType === 'organizations') return `/organizations/${event.subjectId}`;
  return null;
}

/**
 * Who or what the event is about: the user's or organization's name from the server, else
 * 'Verwijderde gebruiker' for a user who is gone, else the kind of thing ('Organisatie').
 */
function subjectName(event: AuditEvent, intl: IntlShape, t: (id: string) => string): string {
  if (event.subjectName) return event.subjectName;
  if (event.subjectType === 'users' && event.subjectId) return t('users.audit.unknownActor');
  const kind = `users.audit.subject.${event.subjectType}`;
  return intl.messages[kind] ? t(kind) : event.subjectType;
}

/** A short, readable note of what changed: the role, the old and new status, a deleted name. */
function describeDetails(
  event: AuditEvent,
  t: (id: string, values?: Record<string, string | number>) => string,
): string {
  const d = (event.details ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const translated = (prefix: string, v: unknown) => {
    const value = text(v);
    return value ? t(`${prefix}.${value}`) : null;
  };
  switch (event.action) {
    case 'role.added':
    case 'role.removed':
      return translated('users.role', d.name) ?? '';
    case 'user.invited':
      return translated('users.role', d.role) ?? '';
    case 'user.updated': {
      const status = d.status as { from?: unknown; to?: unknown } | undefined;
      const from = translated('users.status', status?.from);
      const to = translated('users.status', status?.to);
      return from && to ? `${from} → ${to}` : '';
    }
    case 'organization.status_changed': {
      const from = translated('organizations.status', d.from);
      const to = translated('organizations.status', d.to);
      return from && to ? `${from} → ${to}` : '';
    }
    case 'organization.deleted':
      return text(d.name) ?? '';
    case 'data.exported':
      return t('users.audit.dataExported', {
        dataset: translated('dataViewer.dataset', d.dataset) ?? '',
        rows: typeof d.rows === 'number' ? d.rows : 0,
      });
    default:
      return '';
  }
}

export function AuditLogTable({
  actorId,
  onClearActor,
}: {
  /** Only what this user did (from /users/:id's 'what did this user do'). */
  actorId?: string;
  onClearActor?: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const t = useT();
  const [state, setState] = useDataTableState();
  const [action, setAction] = useState('');
  const [period, setPeriod] = useState<DateRange>({ from: '', to: '' });
  const events = useAuditEvents({
    page: state.page,
    pageSize: state.pageSize,
    action: action || undefined,
    actorId,
    from: period.from || undefined,
    to: period.to || undefined,
  });

  const columns = useMemo<DataTableColumn<AuditEvent>[]>(
    () => [
      {
        id: 'createdAt',
        header: intl.formatMessage({ id: 'users.audit.column.when' }),
        list: 'title',
        cell: (e) =>
          intl.formatDate(e.createdAt, {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: 'Europe/Amsterdam',
          }),
      },
      {
        id: 'actor',
        header: intl.formatMessage({ id: 'users.audit.column.actor' }),
        interactive: true,
        cell: (e) => {
          const name = actorName(e);
          if (!e.actorId) return <span className={styles.muted}>{t('users.audit.system')}</span>;
          return (
            <AppLink href={`/users/${e.actorId}`}>{name ?? t('users.audit.unknownActor')}</AppLink>
          );
        },
      },
      {
        id: 'action',
        header: intl.formatMessage({ id: 'users.audit.column.action' }),
        cell: (e) => (intl.messages[actionKey(e.action)] ? t(actionKey(e.action)) : e.action),
      },
      {
        id: 'subject',
        header: intl.formatMessage({ id: 'users.audit.column.subject' }),
        interactive: true,
        cell: (e) => {
          const href = subjectHref(e);
          const name = subjectName(e, intl, t);
          const details = describeDetails(e, t);
          return (
            <span>
              {href ? <AppLink href={href}>{name}</AppLink> : name}
              {details ? ` · ${details}` : null}
            </span>
          );
        },
      },
      {
        id: 'ip',
        header: intl.formatMessage({ id: 'users.audit.column.ip' }),
        cell: (e) => e.ip ?? '—',
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows intl
    [intl, styles],
  );

  const resetPage = () => setState((s) => ({ ...s, page: 1 }));

  return (
    <DataTable<AuditEvent>
      label={t('users.audit.tableLabel')}
      data-testid="audit-table"
      mode="server"
      columns={columns}
      rows={events.data?.events ?? []}
      total={events.data?.total ?? 0}
      getRowId={(e) => e.id}
      state={state}
      onStateChange={setState}
      loading={events.isPending}
      error={events.isError ? <ErrorMessage error={events.error} /> : undefined}
      empty={t('users.audit.empty')}
      toolbar={
        <>
          <Field label={t('users.audit.filter.action')} className={styles.filter}>
            <Select
              value={action}
              onChange={(_, d) => {
                setAction(d.value);
                resetPage();
              }}
            >
              <option value="">{t('users.audit.filter.allActions')}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(actionKey(a))}
                </option>
              ))}
            </Select>
          </Field>
          <DateRangeFields
            value={period}
            onChange={(next) => {
              setPeriod(next);
              resetPage();
            }}
            fromLabel={t('users.audit.filter.from')}
            toLabel={t('users.audit.filter.to')}
          />
          {actorId ? (
            <ActorFilter
              name={actorName(events.data?.events[0] ?? ({} as AuditEvent))}
              onClear={onClearActor}
            />
          ) : null}
        </>
      }
    />
  );
}

/** The 'only by this person' filter; pressing it shows everyone's actions again. */
function ActorFilter({ name, onClear }: { name: string | null; onClear?: () => void }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'users.audit.filter.actor' }, { name: name ?? '…' });
  return (
    <Button
      icon={<DismissRegular />}
      iconPosition="after"
      onClick={onClear}
      aria-label={`${text}: ${intl.formatMessage({ id: 'users.audit.filter.clearActor' })}`}
    >
      {text}
    </Button>
  );
}
