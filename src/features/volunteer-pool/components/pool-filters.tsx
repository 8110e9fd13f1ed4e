// The pool's filters: skills and interests (words, comma-separated), when the volunteer is free
// (a weekday-by-part grid of toggles), place or postcode with a distance, and VOG only. On a phone
// they fold away behind one button; on a desktop they sit beside the results.
import {
  Button,
  Checkbox,
  Field,
  Input,
  Select,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { DAY_PARTS, WEEKDAYS } from '../../../../common/schemas/volunteer-profile';
import { useT } from '../../../lib/use-t';
import type { PoolSearchParams } from '../api/get-volunteer-pool';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'auto repeat(3, 1fr)',
    gap: tokens.spacingHorizontalXXS,
    alignItems: 'center',
  },
  head: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
  day: { fontSize: tokens.fontSizeBase200, paddingInlineEnd: tokens.spacingHorizontalXS },
  slot: { minWidth: 0, minHeight: '28px', paddingInline: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  place: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 6rem)',
    gap: tokens.spacingHorizontalS,
  },
  input: { minWidth: 0, width: '100%' },
});

const DISTANCES = [5, 10, 15, 25, 50];

export type PoolFilterValues = Pick<
  PoolSearchParams,
  'skills' | 'interests' | 'slots' | 'place' | 'postcode' | 'distanceKm' | 'vog'
>;

export const EMPTY_FILTERS: PoolFilterValues = {
  skills: [],
  interests: [],
  slots: [],
  place: '',
  postcode: '',
  distanceKm: 15,
  vog: false,
};

export function countFilters(f: PoolFilterValues): number {
  return (
    f.skills.length +
    f.interests.length +
    f.slots.length +
    (f.place ? 1 : 0) +
    (f.postcode ? 1 : 0) +
    (f.vog ? 1 : 0)
  );
}

const splitWords = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

export function PoolFilters({
  value,
  onChange,
}: {
  value: PoolFilterValues;
  onChange: (next: PoolFilterValues) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const set = (change: Partial<PoolFilterValues>) => onChange({ ...value, ...change });
  const toggleSlot = (slot: string) =>
    set({
      slots: value.slots.includes(slot)
        ? value.slots.filter((s) => s !== slot)
        : [...value.slots, slot],
    });
  return (
    <div className={styles.root}>
      <Field label={t('pool.filter.skills')} hint={t('pool.filter.wordsHint')}>
        <Input
          defaultValue={value.skills.join(', ')}
          onBlur={(e) => set({ skills: splitWords(e.currentTarget.value) })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') set({ skills: splitWords(e.currentTarget.value) });
          }}
        />
      </Field>
      <Field label={t('pool.filter.interests')} hint={t('pool.filter.wordsHint')}>
        <Input
          defaultValue={value.interests.join(', ')}
          onBlur={(e) => set({ interests: splitWords(e.currentTarget.value) })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') set({ interests: splitWords(e.currentTarget.value) });
          }}
        />
      </Field>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('pool.filter.availability')}</legend>
        <div className={styles.grid}>
          <span />
          {DAY_PARTS.map((part) => (
            <span key={part} className={styles.head} aria-hidden>
              {t(`profile.part.${part}`)}
            </span>
          ))}
          {WEEKDAYS.map((day) => (
            <div key={day} style={{ display: 'contents' }}>
              <span className={styles.day} aria-hidden>
                {t(`pool.day.${day}`)}
              </span>
              {DAY_PARTS.map((part) => {
                const slot = `${day}_${part}`;
                const on = value.slots.includes(slot);
                return (
                  <ToggleButton
                    key={slot}
                    size="small"
                    className={styles.slot}
                    checked={on}
                    appearance={on ? 'primary' : 'outline'}
                    aria-label={intl.formatMessage({ id: `vacancies.slot.${day}.${part}` })}
                    onClick={() => toggleSlot(slot)}
                  >
                    {on ? '✓' : ''}
                  </ToggleButton>
                );
              })}
            </div>
          ))}
        </div>
      </fieldset>
      <Field label={t('pool.filter.place')} hint={t('pool.filter.placeHint')}>
        <Input
          defaultValue={value.place}
          disabled={Boolean(value.postcode)}
          onBlur={(e) => set({ place: e.currentTarget.value.trim() })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') set({ place: e.currentTarget.value.trim() });
          }}
        />
      </Field>
      <div className={styles.place}>
        <Field label={t('pool.filter.postcode')}>
          <Input
            className={styles.input}
            defaultValue={value.postcode}
            autoComplete="postal-code"
            onBlur={(e) => set({ postcode: e.currentTarget.value.trim() })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') set({ postcode: e.currentTarget.value.trim() });
            }}
          />
        </Field>
        <Field label={t('pool.filter.distance')}>
          <Select
            className={styles.input}
            value={String(value.distanceKm)}
            onChange={(_, d) => set({ distanceKm: Number(d.value) })}
          >
            {DISTANCES.map((km) => (
              <option key={km} value={km}>
                {t('pool.card.km', { km })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Checkbox
        checked={value.vog}
        label={t('pool.filter.vog')}
        onChange={(_, d) => set({ vog: Boolean(d.checked) })}
      />
      {countFilters(value) > 0 ? (
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          onClick={() => onChange(EMPTY_FILTERS)}
        >
          {t('pool.filter.clear')}
        </Button>
      ) : null}
    </div>
  );
}
