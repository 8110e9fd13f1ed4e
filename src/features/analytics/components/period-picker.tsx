// The period of the figures: the usual ones by name, or one's own from and to (whole days), and
// beside it, once the figures are there, the period they cover and the one they are compared
// with. An admin of a tenant with several centers also chooses whose figures: all, or one
// center's. The choices live in the address, so a link shows the same figures.
import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isCalendarDay, type DayRange } from '../../../../common/schemas/analytics';
import { CenterSelect } from '../../../components/center-select';
import { useT } from '../../../lib/use-t';
import type { CenterChoice } from '../../../lib/volunteer-centers';
import { formatRange } from '../bucket-label';
import { PERIOD_PRESETS, presetRange, type ChosenPeriod, type PeriodPreset } from '../period';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  select: { minWidth: '12rem' },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  compare: { margin: 0, color: tokens.colorNeutralForeground3 },
});

export function PeriodBar({
  period,
  today,
  onChange,
  shown,
  centers,
}: {
  period: ChosenPeriod;
  today: string;
  onChange: (next: ChosenPeriod) => void;
  /** The periods of the figures on screen (they may still be the previous choice's). */
  shown?: { period: DayRange; previousPeriod: DayRange };
  /** An admin's choice of center; shown when there is more than one. */
  centers?: { list: CenterChoice[]; chosen?: string; onChange: (id?: string) => void };
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        {centers ? (
          <CenterSelect
            label={t('analytics.center.label')}
            allLabel={t('analytics.center.all')}
            centers={centers.list}
            value={centers.chosen}
            onChange={centers.onChange}
            className={styles.select}
            data-testid="analytics-center"
          />
        ) : null}
        <PeriodPicker period={period} today={today} onChange={onChange} />
      </div>
      {shown ? (
        <p className={styles.compare} data-testid="analytics-compare">
          {t('analytics.compared', {
            period: formatRange(intl, shown.period),
            previous: formatRange(intl, shown.previousPeriod),
          })}
        </p>
      ) : null}
    </div>
  );
}

function PeriodPicker({
  period,
  today,
  onChange,
}: {
  period: ChosenPeriod;
  today: string;
  onChange: (next: ChosenPeriod) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const [custom, setCustom] = useState(period.range);
  const setDay = (which: 'from' | 'to', value: string) => {
    const next = { ...custom, [which]: value };
    setCustom(next);
    if (isCalendarDay(next.from) && isCalendarDay(next.to) && next.from <= next.to) {
      onChange({ preset: 'custom', range: next });
    }
  };
  return (
    <div className={styles.row}>
      <Field label={t('analytics.period.label')}>
        <Select
          className={styles.select}
          value={period.preset}
          onChange={(_, d) => {
            if (d.value === 'custom') {
              setCustom(period.range);
              onChange({ preset: 'custom', range: period.range });
            } else {
              const preset = d.value as PeriodPreset;
              onChange({ preset, range: presetRange(preset, today) });
            }
          }}
        >
          {PERIOD_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`analytics.period.${p}`)}
            </option>
          ))}
          <option value="custom">{t('analytics.period.custom')}</option>
        </Select>
      </Field>
      {period.preset === 'custom' ? (
        <>
          <Field label={t('analytics.period.from')}>
            <Input
              type="date"
              value={custom.from}
              max={today}
              onChange={(_, d) => setDay('from', d.value)}
            />
          </Field>
          <Field label={t('analytics.period.to')}>
            <Input type="date" value={custom.to} onChange={(_, d) => setDay('to', d.value)} />
          </Field>
        </>
      ) : null}
    </div>
  );
}
