// The calendar's filters: category, organization, place (postcode) with a distance, and dates.
// Their values live in the URL, so a filtered calendar can be shared and the back button works.
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { pickLocalized } from '../../../../common/matching';
import type { Tag } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';

export interface CalendarFilters {
  tag: string;
  organization: string;
  postcode: string;
  distance: string;
  from: string;
  to: string;
}

export const FILTER_PARAMS: Record<keyof CalendarFilters, string> = {
  tag: 'categorie',
  organization: 'organisatie',
  postcode: 'postcode',
  distance: 'afstand',
  from: 'van',
  to: 'tot',
};

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  control: { width: '100%', minWidth: 0 },
});

export function CalendarFilterBar({
  value,
  onChange,
  tags,
  organizations,
  locale,
  showDates,
}: {
  value: CalendarFilters;
  onChange(next: CalendarFilters): void;
  tags: Tag[];
  organizations: { id: string; name: string }[];
  locale: string;
  showDates: boolean;
}) {
  const styles = useStyles();
  const t = useT();
  const set = (key: keyof CalendarFilters) => (v: string) => onChange({ ...value, [key]: v });
  const any = !!(value.tag || value.organization || value.postcode || value.from || value.to);
  return (
    <div className={styles.root} role="search" aria-label={t('activities.filters')}>
      <Field label={t('activities.filter.category')}>
        <Select
          className={styles.control}
          value={value.tag}
          onChange={(_, d) => set('tag')(d.value)}
        >
          <option value="">{t('activities.filter.all')}</option>
          {tags.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {pickLocalized(tag.nameNl, tag.nameEn, locale)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('activities.filter.organization')}>
        <Select
          className={styles.control}
          value={value.organization}
          onChange={(_, d) => set('organization')(d.value)}
        >
          <option value="">{t('activities.filter.all')}</option>
          {organizations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('activities.filter.postcode')}>
        <Input
          className={styles.control}
          value={value.postcode}
          placeholder="1234 AB"
          autoComplete="postal-code"
          onChange={(_, d) => set('postcode')(d.value)}
        />
      </Field>
      <Field label={t('activities.filter.distance')}>
        <Select
          className={styles.control}
          value={value.distance}
          onChange={(_, d) => set('distance')(d.value)}
        >
          {['5', '10', '25', '50'].map((km) => (
            <option key={km} value={km}>
              {t('activities.distance', { km })}
            </option>
          ))}
        </Select>
      </Field>
      {showDates ? (
        <>
          <Field label={t('activities.filter.from')}>
            <Input
              className={styles.control}
              type="date"
              value={value.from}
              onChange={(_, d) => set('from')(d.value)}
            />
          </Field>
          <Field label={t('activities.filter.to')}>
            <Input
              className={styles.control}
              type="date"
              value={value.to}
              onChange={(_, d) => set('to')(d.value)}
            />
          </Field>
        </>
      ) : null}
      {any ? (
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          onClick={() =>
            onChange({ tag: '', organization: '', postcode: '', distance: '10', from: '', to: '' })
          }
        >
          {t('activities.filter.clear')}
        </Button>
      ) : null}
    </div>
  );
}
