// /vacancies/bulk-edit?ids=a,b,c: one change for several vacancies (status, tags added or
// removed, start and end dates), confirmed with a summary and sent as one all-or-nothing PATCH;
// a refusal says which vacancy and why, and that nothing changed.
// One file: the form, its confirmation and the refusal share the selection and the change.
import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { focusField } from '../../../lib/forms/error-targets';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import {
  VACANCY_STATUSES,
  canChangeVacancyStatus,
  pickLocalized,
  type VacancyStatus,
} from '../../../../common/matching';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorMessage, describeError } from '../../../components/error-message';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { isApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useTags } from '../../../lib/tags';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { bulkEditVacancies, type BulkEdit } from '../api/bulk-edit-vacancies';
import { useVacanciesByIds } from '../api/get-vacancies-by-ids';
import { describeBulkRefusal, hasBulkChanges, summarizeBulkEdit } from '../bulk-summary';
import { NotAManager } from '../components/not-a-manager';
import { TagSelect, tagName } from '../components/tag-select';
import { VacancyStatusBadge } from '../components/vacancy-status-badge';
import { vacancyKeys } from '../keys';
import { isVacancyManager } from '../permissions';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  item: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '48rem',
  },
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: 'none',
    padding: 0,
    margin: 0,
    minWidth: 0,
  },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' },
  },
});

export default function VacancyBulkEditPage() {
  const intl = useIntl();
  const styles = useStyles();
  const page = usePageStyles();
  const [, navigate] = useLocation();
  const search = useSearch();
  const { api, tenant } = useAppContext();
  const queryClient = useQueryClient();
  const { roles } = useCurrentUser();
  const gate = useNetworkGate();
  const ids = useMemo(
    () => (new URLSearchParams(search).get('ids') ?? '').split(',').filter(Boolean),
    [search],
  );
  const vacancies = useVacanciesByIds(ids);
  const tags = useTags();
  const [status, setStatus] = useState<VacancyStatus | ''>('');
  const [addTagIds, setAddTagIds] = useState<string[]>([]);
  const [removeTagIds, setRemoveTagIds] = useState<string[]>([]);
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [nothing, setNothing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const endsOnInput = useRef<HTMLInputElement>(null);
  const refusalBar = useRef<HTMLDivElement>(null);
  // The refusal shows above the form: bring it to the user, who is at the form's button.
  useEffect(() => {
    if (!refusal || !refusalBar.current) return;
    refusalBar.current.focus({ preventScroll: true });
    refusalBar.current.scrollIntoView?.({ block: 'center' });
  }, [refusal]);
  const t = useT();
  const back = { href: '/vacancies', label: t('vacancyManage.backToList') };
  const edit: BulkEdit = {
    ids,
    status: status || undefined,
    addTagIds,
    removeTagIds,
    startsOn,
    endsOn,
  };
  const titleOf = (id: string) => {
    const v = vacancies.data?.find((x) => x.id === id);
    return v ? pickLocalized(v.titleNl, v.titleEn, intl.locale) : id;
  };
  const nameOfTag = (id: string) => {
    const tag = tags.data?.find((x) => x.id === id);
    return tag ? tagName(tag, intl.locale) : id;
  };
  const datesWrong = Boolean(startsOn && endsOn && endsOn < startsOn);

  if (!isVacancyManager(roles)) {
    return (
      <PageFrame title={t('route.vacancyBulkEdit')} back={back}>
        <NotAManager />
      </PageFrame>
    );
  }
  if (ids.length === 0) {
    return (
      <PageFrame title={t('route.vacancyBulkEdit')} back={back}>
        <Text>{t('vacancyManage.bulk.noneSelected')}</Text>
      </PageFrame>
    );
  }

  const send = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await bulkEditVacancies(api, edit);
      toast.success(t('vacancyManage.bulk.done', { count: ids.length }));
      await queryClient.invalidateQueries({ queryKey: vacancyKeys.all(tenant.tenant) });
      navigate('/vacancies');
    } catch (error) {
      const first = isApiError(error) ? error.errors[0] : undefined;
      const named = first
        ? describeBulkRefusal(intl, edit, first, (id) => {
            const v = vacancies.data?.find((x) => x.id === id);
            return v ? { title: titleOf(id), status: v.status } : undefined;
          })
        : null;
      setRefusal(named ?? describeError(intl, error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const blocked = status
    ? (vacancies.data ?? []).filter((v) => !canChangeVacancyStatus(v.status, status))
    : [];

  return (
    <PageFrame title={t('route.vacancyBulkEdit')} back={back} intro={t('vacancyManage.bulk.intro')}>
      <section className={page.card} aria-labelledby="bulk-selected">
        <h2 id="bulk-selected" className={page.h2}>
          {t('vacancyManage.bulk.selected', { count: ids.length })}
        </h2>
        {vacancies.isError ? <ErrorMessage error={vacancies.error} /> : null}
        {vacancies.isPending ? <PageSpinner label={t('app.loading')} /> : null}
        <ul className={styles.list} data-testid="bulk-vacancies">
          {(vacancies.data ?? []).map((v) => (
            <li key={v.id}>
              <span className={styles.item}>
                {pickLocalized(v.titleNl, v.titleEn, intl.locale)}
                <VacancyStatusBadge status={v.status} />
              </span>
            </li>
          ))}
        </ul>
      </section>

      {refusal ? (
        <MessageBar
          ref={refusalBar}
          tabIndex={-1}
          intent="error"
          role="alert"
          data-testid="bulk-refusal"
        >
          <MessageBarBody>
            <MessageBarTitle>{t('vacancyManage.bulk.refusedTitle')}</MessageBarTitle>
            {refusal}
          </MessageBarBody>
        </MessageBar>
      ) : null}

      <form
        className={`${page.card} ${styles.form}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setNothing(!hasBulkChanges(edit));
          if (datesWrong) {
            if (endsOnInput.current) focusField(endsOnInput.current);
          } else if (hasBulkChanges(edit)) setConfirming(true);
        }}
      >
        <Field label={t('vacancyManage.bulk.status')}>
          <Select value={status} onChange={(_, d) => setStatus(d.value as VacancyStatus | '')}>
            <option value="">{t('vacancyManage.bulk.keepStatus')}</option>
            {VACANCY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`vacancyManage.status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        {blocked.length > 0 ? (
          <MessageBar intent="warning">
            <MessageBarBody>
              {t('vacancyManage.bulk.blocked', {
                titles: intl.formatList(
                  blocked.map((v) => pickLocalized(v.titleNl, v.titleEn, intl.locale)),
                ),
                status: t(`vacancyManage.status.${status}`),
              })}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('vacancyManage.bulk.addTags')}</legend>
          <TagSelect
            tags={tags.data ?? []}
            value={addTagIds}
            onChange={setAddTagIds}
            testIdPrefix="add-tags"
            labelFor={(kind) => t('vacancyManage.bulk.addKind', { kind: t(`tags.kind.${kind}`) })}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('vacancyManage.bulk.removeTags')}</legend>
          <TagSelect
            tags={tags.data ?? []}
            value={removeTagIds}
            onChange={setRemoveTagIds}
            testIdPrefix="remove-tags"
            labelFor={(kind) =>
              t('vacancyManage.bulk.removeKind', { kind: t(`tags.kind.${kind}`) })
            }
          />
        </fieldset>
        <div className={styles.pair}>
          <Field label={t('vacancyManage.field.startsOn')}>
            <Input type="date" value={startsOn} onChange={(_, d) => setStartsOn(d.value)} />
          </Field>
          <Field
            label={t('vacancyManage.field.endsOn')}
            validationState={datesWrong ? 'error' : 'none'}
            validationMessage={
              datesWrong
                ? t('vacancyManage.error.endBeforeStart', {
                    field: t('vacancyManage.field.endsOn'),
                  })
                : undefined
            }
          >
            <Input
              ref={endsOnInput}
              type="date"
              value={endsOn}
              onChange={(_, d) => setEndsOn(d.value)}
            />
          </Field>
        </div>
        {nothing ? (
          <MessageBar intent="info" role="status">
            <MessageBarBody>{t('vacancyManage.bulk.nothing')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {gate.hint}
        <div>
          <NetworkSubmitButton gate={gate} submitting={busy}>
            {t('vacancyManage.bulk.review')}
          </NetworkSubmitButton>
        </div>
      </form>

      <ConfirmDialog
        open={confirming}
        title={t('vacancyManage.bulk.confirmTitle')}
        confirmLabel={t('vacancyManage.bulk.apply')}
        busy={busy}
        needsNetwork
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      >
        <Text data-testid="bulk-summary">{summarizeBulkEdit(intl, edit, nameOfTag)}</Text>
      </ConfirmDialog>
    </PageFrame>
  );
}
