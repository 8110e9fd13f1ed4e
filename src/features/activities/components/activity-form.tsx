// Creating or changing an activity (the overview's dialog): titles, description, when (local
// Amsterdam times), where (an address or online), places or shifts, a repeat for a new one
// (weekly or monthly, every n, a number of times), publish now or keep as a draft. Changing an
// occurrence of a series asks whether the later ones change too. The server checks everything
// again and its 422s are shown beside the fields.
// One file for now: one dialog whose sections share the form's state; the repeat and shift
// sections are the ones to move out when it grows again.
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatAmsterdamLocal } from '../../../../common/amsterdam-time';
import { pickLocalized } from '../../../../common/matching';
import { describeError } from '../../../components/error-message';
import { isApiError } from '../../../lib/api-client';
import type { Tag } from '../../../lib/tags';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useSaveActivity } from '../api/manage';
import type { Activity } from '../types';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  },
  shift: {
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr)) auto',
    alignItems: 'end',
  },
  surface: { maxWidth: '760px', width: 'calc(100vw - 24px)' },
});

interface ShiftDraft {
  id?: string;
  name: string;
  startsAt: string;
  endsAt: string;
  capacity: string;
}

const toHtml = (text: string) =>
  text.trim()
    ? text
        .trim()
        .split(/\n{2,}/)
        .map(
          (p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`,
        )
        .join('')
    : null;
const toText = (html: string | null) =>
  (html ?? '')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p>\s*<p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

export function ActivityForm({
  activity,
  organizations,
  tags,
  onClose,
}: {
  activity: Activity | null;
  organizations: { id: string; name: string }[];
  tags: Tag[];
  onClose(): void;
}) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const save = useSaveActivity();
  const local = (iso: string | undefined) => (iso ? formatAmsterdamLocal(new Date(iso)) : '');
  const [v, setV] = useState({
    titleNl: activity?.titleNl ?? '',
    titleEn: activity?.titleEn ?? '',
    description: toText(activity?.descriptionNl ?? null),
    organizationId: activity?.organizationId ?? organizations[0]?.id ?? '',
    tagId: activity?.tagIds[0] ?? '',
    startsAt: local(activity?.startsAt),
    endsAt: local(activity?.endsAt),
    online: activity?.online ?? false,
    onlineUrl: activity?.onlineUrl ?? '',
    locationName: activity?.locationName ?? '',
    street: activity?.street ?? '',
    number: activity?.number ?? '',
    postcode: activity?.postcode ?? '',
    city: activity?.city ?? '',
    capacity: activity?.capacity ? String(activity.capacity) : '',
    registrationOpen: activity?.registrationOpen ?? true,
    publish: activity ? activity.status === 'published' : true,
    repeat: 'none',
    interval: '1',
    count: '8',
    applyTo: 'occurrence',
  });
  const [shifts, setShifts] = useState<ShiftDraft[]>(
    (activity?.shifts ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      startsAt: local(s.startsAt),
      endsAt: local(s.endsAt),
      capacity: s.capacity ? String(s.capacity) : '',
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof v) => (value: string | boolean) => setV({ ...v, [key]: value });
  const err = (name: string) => errors[name];

  const submit = async () => {
    const series = activity?.seriesId && v.applyTo === 'series';
    const attributes: Record<string, unknown> = {
      title_nl: v.titleNl || null,
      title_en: v.titleEn || null,
      description_nl: toHtml(v.description),
      tag_ids: v.tagId ? [v.tagId] : [],
      starts_at: v.startsAt,
      ends_at: v.endsAt,
      online: v.online,
      online_url: v.online ? v.onlineUrl || null : null,
      location_name: v.locationName || null,
      capacity: shifts.length > 0 || !v.capacity ? null : Number(v.capacity),
      registration_open: v.registrationOpen,
    };
    if (!v.online) {
      attributes.address = {
        street: v.street || null,
        number: v.number || null,
        postcode: v.postcode || null,
        city: v.city || null,
      };
    }
    if (!series) {
      attributes.shifts = shifts.map((s) => ({
        ...(s.id ? { id: s.id } : {}),
        name: s.name,
        starts_at: s.startsAt,
        ends_at: s.endsAt,
        capacity: s.capacity ? Number(s.capacity) : null,
      }));
    }
    if (!activity) {
      attributes.status = v.publish ? 'published' : 'draft';
      if (v.organizationId) attributes.organization_id = v.organizationId;
      if (v.repeat !== 'none') {
        attributes.recurrence = {
          frequency: v.repeat,
          interval: Number(v.interval),
          count: Number(v.count),
        };
      }
    } else {
      if (v.publish && activity.status === 'draft') attributes.status = 'published';
      if (series) attributes.apply_to = 'series';
    }
    try {
      await save.mutateAsync({ id: activity?.id ?? null, attributes });
      toast.success(t(activity ? 'activities.form.saved' : 'activities.form.created'));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const next: Record<string, string> = {};
        for (const e of error.errors) {
          const name = (e.source?.pointer ?? '').replace('/data/attributes/', '');
          if (name) next[name] = e.detail ?? '';
        }
        setErrors(next);
      }
      toast.error(describeError(intl, error));
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? onClose() : undefined)} modalType="modal">
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            {t(activity ? 'activities.form.editTitle' : 'activities.form.newTitle')}
          </DialogTitle>
          <DialogContent>
            <form
              className={styles.form}
              id="activity-form"
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <div className={styles.row}>
                <Field label={t('activities.form.titleNl')} validationMessage={err('title_nl')}>
                  <Input value={v.titleNl} onChange={(_, d) => set('titleNl')(d.value)} />
                </Field>
                <Field label={t('activities.form.titleEn')} validationMessage={err('title_en')}>
                  <Input value={v.titleEn} onChange={(_, d) => set('titleEn')(d.value)} />
                </Field>
              </div>
              <Field
                label={t('activities.form.description')}
                validationMessage={err('description_nl')}
              >
                <Textarea
                  rows={4}
                  value={v.description}
                  onChange={(_, d) => set('description')(d.value)}
                />
              </Field>
              <div className={styles.row}>
                {!activity && organizations.length > 0 ? (
                  <Field
                    label={t('activities.form.organization')}
                    validationMessage={err('organization_id')}
                  >
                    <Select
                      value={v.organizationId}
                      onChange={(_, d) => set('organizationId')(d.value)}
                    >
                      {organizations.map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.name}
                        </option>
                      ))}
                    </Select>
                  </Field>
                ) : null}
                <Field label={t('activities.form.category')} validationMessage={err('tag_ids/0')}>
                  <Select value={v.tagId} onChange={(_, d) => set('tagId')(d.value)}>
                    <option value="">{t('activities.form.noCategory')}</option>
                    {tags.map((tag) => (
                      <option key={tag.id} value={tag.id}>
                        {pickLocalized(tag.nameNl, tag.nameEn, intl.locale)}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
              <div className={styles.row}>
                <Field
                  label={t('activities.form.startsAt')}
                  required
                  validationMessage={err('starts_at')}
                >
                  <Input
                    type="datetime-local"
                    value={v.startsAt}
                    onChange={(_, d) => set('startsAt')(d.value)}
                  />
                </Field>
                <Field
                  label={t('activities.form.endsAt')}
                  required
                  validationMessage={err('ends_at')}
                >
                  <Input
                    type="datetime-local"
                    value={v.endsAt}
                    onChange={(_, d) => set('endsAt')(d.value)}
                  />
                </Field>
              </div>
              <Checkbox
                checked={v.online}
                onChange={(_, d) => set('online')(!!d.checked)}
                label={t('activities.form.online')}
              />
              {v.online ? (
                <Field label={t('activities.form.onlineUrl')} validationMessage={err('online_url')}>
                  <Input
                    type="url"
                    value={v.onlineUrl}
                    onChange={(_, d) => set('onlineUrl')(d.value)}
                  />
                </Field>
              ) : (
                <div className={styles.row}>
                  <Field label={t('activities.form.locationName')}>
                    <Input
                      value={v.locationName}
                      onChange={(_, d) => set('locationName')(d.value)}
                    />
                  </Field>
                  <Field label={t('activities.form.street')}>
                    <Input value={v.street} onChange={(_, d) => set('street')(d.value)} />
                  </Field>
                  <Field label={t('activities.form.number')}>
                    <Input value={v.number} onChange={(_, d) => set('number')(d.value)} />
                  </Field>
                  <Field
                    label={t('activities.form.postcode')}
                    validationMessage={err('address/postcode')}
                  >
                    <Input value={v.postcode} onChange={(_, d) => set('postcode')(d.value)} />
                  </Field>
                  <Field label={t('activities.form.city')}>
                    <Input value={v.city} onChange={(_, d) => set('city')(d.value)} />
                  </Field>
                </div>
              )}
              {shifts.length === 0 ? (
                <Field
                  label={t('activities.form.capacity')}
                  hint={t('activities.form.capacityHint')}
                  validationMessage={err('capacity')}
                >
                  <Input
                    type="number"
                    min={1}
                    value={v.capacity}
                    onChange={(_, d) => set('capacity')(d.value)}
                  />
                </Field>
              ) : null}
              {!(activity?.seriesId && v.applyTo === 'series') ? (
                <fieldset className={styles.form} style={{ border: 0, padding: 0, margin: 0 }}>
                  <legend>{t('activities.form.shifts')}</legend>
                  {shifts.map((s, i) => (
                    <div key={s.id ?? i} className={styles.shift}>
                      <Field
                        label={t('activities.form.shiftName')}
                        validationMessage={err(`shifts/${i}/name`)}
                      >
                        <Input
                          value={s.name}
                          onChange={(_, d) =>
                            setShifts(shifts.map((x, j) => (j === i ? { ...x, name: d.value } : x)))
                          }
                        />
                      </Field>
                      <Field label={t('activities.form.startsAt')}>
                        <Input
                          type="datetime-local"
                          value={s.startsAt}
                          onChange={(_, d) =>
                            setShifts(
                              shifts.map((x, j) => (j === i ? { ...x, startsAt: d.value } : x)),
                            )
                          }
                        />
                      </Field>
                      <Field
                        label={t('activities.form.endsAt')}
                        validationMessage={err(`shifts/${i}/ends_at`)}
                      >
                        <Input
                          type="datetime-local"
                          value={s.endsAt}
                          onChange={(_, d) =>
                            setShifts(
                              shifts.map((x, j) => (j === i ? { ...x, endsAt: d.value } : x)),
                            )
                          }
                        />
                      </Field>
                      <Field label={t('activities.form.capacity')}>
                        <Input
                          type="number"
                          min={1}
                          value={s.capacity}
                          onChange={(_, d) =>
                            setShifts(
                              shifts.map((x, j) => (j === i ? { ...x, capacity: d.value } : x)),
                            )
                          }
                        />
                      </Field>
                      <Button
                        icon={<DeleteRegular />}
                        aria-label={t('activities.form.removeShift', {
                          name: s.name || String(i + 1),
                        })}
                        onClick={() => setShifts(shifts.filter((_, j) => j !== i))}
                      />
                    </div>
                  ))}
                  <div>
                    <Button
                      icon={<AddRegular />}
                      onClick={() =>
                        setShifts([
                          ...shifts,
                          { name: '', startsAt: v.startsAt, endsAt: v.endsAt, capacity: '' },
                        ])
                      }
                    >
                      {t('activities.form.addShift')}
                    </Button>
                  </div>
                </fieldset>
              ) : null}
              {!activity ? (
                <div className={styles.row}>
                  <Field label={t('activities.form.repeat')}>
                    <Select value={v.repeat} onChange={(_, d) => set('repeat')(d.value)}>
                      <option value="none">{t('activities.form.repeat.none')}</option>
                      <option value="weekly">{t('activities.form.repeat.weekly')}</option>
                      <option value="monthly">{t('activities.form.repeat.monthly')}</option>
                    </Select>
                  </Field>
                  {v.repeat !== 'none' ? (
                    <>
                      <Field
                        label={t('activities.form.interval')}
                        validationMessage={err('recurrence/interval')}
                      >
                        <Input
                          type="number"
                          min={1}
                          max={12}
                          value={v.interval}
                          onChange={(_, d) => set('interval')(d.value)}
                        />
                      </Field>
                      <Field
                        label={t('activities.form.count')}
                        validationMessage={err('recurrence/count')}
                      >
                        <Input
                          type="number"
                          min={1}
                          max={104}
                          value={v.count}
                          onChange={(_, d) => set('count')(d.value)}
                        />
                      </Field>
                    </>
                  ) : null}
                </div>
              ) : activity.seriesId ? (
                <RadioGroup
                  value={v.applyTo}
                  onChange={(_, d) => set('applyTo')(d.value)}
                  aria-label={t('activities.form.applyTo')}
                >
                  <Radio value="occurrence" label={t('activities.form.applyTo.occurrence')} />
                  <Radio value="series" label={t('activities.form.applyTo.series')} />
                </RadioGroup>
              ) : null}
              <Checkbox
                checked={v.registrationOpen}
                onChange={(_, d) => set('registrationOpen')(!!d.checked)}
                label={t('activities.form.registrationOpen')}
              />
              {!activity || activity.status === 'draft' ? (
                <Checkbox
                  checked={v.publish}
                  onChange={(_, d) => set('publish')(!!d.checked)}
                  label={t('activities.form.publish')}
                />
              ) : null}
            </form>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('activities.form.cancel')}</Button>
            <Button
              appearance="primary"
              type="submit"
              form="activity-form"
              disabled={save.isPending}
            >
              {t('activities.form.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
