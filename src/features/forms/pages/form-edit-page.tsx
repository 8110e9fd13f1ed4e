// /form_builder/:id/edit: the builder. The fields as cards (add, edit in a dialog, put in order,
// remove) beside the form's settings; on a phone the two stack. 'Save draft' keeps the changes,
// 'Publish' makes them the next version that visitors answer (earlier answers keep their
// version), and a published form can be closed and opened again.
// One file: the page holds the draft every part edits (cards, dialog, settings, save, publish);
// the parts themselves live in components/ and use-form-draft.ts.
import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EyeRegular, SaveRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { FormField, FormFieldType } from '../../../../common/schemas/forms';
import { FORM_MAX_FIELDS } from '../../../../common/schemas/forms';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError, ErrorMessage } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useForm, useUpdateForm } from '../api/forms';
import { useFormVersions } from '../api/form-versions';
import { AddFieldMenu } from '../components/add-field-menu';
import { FieldCardList } from '../components/field-card-list';
import { FieldEditorDialog } from '../components/field-editor-dialog';
import { FormSettingsCard } from '../components/form-settings-card';
import { FormStatusBadge } from '../components/form-status-badge';
import { useCanBuildForms } from '../form-access';
import { finalizeField, publishedNames } from '../field-keys';
import { fieldLabel } from '../field-labels';
import { brokenConditions, dependents, removeField, renameInConditions } from '../field-order';
import { useFormDraft } from '../use-form-draft';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)' },
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  status: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Editing = { index: number; field: FormField; isNew: boolean } | null;

function emptyField(type: FormFieldType): FormField {
  const choice = type === 'single_choice' || type === 'multiple_choice';
  return {
    key: '',
    type,
    labelNl: '',
    labelEn: null,
    helpNl: null,
    helpEn: null,
    required: false,
    rules: type === 'file' ? { fileTypes: ['pdf', 'jpg', 'png'] } : {},
    options: choice ? [{ value: '', labelNl: '', labelEn: null }] : [],
    showWhen: null,
  };
}

export default function FormEditPage({ params }: { params: Record<string, unknown> }) {
  const id = typeof params.id === 'string' ? params.id : undefined;
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const gate = useNetworkGate();
  const mayBuild = useCanBuildForms();
  const form = useForm(id);
  const versions = useFormVersions(id);
  const status = useUpdateForm();
  const builder = useFormDraft(form.data);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [confirmPublish, setConfirmPublish] = useState(false);
  // Taking a form offline is asked first: the button sits beside 'save' and 'publish'.
  const [confirmClose, setConfirmClose] = useState(false);
  const published = useMemo(() => publishedNames(versions.data ?? []), [versions.data]);

  const frame = {
    title: t('route.formBuilderEdit'),
    back: { href: id ? `/form_builder/${id}` : '/form_builder', label: t('forms.backToForm') },
  };
  if (!mayBuild) {
    return (
      <PageFrame {...frame}>
        <MessageBar intent="warning">
          <MessageBarBody>{t('forms.noAccess')}</MessageBarBody>
        </MessageBar>
      </PageFrame>
    );
  }
  if (form.isPending || (form.data && !builder.draft))
    return <PageSpinner label={t('app.loading')} />;
  if (!form.data || !builder.draft) return <ErrorMessage error={form.error} />;

  const current = form.data;
  const { fields, settings } = builder.draft;
  const broken = brokenConditions(fields);
  const nextVersion = (current.publishedVersion ?? 0) + 1;
  const unpublished =
    current.publishedVersion !== null && (current.hasUnpublishedChanges || builder.dirty);
  const offline = gate.offline;

  const saveField = (edited: FormField) => {
    if (!editing) return;
    const original = editing.isNew ? null : fields[editing.index]!;
    const others = fields.filter((_, i) => editing.isNew || i !== editing.index).map((f) => f.key);
    // An unchanged question keeps its key (a template's short keys stay short).
    const keep =
      original && original.labelNl === edited.labelNl
        ? { ...published, keys: new Set([...published.keys, original.key]) }
        : published;
    const { field, valueRenames } = finalizeField(edited, original?.key ?? null, others, keep);
    let next = editing.isNew
      ? [...fields, field]
      : fields.map((f, i) => (i === editing.index ? field : f));
    if (original && (original.key !== field.key || valueRenames.size > 0))
      next = renameInConditions(next, original.key, field.key, valueRenames);
    builder.setFields(next);
    const { [editing.index]: _done, ...rest } = builder.errors.fields;
    builder.setErrors({ ...builder.errors, fields: rest });
    setEditing(null);
  };

  const saveDraft = async () => {
    if (await builder.save()) toast.success(t('forms.builder.saved'));
    else toast.error(t('forms.builder.notSaved'));
  };

  const doPublish = async () => {
    const version = await builder.saveAndPublish();
    setConfirmPublish(false);
    if (version) toast.success(t('forms.builder.publishedToast', { version: version.version }));
    else toast.error(t('forms.builder.notSaved'));
  };

  const setStatus = (next: 'closed' | 'published') =>
    status.mutate(
      { id: current.id, attributes: { status: next } },
      {
        onSuccess: () =>
          toast.success(
            t(next === 'closed' ? 'forms.builder.closedToast' : 'forms.builder.reopenedToast'),
          ),
        onError: (error) => toast.error(describeError(intl, error)),
      },
    );

  const deletingField = deleting === null ? null : fields[deleting];
  return (
    <PageFrame
      {...frame}
      intro={t('forms.builder.intro')}
      actions={
        <Button
          icon={<EyeRegular />}
          onClick={() => navigate(`/form_builder/${current.id}/preview`)}
        >
          {t('forms.preview')}
        </Button>
      }
    >
      <div className={styles.bar}>
        <span className={styles.status}>
          <FormStatusBadge status={current.status} />
          {current.publishedVersion !== null ? (
            <Text>{t('forms.builder.liveVersion', { version: current.publishedVersion })}</Text>
          ) : null}
          {unpublished ? (
            <Badge appearance="tint" color="warning" data-testid="unpublished">
              {t('forms.builder.unpublished')}
            </Badge>
          ) : null}
          {builder.dirty ? (
            <Text className={styles.muted}>{t('forms.builder.unsaved')}</Text>
          ) : null}
        </span>
        <span className={styles.actions}>
          <Button
            icon={<SaveRegular />}
            disabledFocusable={!builder.dirty || builder.busy || offline}
            onClick={() => void saveDraft()}
            data-testid="save-draft"
          >
            {t('forms.builder.saveDraft')}
          </Button>
          <Button
            appearance="primary"
            disabledFocusable={builder.busy || offline || fields.length === 0 || broken.length > 0}
            onClick={() => setConfirmPublish(true)}
            data-testid="publish"
          >
            {t('forms.publish')}
          </Button>
          {current.status === 'published' ? (
            <Button
              disabledFocusable={status.isPending || offline}
              onClick={() => setConfirmClose(true)}
              data-testid="close-form"
            >
              {t('forms.builder.close')}
            </Button>
          ) : null}
          {current.status === 'closed' ? (
            <Button
              disabledFocusable={status.isPending || offline}
              onClick={() => setStatus('published')}
            >
              {t('forms.builder.reopen')}
            </Button>
          ) : null}
        </span>
      </div>
      {gate.hint}
      {builder.errors.other.length ? (
        <MessageBar intent="error">
          <MessageBarBody>{builder.errors.other.join(' ')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {Object.keys(builder.errors.fields).length ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('forms.builder.fieldErrors')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {broken.length ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('forms.builder.brokenHint')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.columns}>
        <section className={page.card} aria-labelledby="fields-title">
          <div className={styles.bar}>
            <h2 id="fields-title" className={page.h2}>
              {t('forms.builder.fields', { count: fields.length })}
            </h2>
            <AddFieldMenu
              disabled={fields.length >= FORM_MAX_FIELDS}
              onAdd={(type) =>
                setEditing({ index: fields.length, field: emptyField(type), isNew: true })
              }
            />
          </div>
          {fields.length === 0 ? (
            <Text className={styles.muted}>{t('forms.builder.noFields')}</Text>
          ) : (
            <FieldCardList
              fields={fields}
              errors={builder.errors.fields}
              broken={broken}
              lockedKeys={published.keys}
              selected={editing && !editing.isNew ? editing.index : null}
              disabled={builder.busy}
              onReorder={(next) => {
                builder.setFields(next);
                builder.setErrors({ ...builder.errors, fields: {} });
              }}
              onEdit={(index) => setEditing({ index, field: fields[index]!, isNew: false })}
              onDelete={setDeleting}
            />
          )}
        </section>
        <FormSettingsCard
          settings={settings}
          hasEmailField={fields.some((f) => f.type === 'email')}
          errors={builder.errors.form}
          onChange={builder.setSettings}
        />
      </div>
      {editing ? (
        <FieldEditorDialog
          initial={editing.field}
          index={editing.index}
          fields={fields}
          keyLocked={published.keys.has(editing.field.key)}
          serverErrors={editing.isNew ? {} : (builder.errors.fields[editing.index] ?? {})}
          onSave={saveField}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deletingField !== null && deletingField !== undefined}
        title={t('forms.builder.deleteTitle')}
        confirmLabel={t('forms.builder.deleteConfirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deletingField) return;
          builder.setFields(removeField(fields, deletingField.key));
          builder.setErrors({ ...builder.errors, fields: {} });
          setDeleting(null);
        }}
      >
        {deletingField
          ? t(
              dependents(fields, deletingField.key).length
                ? 'forms.builder.deleteWithDependents'
                : 'forms.builder.deleteText',
              { label: fieldLabel(deletingField, intl.locale) },
            )
          : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmPublish}
        title={t('forms.builder.publishTitle', { version: nextVersion })}
        confirmLabel={t('forms.publish')}
        busy={builder.busy}
        needsNetwork
        onCancel={() => setConfirmPublish(false)}
        onConfirm={() => void doPublish()}
      >
        {t(nextVersion === 1 ? 'forms.builder.publishFirst' : 'forms.builder.publishText', {
          version: nextVersion,
        })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmClose}
        title={t('forms.builder.closeTitle')}
        confirmLabel={t('forms.builder.close')}
        busy={status.isPending}
        needsNetwork
        onCancel={() => setConfirmClose(false)}
        onConfirm={() => {
          setConfirmClose(false);
          setStatus('closed');
        }}
      >
        {t('forms.builder.closeText')}
      </ConfirmDialog>
    </PageFrame>
  );
}
