// The filters of the vacancy search: tags by kind, commitment, hours, remote, dates and place.
// Every change goes into the URL at once (a new history entry, so Back undoes it).
import {
  Button,
  Checkbox,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { COMMITMENTS } from '../../../../common/matching';
import { useT } from '../../../lib/use-t';
import { EMPTY_SEARCH, listActiveFilters, updateSearch, type SearchState } from '../search-state';
import type { Tag } from '../types';
import type { SetSearch } from '../use-search-state';
import { LocationFilter } from './location-filter';
import { TagFilter } from './tag-filter';

const HOURS_OPTIONS = [2, 4, 8, 16, 24] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: { display: 'flex', flexDirection: 'column' },
  dates: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export function SearchFilters({
  state,
  onChange,
  tags,
}: {
  state: SearchState;
  onChange: SetSearch;
  tags: Tag[];
}) {
  const intl = useIntl();
  const styles = useStyles();
  const t = useT();
  const set = (change: Partial<SearchState>) => onChange(updateSearch(state, change));

  return (
    <div className={styles.root} data-testid="search-filters">
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('vacancies.filter.place')}</legend>
        <LocationFilter state={state} onChange={onChange} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('vacancies.filter.commitment')}</legend>
        <div className={styles.list}>
          {COMMITMENTS.map((c) => (
            <Checkbox
              key={c}
              label={t(`vacancies.commitment.${c}`)}
              checked={state.commitments.includes(c)}
              onChange={(_, data) =>
                set({
                  commitments: data.checked
                    ? [...state.commitments, c]
                    : state.commitments.filter((x) => x !== c),
                })
              }
            />
          ))}
        </div>
      </fieldset>
      <Field label={t('vacancies.filter.hours')}>
        <Select
          value={state.hoursLte === null ? '' : String(state.hoursLte)}
          onChange={(_, data) => set({ hoursLte: data.value ? Number(data.value) : null })}
        >
          <option value="">{t('vacancies.filter.hoursAny')}</option>
          {HOURS_OPTIONS.map((h) => (
            <option key={h} value={h}>
              {intl.formatMessage({ id: 'vacancies.filter.hoursAtMost' }, { hours: h })}
            </option>
          ))}
          {state.hoursLte !== null &&
          !(HOURS_OPTIONS as readonly number[]).includes(state.hoursLte) ? (
            <option value={state.hoursLte}>
              {intl.formatMessage(
                { id: 'vacancies.filter.hoursAtMost' },
                { hours: state.hoursLte },
              )}
            </option>
          ) : null}
        </Select>
      </Field>
      <Field label={t('vacancies.filter.remote')}>
        <Select
          value={state.remote}
          onChange={(_, data) => set({ remote: data.value as SearchState['remote'] })}
        >
          <option value="">{t('vacancies.filter.remoteAny')}</option>
          <option value="true">{t('vacancies.filter.remoteOnly')}</option>
          <option value="false">{t('vacancies.filter.onSiteOnly')}</option>
        </Select>
      </Field>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('vacancies.filter.dates')}</legend>
        <div className={styles.dates}>
          <Field label={t('vacancies.filter.dateFrom')}>
            <Input
              type="date"
              value={state.dateFrom}
              max={state.dateTo || undefined}
              onChange={(_, data) => set({ dateFrom: data.value })}
            />
          </Field>
          <Field label={t('vacancies.filter.dateTo')}>
            <Input
              type="date"
              value={state.dateTo}
              min={state.dateFrom || undefined}
              onChange={(_, data) => set({ dateTo: data.value })}
            />
          </Field>
        </div>
      </fieldset>
      {tags.length > 0 ? (
        <TagFilter tags={tags} selected={state.tagIds} onChange={(tagIds) => set({ tagIds })} />
      ) : null}
      {listActiveFilters(state).some((f) => f !== 'q') ? (
        <div>
          <Button
            appearance="secondary"
            onClick={() => onChange({ ...EMPTY_SEARCH, q: state.q, sort: state.sort })}
          >
            {t('vacancies.filter.clearAll')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
