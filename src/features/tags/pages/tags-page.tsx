// /tags: center admins and admins keep the tenant's tags tidy: by kind with their Dutch and
// English names and how many published vacancies carry them; add, rename, delete, merge.
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
} from '@fluentui/react-components';
import { AddRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TAG_KINDS, pickLocalized, type TagKind } from '../../../../common/matching';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, useDataTableState } from '../../../components/data-table';
import { ErrorMessage, describeError } from '../../../components/error-message';
import { FilterSelect } from '../../../components/filter-select';
import { PageFrame } from '../../../components/page-frame';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useTags, type Tag } from '../../../lib/tags';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useCreateTag } from '../api/create-tag';
import { useDeleteTag } from '../api/delete-tag';
import { useMergeTag } from '../api/merge-tag';
import { useRenameTag } from '../api/rename-tag';
import { MergeTagDialog, TagFormDialog, toTagSubmitErrors } from '../components/tag-dialogs';
import { NoTagAccess } from '../components/no-tag-access';
import { useTagColumns } from '../components/tag-columns';
import { canManageTags } from '../permissions';

const useStyles = makeStyles({
  filter: { minWidth: '10rem' },
});

type Open =
  | { kind: 'add' }
  | { kind: 'rename'; tag: Tag }
  | { kind: 'merge'; tag: Tag }
  | { kind: 'delete'; tag: Tag }
  | null;

export default function TagsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { roles } = useCurrentUser();
  const gate = useNetworkGate();
  const tags = useTags();
  const create = useCreateTag();
  const rename = useRenameTag();
  const remove = useDeleteTag();
  const merge = useMergeTag();
  const [open, setOpen] = useState<Open>(null);
  const [kind, setKind] = useState<TagKind | ''>('');
  const [state, setState] = useDataTableState({
    sort: { columnId: 'kind', direction: 'ascending' },
    pageSize: 50,
  });
  const t = useT();
  const name = (tag: Tag) => pickLocalized(tag.nameNl, tag.nameEn, intl.locale);

  const columns = useTagColumns();

  if (!canManageTags(roles)) {
    return (
      <PageFrame title={t('route.tags')}>
        <NoTagAccess />
      </PageFrame>
    );
  }

  const rows = (tags.data ?? []).filter((tag) => !kind || tag.kind === kind);
  const fail = (error: unknown) => toast.error(describeError(intl, error));

  const rowActions = (tag: Tag) => (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={t('tags.actionsFor', { name: name(tag) })}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {(['rename', 'merge', 'delete'] as const).map((action) => (
            <MenuItem
              key={action}
              disabled={gate.offline}
              aria-describedby={gate.describedBy}
              onClick={() => setOpen({ kind: action, tag })}
            >
              {t(`tags.action.${action}`)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );

  return (
    <PageFrame
      title={t('route.tags')}
      intro={t('tags.intro')}
      actions={
        <Button
          appearance="primary"
          size={BUTTON_SIZE}
          icon={<AddRegular />}
          disabledFocusable={gate.offline}
          aria-describedby={gate.describedBy}
          onClick={() => setOpen({ kind: 'add' })}
        >
          {t('tags.add')}
        </Button>
      }
    >
      {gate.hint}
      <DataTable<Tag>
        label={t('tags.tableLabel')}
        data-testid="tags-table"
        columns={columns}
        rows={rows}
        getRowId={(tag) => tag.id}
        state={state}
        onStateChange={setState}
        loading={tags.isPending}
        error={tags.isError ? <ErrorMessage error={tags.error} /> : undefined}
        search={{
          label: t('tags.search'),
          searchText: (tag) => `${tag.nameNl} ${tag.nameEn}`,
        }}
        rowActions={rowActions}
        empty={t('tags.empty')}
        toolbar={
          <FilterSelect
            label={t('tags.filter.kind')}
            allLabel={t('tags.filter.allKinds')}
            className={styles.filter}
            value={kind}
            options={TAG_KINDS.map((k) => ({ value: k, label: t(`tags.kind.${k}`) }))}
            onChange={(v) => {
              setKind(v);
              setState((s) => ({ ...s, page: 1 }));
            }}
          />
        }
      />

      {open?.kind === 'add' ? (
        <TagFormDialog
          title={t('tags.add')}
          submitLabel={t('tags.addSubmit')}
          initial={{ kind: kind || '', nameNl: '', nameEn: '', requiresVog: false }}
          kindLocked={false}
          onClose={() => setOpen(null)}
          onSubmit={async (values) => {
            try {
              const tag = await create.mutateAsync({
                kind: values.kind as TagKind,
                nameNl: values.nameNl.trim(),
                nameEn: values.nameEn.trim(),
                ...(values.kind === 'help_category' ? { requiresVog: values.requiresVog } : {}),
              });
              toast.success(
                t('tags.added', { name: pickLocalized(tag.nameNl, tag.nameEn, intl.locale) }),
              );
              setOpen(null);
              return undefined;
            } catch (error) {
              return toTagSubmitErrors(intl, error);
            }
          }}
        />
      ) : null}

      {open?.kind === 'rename' ? (
        <TagFormDialog
          title={t('tags.rename.title', { name: name(open.tag) })}
          submitLabel={t('admin.save')}
          initial={{
            kind: open.tag.kind,
            nameNl: open.tag.nameNl,
            nameEn: open.tag.nameEn,
            requiresVog: open.tag.requiresVog,
          }}
          kindLocked
          onClose={() => setOpen(null)}
          onSubmit={async (values) => {
            try {
              await rename.mutateAsync({
                id: open.tag.id,
                nameNl: values.nameNl.trim(),
                nameEn: values.nameEn.trim(),
                ...(open.tag.kind === 'help_category' ? { requiresVog: values.requiresVog } : {}),
              });
              toast.success(t('tags.renamed', { name: values.nameNl.trim() }));
              setOpen(null);
              return undefined;
            } catch (error) {
              return toTagSubmitErrors(intl, error);
            }
          }}
        />
      ) : null}

      {open?.kind === 'merge' ? (
        <MergeTagDialog
          tag={open.tag}
          tags={tags.data ?? []}
          busy={merge.isPending}
          onClose={() => setOpen(null)}
          onMerge={(into) =>
            merge.mutate(
              { id: open.tag.id, intoId: into.id },
              {
                onSuccess: () => {
                  toast.success(t('tags.merged', { from: name(open.tag), into: name(into) }));
                  setOpen(null);
                },
                onError: fail,
              },
            )
          }
        />
      ) : null}

      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={open?.kind === 'delete' ? t('tags.delete.title', { name: name(open.tag) }) : ''}
        confirmLabel={t('tags.delete.confirm')}
        busy={remove.isPending}
        needsNetwork
        onCancel={() => setOpen(null)}
        onConfirm={() => {
          if (open?.kind !== 'delete') return;
          const tag = open.tag;
          remove.mutate(tag.id, {
            onSuccess: () => {
              toast.success(t('tags.deleted', { name: name(tag) }));
              setOpen(null);
            },
            onError: fail,
          });
        }}
      >
        {open?.kind === 'delete' ? (
          <Text>
            {t('tags.delete.text', { name: name(open.tag), count: open.tag.vacanciesCount })}
          </Text>
        ) : null}
      </ConfirmDialog>
    </PageFrame>
  );
}
