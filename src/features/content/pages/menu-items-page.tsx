// /content/menu-items: the header and footer menus of the center. Items are added and changed in a
// dialog, and put in order by dragging a row, with the buttons on each row, or from the keyboard
// on a row's handle (arrows up and down move it, right and left nest it under the item before or
// take it out). Each change of order is saved at once as the whole menu (POST
// /menu_items/order) and said to screen readers.
import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  Tab,
  TabList,
  Text,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  EditRegular,
  ReOrderDotsVerticalRegular,
  TextIndentDecreaseRegular,
  TextIndentIncreaseRegular,
} from '@fluentui/react-icons';
import {
  useEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import type { MenuLocation } from '../../../../common/schemas/content';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError, ErrorMessage } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import {
  selectMenu,
  useCenterMenus,
  useDeleteMenuItem,
  useOrderMenu,
  useSaveMenuItem,
} from '../api/menu-items';
import { usePageList } from '../api/pages';
import { MenuItemDialog, type MenuItemValues } from '../components/menu-item-dialog';
import { useCanEditPages } from '../content-access';
import { canMove, dropItem, moveItem, normalizeMenu, type Move } from '../menu-tree';
import type { CenterMenuItem } from '../types';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  child: { paddingLeft: '2.75rem' },
  dragging: { opacity: 0.5 },
  dropBefore: { boxShadow: `inset 0 3px 0 ${tokens.colorBrandStroke1}` },
  dropAfter: { boxShadow: `inset 0 -3px 0 ${tokens.colorBrandStroke1}` },
  dropInside: { backgroundColor: tokens.colorBrandBackground2 },
  handle: { cursor: 'grab' },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '10rem' },
  label: { fontWeight: tokens.fontWeightSemibold },
  href: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  empty: { color: tokens.colorNeutralForeground2 },
  live: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
});

type Drop = { id: string; where: 'before' | 'after' | 'inside' } | null;
type Editing = { item: CenterMenuItem | null } | null;

const KEY_MOVES: Record<string, Move> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'indent',
  ArrowLeft: 'outdent',
};

export default function MenuItemsPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const intl = useIntl();
  const [menu, setMenu] = useState<MenuLocation>('header');
  const menus = useCenterMenus(true);
  const pages = usePageList();
  const order = useOrderMenu();
  const save = useSaveMenuItem();
  const remove = useDeleteMenuItem();
  const gate = useNetworkGate();
  const mayEdit = useCanEditPages();
  const [items, setItems] = useState<CenterMenuItem[]>([]);
  const [dragged, setDragged] = useState<string | null>(null);
  const [drop, setDrop] = useState<Drop>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CenterMenuItem | null>(null);
  const [said, setSaid] = useState('');
  const handles = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    setItems(normalizeMenu(selectMenu(menus.data, menu)));
  }, [menus.data, menu]);
  useEffect(() => {
    if (!refocus.current) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [items]);

  const label = (item: CenterMenuItem) =>
    pickLocalized(item.labelNl, item.labelEn, intl.locale) || item.href;

  const reorder = (next: CenterMenuItem[], moved: CenterMenuItem, keepFocus: boolean) => {
    if (next === items) return;
    const previous = items;
    setItems(next);
    if (keepFocus) refocus.current = moved.id;
    const at = next.filter((i) => i.parentId === next.find((n) => n.id === moved.id)!.parentId);
    const position = at.findIndex((i) => i.id === moved.id) + 1;
    const parent = next.find((i) => i.id === next.find((n) => n.id === moved.id)!.parentId);
    setSaid(
      parent
        ? t('content.menu.movedUnder', { label: label(moved), position, parent: label(parent) })
        : t('content.menu.moved', { label: label(moved), position }),
    );
    order.mutate(
      { menu, items: next.map((i) => ({ id: i.id, parentId: i.parentId })) },
      {
        onError: (error) => {
          setItems(previous);
          toast.error(describeError(intl, error));
        },
      },
    );
  };

  const move = (item: CenterMenuItem, how: Move, keepFocus = false) =>
    reorder(moveItem(items, item.id, how), item, keepFocus);

  const onHandleKey = (event: KeyboardEvent, item: CenterMenuItem) => {
    const how = KEY_MOVES[event.key];
    if (!how || gate.offline) return;
    event.preventDefault();
    if (canMove(items, item.id, how)) move(item, how, true);
  };

  const onDragOver = (event: DragEvent<HTMLLIElement>, target: CenterMenuItem) => {
    if (!dragged || dragged === target.id) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const y = (event.clientY - box.top) / box.height;
    const canNest = target.parentId === null && !items.some((i) => i.parentId === dragged);
    const where = y < 0.3 ? 'before' : y > 0.7 || !canNest ? 'after' : 'inside';
    setDrop((d) => (d?.id === target.id && d.where === where ? d : { id: target.id, where }));
  };

  const onDrop = (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    const item = items.find((i) => i.id === dragged);
    if (item && drop) reorder(dropItem(items, item.id, drop.id, drop.where), item, false);
    setDragged(null);
    setDrop(null);
  };

  const saveItem = async (values: MenuItemValues) => {
    const item = editing?.item;
    await save.mutateAsync({
      id: item?.id,
      attributes: {
        ...(item ? {} : { menu }),
        labelNl: values.labelNl?.trim() || null,
        labelEn: values.labelEn?.trim() || null,
        targetKind: values.targetKind,
        pageId: values.targetKind === 'page' ? (values.pageId ?? null) : null,
        target: values.targetKind === 'page' ? null : (values.target?.trim() ?? null),
      },
    });
    toast.success(t('content.menu.saved'));
  };

  const iconButton = (text: string, icon: ReactElement, onClick: () => void, disabled = false) => (
    <Tooltip content={text} relationship="label">
      <Button
        appearance="subtle"
        icon={icon}
        disabledFocusable={disabled || gate.offline}
        onClick={onClick}
      />
    </Tooltip>
  );

  const frame = {
    title: t('route.contentMenuItems'),
    intro: t('content.menu.intro'),
    back: { href: '/content', label: t('content.menu.back') },
  };
  if (!mayEdit) {
    return (
      <PageFrame {...frame}>
        <MessageBar intent="warning">
          <MessageBarBody>{t('content.menu.noAccess')}</MessageBarBody>
        </MessageBar>
      </PageFrame>
    );
  }
  return (
    <PageFrame {...frame}>
      <div className={styles.bar}>
        <TabList
          selectedValue={menu}
          onTabSelect={(_, d) => setMenu(d.value as MenuLocation)}
          aria-label={t('content.menu.which')}
        >
          <Tab value="header">{t('content.menu.header')}</Tab>
          <Tab value="footer">{t('content.menu.footer')}</Tab>
        </TabList>
        <Button
          appearance="primary"
          icon={<AddRegular />}
          disabledFocusable={gate.offline}
          onClick={() => setEditing({ item: null })}
        >
          {t('content.menu.add')}
        </Button>
      </div>
      {gate.hint}
      <p id="menu-keys" className={page.srOnly}>
        {t('content.menu.keys')}
      </p>
      <div className={styles.live} aria-live="polite">
        {said}
      </div>
      <section className={page.card} aria-label={t(`content.menu.${menu}`)}>
        {menus.isPending ? (
          <PageSpinner label={t('app.loading')} />
        ) : menus.isError ? (
          <ErrorMessage error={menus.error} />
        ) : items.length === 0 ? (
          <Text className={styles.empty}>{t('content.menu.empty')}</Text>
        ) : (
          <ol className={styles.list} data-testid="menu-editor">
            {items.map((item) => (
              <li
                key={item.id}
                className={mergeClasses(
                  styles.row,
                  item.parentId ? styles.child : undefined,
                  dragged === item.id ? styles.dragging : undefined,
                  drop?.id === item.id && drop.where === 'before' ? styles.dropBefore : undefined,
                  drop?.id === item.id && drop.where === 'after' ? styles.dropAfter : undefined,
                  drop?.id === item.id && drop.where === 'inside' ? styles.dropInside : undefined,
                )}
                draggable={!gate.offline}
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', item.id);
                  setDragged(item.id);
                }}
                onDragOver={(e) => onDragOver(e, item)}
                onDragLeave={() => setDrop((d) => (d?.id === item.id ? null : d))}
                onDrop={onDrop}
                onDragEnd={() => {
                  setDragged(null);
                  setDrop(null);
                }}
                data-testid="menu-row"
              >
                <Button
                  appearance="subtle"
                  className={styles.handle}
                  icon={<ReOrderDotsVerticalRegular />}
                  aria-label={t('content.menu.handle', { label: label(item) })}
                  aria-describedby="menu-keys"
                  ref={(el) => {
                    if (el) handles.current.set(item.id, el);
                    else handles.current.delete(item.id);
                  }}
                  onKeyDown={(e) => onHandleKey(e, item)}
                />
                <span className={styles.text}>
                  <span className={styles.label}>{label(item)}</span>
                  <span className={styles.href}>
                    {item.href}
                    {item.pagePublished === false ? (
                      <>
                        {' '}
                        <Badge appearance="tint" color="warning" size="small">
                          {t('content.menu.draft')}
                        </Badge>
                      </>
                    ) : null}
                  </span>
                </span>
                <span className={styles.actions}>
                  {iconButton(
                    t('content.menu.up', { label: label(item) }),
                    <ArrowUpRegular />,
                    () => move(item, 'up'),
                    !canMove(items, item.id, 'up'),
                  )}
                  {iconButton(
                    t('content.menu.down', { label: label(item) }),
                    <ArrowDownRegular />,
                    () => move(item, 'down'),
                    !canMove(items, item.id, 'down'),
                  )}
                  {item.parentId
                    ? iconButton(
                        t('content.menu.outdent', { label: label(item) }),
                        <TextIndentDecreaseRegular />,
                        () => move(item, 'outdent'),
                      )
                    : iconButton(
                        t('content.menu.indent', { label: label(item) }),
                        <TextIndentIncreaseRegular />,
                        () => move(item, 'indent'),
                        !canMove(items, item.id, 'indent'),
                      )}
                  {iconButton(t('content.menu.edit', { label: label(item) }), <EditRegular />, () =>
                    setEditing({ item }),
                  )}
                  {iconButton(
                    t('content.menu.delete', { label: label(item) }),
                    <DeleteRegular />,
                    () => setDeleting(item),
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      {editing ? (
        <MenuItemDialog
          title={t(editing.item ? 'content.menu.editTitle' : `content.menu.addTitle.${menu}`)}
          initial={
            editing.item
              ? {
                  labelNl: editing.item.labelNl ?? undefined,
                  labelEn: editing.item.labelEn ?? undefined,
                  targetKind: editing.item.targetKind,
                  pageId: editing.item.pageId ?? undefined,
                  target: editing.item.target ?? undefined,
                }
              : { targetKind: 'page' }
          }
          pages={pages.data ?? []}
          onSave={saveItem}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('content.menu.deleteTitle')}
        confirmLabel={t('content.menu.deleteConfirm')}
        busy={remove.isPending}
        needsNetwork
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('content.menu.deleted', { label: label(deleting) }));
              setDeleting(null);
            },
            onError: (error) => toast.error(describeError(intl, error)),
          });
        }}
      >
        {deleting
          ? t(
              items.some((i) => i.parentId === deleting.id)
                ? 'content.menu.deleteWithChildren'
                : 'content.menu.deleteText',
              { label: label(deleting) },
            )
          : null}
      </ConfirmDialog>
    </PageFrame>
  );
}
