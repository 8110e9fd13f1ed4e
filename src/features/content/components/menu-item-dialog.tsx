// Adding or changing one menu item: its label in Dutch and/or English and where it leads (a content
// page of the center, a page of the app such as /vacancies/search, or an https address), checked
// on blur with the rules the server applies (common/schemas/pages.ts).
import '../../../lib/forms/validation';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Button,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Form, useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { MenuTargetKind } from '../../../../common/schemas/content';
import { MENU_LABEL_MAX_LENGTH, isValidMenuTarget } from '../../../../common/schemas/pages';
import { ErrorSummary } from '../../../components/error-summary';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { SelectField, TextField } from '../../../lib/forms/fields';
import { toSubmitErrors } from '../../../lib/forms/submit-errors';
import { submitWithFreshErrors } from '../../../lib/forms/submit-with-fresh-errors';
import type { ValidationMessage } from '../../../lib/forms/validation';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useT } from '../../../lib/use-t';
import { localizedTitle } from '../content-access';
import type { ContentPageSummary } from '../types';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface MenuItemValues {
  labelNl?: string;
  labelEn?: string;
  targetKind: MenuTargetKind;
  pageId?: string;
  target?: string;
}

export function validateMenuItem(values: MenuItemValues) {
  const errors: Partial<Record<keyof MenuItemValues, ValidationMessage>> = {};
  const nl = values.labelNl?.trim() ?? '';
  const en = values.labelEn?.trim() ?? '';
  if (!nl && !en) errors.labelNl = { id: 'content.menu.error.label' };
  for (const [key, text] of [
    ['labelNl', nl],
    ['labelEn', en],
  ] as const) {
    if (text.length > MENU_LABEL_MAX_LENGTH) {
      errors[key] = { id: 'validation.max', values: { max: MENU_LABEL_MAX_LENGTH } };
    }
  }
  if (values.targetKind === 'page' && !values.pageId) {
    errors.pageId = { id: 'validation.required' };
  }
  if (
    values.targetKind !== 'page' &&
    !isValidMenuTarget(values.targetKind, values.target?.trim())
  ) {
    errors.target = {
      id: values.target?.trim() ? `content.menu.error.${values.targetKind}` : 'validation.required',
    };
  }
  return errors;
}

function TargetFields({ pages }: { pages: ContentPageSummary[] }) {
  const t = useT();
  const { locale } = useIntl();
  const kind = useField<MenuTargetKind>('targetKind', { subscription: { value: true } }).input
    .value;
  if (kind === 'page') {
    return (
      <SelectField
        name="pageId"
        label={t('content.menu.field.page')}
        required
        hint={t('content.menu.field.pageHint')}
        options={[
          { value: '', label: t('content.menu.field.choosePage') },
          ...pages.map((p) => ({
            value: p.id,
            label:
              p.status === 'published'
                ? localizedTitle(p, locale)
                : t('content.menu.draftPage', { title: localizedTitle(p, locale) }),
          })),
        ]}
      />
    );
  }
  return (
    <TextField
      name="target"
      type={kind === 'url' ? 'url' : 'text'}
      required
      label={t(kind === 'url' ? 'content.menu.field.url' : 'content.menu.field.route')}
      hint={t(kind === 'url' ? 'content.menu.field.urlHint' : 'content.menu.field.routeHint')}
      placeholder={kind === 'url' ? 'https://' : '/vacancies/search'}
    />
  );
}

export function MenuItemDialog({
  title,
  initial,
  pages,
  onSave,
  onClose,
}: {
  title: string;
  initial: MenuItemValues;
  pages: ContentPageSummary[];
  onSave: (values: MenuItemValues) => Promise<void>;
  onClose: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const gate = useNetworkGate();
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface>
        <Form<MenuItemValues>
          initialValues={initial}
          validate={validateMenuItem}
          validateOnBlur
          onSubmit={async (values) => {
            try {
              await onSave(values);
              onClose();
              return undefined;
            } catch (error) {
              return toSubmitErrors(intl, error);
            }
          }}
          render={({ form, submitting }) => (
            <form onSubmit={(event) => void submitWithFreshErrors(form, event)} noValidate>
              <DialogBody>
                <DialogTitle>{title}</DialogTitle>
                <DialogContent className={styles.fields}>
                  <ErrorSummary />
                  <TextField
                    name="labelNl"
                    label={t('content.menu.field.labelNl')}
                    hint={t('content.menu.field.labelHint')}
                    autoComplete="off"
                  />
                  <TextField
                    name="labelEn"
                    label={t('content.menu.field.labelEn')}
                    autoComplete="off"
                  />
                  <SelectField
                    name="targetKind"
                    label={t('content.menu.field.kind')}
                    options={(['page', 'route', 'url'] as const).map((k) => ({
                      value: k,
                      label: t(`content.menu.kind.${k}`),
                    }))}
                  />
                  <TargetFields pages={pages} />
                  {gate.hint}
                </DialogContent>
                <DialogActions>
                  <NetworkSubmitButton gate={gate} submitting={submitting}>
                    {t('admin.save')}
                  </NetworkSubmitButton>
                  <Button onClick={onClose} disabled={submitting}>
                    {t('admin.cancel')}
                  </Button>
                </DialogActions>
              </DialogBody>
            </form>
          )}
        />
      </DialogSurface>
    </Dialog>
  );
}
