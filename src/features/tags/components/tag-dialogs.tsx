// The dialogs of /tags: add or rename a tag (kind and both names, checked on blur; the server's
// 'already exists' lands on the Dutch name; a help category also says whether its help needs a
// certificate of conduct) and merge a tag into another of the same kind.
// yup's translated messages must be installed before common's schemas are defined.
import '../../../lib/forms/validation';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Select,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import { Form, useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { TAG_KINDS, pickLocalized, type TagKind } from '../../../../common/matching';
import { tagSchema } from '../../../../common/schemas/tags';
import { describeError } from '../../../components/error-message';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { isApiError } from '../../../lib/api-client';
import { SelectField, TextField } from '../../../lib/forms/fields';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import { mapServerErrors, validateWithSchema } from '../../../lib/forms/validation';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import type { Tag } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';
import { focusField } from '../../../lib/forms/error-targets';
import { ErrorSummary } from '../../../components/error-summary';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface TagFormValues {
  kind: TagKind | '';
  nameNl: string;
  nameEn: string;
  /** Help categories only: their help needs a certificate of conduct (VOG). */
  requiresVog: boolean;
}

/** The 'VOG vereist' switch, shown for help categories only. */
function VogSwitch() {
  const t = useT();
  const kind = useField<TagKind | ''>('kind', { subscription: { value: true } }).input.value;
  const { input } = useField<boolean>('requiresVog', { type: 'checkbox' });
  if (kind !== 'help_category') return null;
  return (
    <Field hint={t('tags.field.requiresVogHint')}>
      <Switch
        name={input.name}
        label={t('tags.field.requiresVog')}
        checked={Boolean(input.checked)}
        onChange={(_, data) => input.onChange(data.checked)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </Field>
  );
}

const validateSchema = validateWithSchema<Partial<TagFormValues>>(tagSchema);
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);
/**
 * An empty field is a missing one: 'is verplicht', not 'is niet geldig' (the kind's '') or
 * 'moet minstens 1 tekens hebben' (the schema's min(1) on a name).
 */
export const validateTagForm = (values: TagFormValues) =>
  validateSchema({
    kind: values.kind || undefined,
    nameNl: blankToUndefined(values.nameNl),
    nameEn: blankToUndefined(values.nameEn),
  });

/** Server refusals of a tag write: pointers on their fields, the rest for the form. */
export function toTagSubmitErrors(
  intl: ReturnType<typeof useIntl>,
  error: unknown,
): Record<string, string> {
  if (isApiError(error)) {
    if (error.code === 'already_exists') {
      return { nameNl: intl.formatMessage({ id: 'tags.error.exists' }) };
    }
    const withPointer = error.errors.filter((e) =>
      e.source?.pointer?.startsWith('/data/attributes/'),
    );
    if (withPointer.length > 0) return mapServerErrors(withPointer);
  }
  return { [FORM_ERROR]: describeError(intl, error) };
}

export function TagFormDialog({
  title,
  submitLabel,
  initial,
  kindLocked,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial: TagFormValues;
  kindLocked: boolean;
  onSubmit: (values: TagFormValues) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
}) {
  const styles = useStyles();
  const gate = useNetworkGate();
  const t = useT();
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface>
        <Form<TagFormValues>
          initialValues={initial}
          validate={validateTagForm}
          validateOnBlur
          onSubmit={onSubmit}
          render={({ form, submitting }) => (
            <form onSubmit={(event) => void submitWithFreshErrors(form, event)} noValidate>
              <DialogBody>
                <DialogTitle>{title}</DialogTitle>
                <DialogContent className={styles.fields}>
                  <ErrorSummary />
                  {kindLocked ? null : (
                    <SelectField
                      name="kind"
                      label={t('tags.field.kind')}
                      required
                      options={[
                        { value: '', label: t('tags.field.chooseKind') },
                        ...TAG_KINDS.map((k) => ({ value: k, label: t(`tags.kind.${k}`) })),
                      ]}
                    />
                  )}
                  <TextField
                    name="nameNl"
                    label={t('tags.field.nameNl')}
                    required
                    autoComplete="off"
                  />
                  <TextField
                    name="nameEn"
                    label={t('tags.field.nameEn')}
                    required
                    autoComplete="off"
                  />
                  <VogSwitch />
                  {gate.hint}
                </DialogContent>
                <DialogActions>
                  <Button onClick={onClose} disabled={submitting}>
                    {t('admin.cancel')}
                  </Button>
                  <NetworkSubmitButton gate={gate} submitting={submitting}>
                    {submitLabel}
                  </NetworkSubmitButton>
                </DialogActions>
              </DialogBody>
            </form>
          )}
        />
      </DialogSurface>
    </Dialog>
  );
}

export function MergeTagDialog({
  tag,
  tags,
  busy,
  onMerge,
  onClose,
}: {
  tag: Tag;
  tags: readonly Tag[];
  busy: boolean;
  onMerge: (into: Tag) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const gate = useNetworkGate();
  const [intoId, setIntoId] = useState('');
  const [missing, setMissing] = useState(false);
  const choice = useRef<HTMLSelectElement>(null);
  const t = useT();
  const name = (x: Tag) => pickLocalized(x.nameNl, x.nameEn, intl.locale);
  const targets = tags
    .filter((x) => x.kind === tag.kind && x.id !== tag.id)
    .sort((a, b) => name(a).localeCompare(name(b), 'nl'));
  const into = targets.find((x) => x.id === intoId);
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (into) onMerge(into);
            else {
              setMissing(true);
              if (choice.current) focusField(choice.current);
            }
          }}
        >
          <DialogBody>
            <DialogTitle>{t('tags.merge.title', { name: name(tag) })}</DialogTitle>
            <DialogContent className={styles.fields}>
              <Text>{t('tags.merge.intro', { kind: t(`tags.kind.${tag.kind}`) })}</Text>
              <Field
                label={t('tags.merge.into')}
                required
                validationState={missing ? 'error' : 'none'}
                validationMessage={missing ? t('tags.merge.chooseFirst') : undefined}
              >
                <Select
                  ref={choice}
                  value={intoId}
                  onChange={(_, d) => {
                    setIntoId(d.value);
                    setMissing(false);
                  }}
                >
                  <option value="">{t('tags.merge.choose')}</option>
                  {targets.map((x) => (
                    <option key={x.id} value={x.id}>
                      {name(x)}
                    </option>
                  ))}
                </Select>
              </Field>
              {into ? (
                <Text data-testid="merge-summary">
                  {t('tags.merge.summary', {
                    from: name(tag),
                    into: name(into),
                    count: tag.vacanciesCount,
                  })}
                </Text>
              ) : null}
              {gate.hint}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>
                {t('admin.cancel')}
              </Button>
              <NetworkSubmitButton gate={gate} submitting={busy}>
                {t('tags.merge.confirm')}
              </NetworkSubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
