// Adding or changing a service (its organization's admins, its center's, the tenant's): names
// and descriptions in Dutch and English, category, target groups, opening hours per weekday, a
// note, and how to reach it. Checked here as the server checks it; what the server still refuses
// is shown at its field. The save goes through the offline queue.
// One file for now: one dialog; the opening-hours editor is the part to move out when it grows.
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
  MessageBar,
  MessageBarBody,
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import type { IsoWeekday, OpeningPeriod } from '../../../../common/schemas/social-map';
import { isApiError } from '../../../lib/api-client';
import { newClientId } from '../../../lib/offline/ids';
import { toastSaved } from '../../../lib/offline/saved-toast';
import type { Tag } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';
import { describeError } from '../../../components/error-message';
import type { ServiceFields } from '../api/outbox-actions';
import { useSaveService } from '../api/save-service';
import { formatWeekday } from '../opening-hours';
import type { OrganizationService } from '../types';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DAYS: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    '@media (min-width: 640px)': {
      gridTemplateColumns: '1fr 1fr',
      columnGap: tokens.spacingHorizontalM,
    },
  },
  groups: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  period: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
  },
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
});

function fieldsOf(service: OrganizationService | null): ServiceFields {
  return {
    nameNl: service?.nameNl ?? '',
    nameEn: service?.nameEn ?? '',
    descriptionNl: service?.descriptionNl ?? '',
    descriptionEn: service?.descriptionEn ?? '',
    categoryId: service?.categoryId ?? null,
    targetGroupIds: service?.targetGroupIds ?? [],
    openingHours: service?.openingHours ?? [],
    openingNoteNl: service?.openingNoteNl ?? '',
    contactPhone: service?.contactPhone ?? '',
    contactEmail: service?.contactEmail ?? '',
    website: service?.website ?? '',
  };
}

/** The field errors the server sent, by attribute path ('name_nl', 'opening_hours/0/closes'). */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    const path = e.source?.pointer?.replace(/^\/data\/attributes\//, '');
    if (path && e.detail) out[path] = e.detail;
  }
  return out;
}

export function ServiceEditor({
  organizationId,
  service,
  tags,
  onClose,
}: {
  organizationId: string;
  /** null: a new service. */
  service: OrganizationService | null;
  tags: readonly Tag[];
  onClose: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const save = useSaveService();
  const [values, setValues] = useState<ServiceFields>(() => fieldsOf(service));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<ServiceFields>) => setValues({ ...values, ...change });
  const setPeriod = (index: number, change: Partial<OpeningPeriod>) =>
    set({
      openingHours: values.openingHours.map((p, i) => (i === index ? { ...p, ...change } : p)),
    });
  const byKind = (kind: string) =>
    tags
      .filter((tag) => tag.kind === kind)
      .map((tag) => ({ id: tag.id, name: pickLocalized(tag.nameNl, tag.nameEn, intl.locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, intl.locale));

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!values.nameNl?.trim() && !values.nameEn?.trim()) {
      found.name_nl = t('socialMap.error.nameRequired');
    }
    values.openingHours.forEach((p, i) => {
      if (!TIME.test(p.opens)) found[`opening_hours/${i}/opens`] = t('socialMap.error.time');
      if (!TIME.test(p.closes)) found[`opening_hours/${i}/closes`] = t('socialMap.error.time');
      else if (TIME.test(p.opens) && p.closes <= p.opens) {
        found[`opening_hours/${i}/closes`] = t('socialMap.error.closesBeforeOpens');
      }
    });
    return found;
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const clean = (v: string | null) => (v?.trim() ? v.trim() : null);
    try {
      const outcome = await save({
        id: service?.id ?? newClientId(),
        organizationId,
        create: service === null,
        fields: {
          ...values,
          nameNl: clean(values.nameNl),
          nameEn: clean(values.nameEn),
          descriptionNl: clean(values.descriptionNl),
          descriptionEn: clean(values.descriptionEn),
          openingNoteNl: clean(values.openingNoteNl),
          contactPhone: clean(values.contactPhone),
          contactEmail: clean(values.contactEmail),
          website: clean(values.website),
        },
      });
      toastSaved(intl, outcome.queued);
      onClose();
    } catch (error) {
      const onFields = serverFieldErrors(error);
      setErrors(onFields);
      setFormError(
        Object.keys(onFields).length > 0
          ? t('socialMap.editor.checkFields')
          : describeError(intl, error),
      );
    } finally {
      setBusy(false);
    }
  };

  const text = (
    key: keyof ServiceFields,
    label: string,
    path: string,
    options: { multiline?: boolean; type?: 'email' | 'tel' | 'url' } = {},
  ) => (
    <Field label={label} validationMessage={errors[path]}>
      {options.multiline ? (
        <Textarea
          value={(values[key] as string | null) ?? ''}
          onChange={(_, d) => set({ [key]: d.value })}
          resize="vertical"
        />
      ) : (
        <Input
          type={options.type ?? 'text'}
          value={(values[key] as string | null) ?? ''}
          onChange={(_, d) => set({ [key]: d.value })}
        />
      )}
    </Field>
  );

  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>
              {t(service ? 'socialMap.editor.editTitle' : 'socialMap.editor.addTitle')}
            </DialogTitle>
            <DialogContent className={styles.form} data-testid="service-editor">
              {formError ? (
                <MessageBar intent="error">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              ) : null}
              <div className={styles.pair}>
                {text('nameNl', t('socialMap.editor.nameNl'), 'name_nl')}
                {text('nameEn', t('socialMap.editor.nameEn'), 'name_en')}
              </div>
              {text('descriptionNl', t('socialMap.editor.descriptionNl'), 'description_nl', {
                multiline: true,
              })}
              {text('descriptionEn', t('socialMap.editor.descriptionEn'), 'description_en', {
                multiline: true,
              })}
              <Field label={t('socialMap.filter.category')} validationMessage={errors.category_id}>
                <Select
                  value={values.categoryId ?? ''}
                  onChange={(_, d) => set({ categoryId: d.value || null })}
                >
                  <option value="">{t('socialMap.editor.noCategory')}</option>
                  {byKind('category').map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{t('socialMap.filter.targetGroup')}</legend>
                <div className={styles.groups}>
                  {byKind('target_group').map((g) => (
                    <Checkbox
                      key={g.id}
                      label={g.name}
                      checked={values.targetGroupIds.includes(g.id)}
                      onChange={(_, d) =>
                        set({
                          targetGroupIds: d.checked
                            ? [...values.targetGroupIds, g.id]
                            : values.targetGroupIds.filter((id) => id !== g.id),
                        })
                      }
                    />
                  ))}
                </div>
              </fieldset>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{t('socialMap.editor.hours')}</legend>
                {values.openingHours.map((p, i) => (
                  <div key={i} className={styles.period} data-testid="opening-period">
                    <Field label={t('socialMap.editor.day')}>
                      <Select
                        value={String(p.day)}
                        onChange={(_, d) => setPeriod(i, { day: Number(d.value) as IsoWeekday })}
                      >
                        {DAYS.map((d) => (
                          <option key={d} value={d}>
                            {formatWeekday(d, intl.locale)}
                          </option>
                        ))}
                      </Select>
                    </Field>
                    <Field
                      label={t('socialMap.editor.opens')}
                      validationMessage={errors[`opening_hours/${i}/opens`]}
                    >
                      <Input
                        type="time"
                        value={p.opens}
                        onChange={(_, d) => setPeriod(i, { opens: d.value })}
                      />
                    </Field>
                    <Field
                      label={t('socialMap.editor.closes')}
                      validationMessage={errors[`opening_hours/${i}/closes`]}
                    >
                      <Input
                        type="time"
                        value={p.closes}
                        onChange={(_, d) => setPeriod(i, { closes: d.value })}
                      />
                    </Field>
                    <Button
                      icon={<DeleteRegular aria-hidden />}
                      aria-label={t('socialMap.editor.removePeriod')}
                      title={t('socialMap.editor.removePeriod')}
                      onClick={() =>
                        set({ openingHours: values.openingHours.filter((_, j) => j !== i) })
                      }
                    />
                  </div>
                ))}
                <Button
                  icon={<AddRegular aria-hidden />}
                  onClick={() =>
                    set({
                      openingHours: [
                        ...values.openingHours,
                        { day: 1, opens: '09:00', closes: '12:00' },
                      ],
                    })
                  }
                >
                  {t('socialMap.editor.addPeriod')}
                </Button>
              </fieldset>
              {text('openingNoteNl', t('socialMap.editor.note'), 'opening_note_nl')}
              <div className={styles.pair}>
                {text('contactPhone', t('organizations.field.phone'), 'contact_phone', {
                  type: 'tel',
                })}
                {text('contactEmail', t('organizations.field.email'), 'contact_email', {
                  type: 'email',
                })}
              </div>
              {text('website', t('organizations.field.website'), 'website', { type: 'url' })}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t('socialMap.editor.save')}
              </Button>
              <Button onClick={onClose}>{t('socialMap.editor.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
