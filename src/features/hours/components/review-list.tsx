// The hours an organization (or the center) reviews: who, what, when, how many; approve in one
// click, or correct the hours or reject with a note to the volunteer in a small dialog.
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { HOUR_STEP } from '../../../../common/schemas/hours';
import { MAX_HOURS_PER_ENTRY } from '../../../../common/schemas/activities';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useReviewHours } from '../api/change-hours';
import { formatHours, parseHours } from '../hour-form';
import type { HourEntry } from '../types';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: '1 1 16rem' },
  name: { fontWeight: tokens.fontWeightSemibold },
  hours: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  dialogForm: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Mode = { entry: HourEntry; kind: 'correct' | 'reject' };

function ReviewDialog({ mode, onClose }: { mode: Mode; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const review = useReviewHours();
  const [hours, setHours] = useState(formatHours(mode.entry.hours, intl.locale));
  const [note, setNote] = useState('');
  const parsed = parseHours(hours);
  const hoursValid =
    Number.isFinite(parsed) &&
    parsed >= HOUR_STEP &&
    parsed <= MAX_HOURS_PER_ENTRY &&
    Number.isInteger(parsed / HOUR_STEP);
  const correcting = mode.kind === 'correct';
  const submit = () =>
    review.mutate(
      {
        id: mode.entry.id,
        status: correcting ? 'approved' : 'rejected',
        ...(correcting ? { hours: parsed } : {}),
        reviewNote: note.trim() || null,
      },
      {
        onSuccess: () => {
          toast.success(t(correcting ? 'hours.review.corrected' : 'hours.review.rejected'));
          onClose();
        },
        onError: () => toast.error(t('hours.review.failed')),
      },
    );
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {t(correcting ? 'hours.review.correctTitle' : 'hours.review.rejectTitle', {
              name: mode.entry.volunteerName,
            })}
          </DialogTitle>
          <DialogContent className={styles.dialogForm}>
            {correcting ? (
              <Field
                label={t('hours.field.hours')}
                hint={t('hours.field.hoursHint')}
                validationState={hoursValid ? 'none' : 'error'}
                validationMessage={
                  hoursValid
                    ? undefined
                    : t('hours.error.quarter', { field: t('hours.field.hours') })
                }
              >
                <Input value={hours} onChange={(_, d) => setHours(d.value)} />
              </Field>
            ) : null}
            <Field
              label={t('hours.field.reviewNote')}
              hint={t(correcting ? 'hours.review.correctHint' : 'hours.review.rejectHint')}
            >
              <Textarea value={note} onChange={(_, d) => setNote(d.value)} maxLength={500} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={review.isPending || (correcting && !hoursValid)}
              onClick={submit}
            >
              {t(correcting ? 'hours.review.approveCorrected' : 'hours.review.reject')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export function ReviewList({ entries }: { entries: HourEntry[] }) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const review = useReviewHours();
  const gate = useNetworkGate();
  const [mode, setMode] = useState<Mode | null>(null);
  if (entries.length === 0) return <Body1>{t('hours.review.empty')}</Body1>;
  return (
    <>
      {gate.hint}
      <ul className={styles.list}>
        {entries.map((entry) => {
          const title =
            pickLocalized(entry.subjectTitleNl, entry.subjectTitleEn, intl.locale) ||
            t('hours.untitled');
          const date = new Date(`${entry.workedOn}T12:00:00`);
          return (
            <li key={entry.id} className={styles.item} data-testid="review-entry">
              <div className={styles.text}>
                <span className={styles.name}>{entry.volunteerName}</span>
                <Body1>{title}</Body1>
                <Caption1>{intl.formatDate(date, { dateStyle: 'full' })}</Caption1>
                {entry.note ? <Caption1>“{entry.note}”</Caption1> : null}
              </div>
              <span className={styles.hours}>
                {t('hours.amount', { hours: formatHours(entry.hours, intl.locale) })}
              </span>
              <div className={styles.actions}>
                <Button
                  appearance="primary"
                  icon={<CheckmarkRegular />}
                  disabled={gate.offline || review.isPending}
                  onClick={() =>
                    review.mutate(
                      { id: entry.id, status: 'approved', reviewNote: null },
                      {
                        onSuccess: () => toast.success(t('hours.review.approved')),
                        onError: () => toast.error(t('hours.review.failed')),
                      },
                    )
                  }
                >
                  {t('hours.review.approve')}
                </Button>
                <Button
                  icon={<EditRegular />}
                  disabled={gate.offline}
                  onClick={() => setMode({ entry, kind: 'correct' })}
                >
                  {t('hours.review.correct')}
                </Button>
                <Button
                  appearance="subtle"
                  icon={<DismissRegular />}
                  disabled={gate.offline}
                  onClick={() => setMode({ entry, kind: 'reject' })}
                >
                  {t('hours.review.reject')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {mode ? (
        <ReviewDialog key={mode.entry.id + mode.kind} mode={mode} onClose={() => setMode(null)} />
      ) : null}
    </>
  );
}
