// The builder's list of fields: a card per field with its type, label, 'required' and the
// condition it shows under. Put in order by dragging a card, with the buttons on each card, or
// from the keyboard on a card's handle (arrow up and down); each move is said to screen readers.
// A field never moves above the field its condition depends on: such a move is refused and said.
// One file: dragging, the card buttons and the keyboard are one ordering with one rule and one
// announcement; split up, each would need the others' state.
import {
  Badge,
  Button,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  EditRegular,
  LockClosedRegular,
  ReOrderDotsVerticalRegular,
  WarningRegular,
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
import type { FormField } from '../../../../common/schemas/forms';
import { usePageStyles } from '../../../components/page-frame';
import { useT } from '../../../lib/use-t';
import { conditionValueLabel, fieldLabel } from '../field-labels';
import { canMoveTo, moveTo } from '../field-order';
import { fieldTypeIcon } from './field-type-icon';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  selected: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  invalid: { border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorder2}` },
  dragging: { opacity: 0.5 },
  dropBefore: { boxShadow: `0 -3px 0 ${tokens.colorBrandStroke1}` },
  dropAfter: { boxShadow: `0 3px 0 ${tokens.colorBrandStroke1}` },
  handle: { cursor: 'grab' },
  icon: { display: 'inline-flex', fontSize: '20px', color: tokens.colorNeutralForeground2 },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: '12rem', minWidth: 0 },
  label: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  live: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
});

type Drop = { index: number; where: 'before' | 'after' } | null;

export function FieldCardList({
  fields,
  errors,
  broken,
  lockedKeys,
  selected,
  disabled,
  onReorder,
  onEdit,
  onDelete,
}: {
  fields: FormField[];
  errors: Record<number, Record<string, string>>;
  broken: string[];
  lockedKeys: Set<string>;
  selected: number | null;
  disabled: boolean;
  onReorder: (next: FormField[]) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const intl = useIntl();
  const [dragged, setDragged] = useState<number | null>(null);
  const [drop, setDrop] = useState<Drop>(null);
  const [said, setSaid] = useState('');
  const handles = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    if (!refocus.current) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [fields]);

  const label = (field: FormField) => fieldLabel(field, intl.locale);

  const move = (from: number, to: number, keepFocus: boolean) => {
    const field = fields[from]!;
    if (!canMoveTo(fields, from, to)) {
      if (to >= 0 && to < fields.length)
        setSaid(t('forms.builder.cannotMove', { label: label(field) }));
      return;
    }
    if (keepFocus) refocus.current = field.key;
    onReorder(moveTo(fields, from, to));
    setSaid(
      t('forms.builder.moved', { label: label(field), position: to + 1, count: fields.length }),
    );
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (disabled) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, index - 1, true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + 1, true);
    }
  };

  const onDragOver = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (dragged === null || dragged === index) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const where = event.clientY - box.top < box.height / 2 ? 'before' : 'after';
    setDrop((d) => (d?.index === index && d.where === where ? d : { index, where }));
  };

  const onDrop = (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (dragged !== null && drop) {
      // The target index in the list after the dragged field left its place.
      let to = drop.where === 'before' ? drop.index : drop.index + 1;
      if (dragged < to) to -= 1;
      move(dragged, to, false);
    }
    setDragged(null);
    setDrop(null);
  };

  const iconButton = (text: string, icon: ReactElement, onClick: () => void, off = false) => (
    <Tooltip content={text} relationship="label">
      <Button
        appearance="subtle"
        icon={icon}
        disabledFocusable={off || disabled}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <>
      <p id="field-keys" className={page.srOnly}>
        {t('forms.builder.keys')}
      </p>
      <div className={styles.live} aria-live="polite">
        {said}
      </div>
      <ol className={styles.list} data-testid="field-list">
        {fields.map((field, index) => {
          const condition = field.showWhen;
          const source = condition ? fields.find((f) => f.key === condition.fieldKey) : undefined;
          const fieldErrors = errors[index];
          const isBroken = broken.includes(field.key);
          return (
            <li
              key={field.key}
              className={mergeClasses(
                styles.card,
                selected === index ? styles.selected : undefined,
                fieldErrors || isBroken ? styles.invalid : undefined,
                dragged === index ? styles.dragging : undefined,
                drop?.index === index && drop.where === 'before' ? styles.dropBefore : undefined,
                drop?.index === index && drop.where === 'after' ? styles.dropAfter : undefined,
              )}
              draggable={!disabled}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', field.key);
                setDragged(index);
              }}
              onDragOver={(e) => onDragOver(e, index)}
              onDragLeave={() => setDrop((d) => (d?.index === index ? null : d))}
              onDrop={onDrop}
              onDragEnd={() => {
                setDragged(null);
                setDrop(null);
              }}
              data-testid="field-card"
            >
              <Button
                appearance="subtle"
                className={styles.handle}
                icon={<ReOrderDotsVerticalRegular />}
                aria-label={t('forms.builder.handle', { label: label(field) })}
                aria-describedby="field-keys"
                ref={(el) => {
                  if (el) handles.current.set(field.key, el);
                  else handles.current.delete(field.key);
                }}
                onKeyDown={(e) => onHandleKey(e, index)}
              />
              <span className={styles.icon} aria-hidden>
                {fieldTypeIcon(field.type)}
              </span>
              <span className={styles.text}>
                <span className={styles.label}>
                  {label(field)}
                  {field.required ? <span aria-hidden>{' *'}</span> : null}
                </span>
                <span className={styles.meta}>
                  <span>{t(`forms.type.${field.type}`)}</span>
                  {field.required ? <span>· {t('forms.field.required')}</span> : null}
                  {lockedKeys.has(field.key) ? (
                    <Tooltip content={t('forms.builder.lockedKey')} relationship="description">
                      <Badge appearance="outline" size="small" icon={<LockClosedRegular />}>
                        {field.key}
                      </Badge>
                    </Tooltip>
                  ) : null}
                  {condition ? (
                    <span data-testid="condition-summary">
                      {t('forms.field.conditionSummary', {
                        field: source ? label(source) : condition.fieldKey,
                        value: conditionValueLabel(
                          source,
                          condition.equals,
                          intl.locale,
                          t('forms.field.ticked'),
                        ),
                      })}
                    </span>
                  ) : null}
                </span>
                {isBroken ? (
                  <span className={styles.error}>
                    <WarningRegular aria-hidden /> {t('forms.builder.brokenCondition')}
                  </span>
                ) : null}
                {fieldErrors
                  ? Object.values(fieldErrors).map((message) => (
                      <span key={message} className={styles.error}>
                        <WarningRegular aria-hidden /> {message}
                      </span>
                    ))
                  : null}
              </span>
              <span className={styles.actions}>
                {iconButton(
                  t('forms.builder.up', { label: label(field) }),
                  <ArrowUpRegular />,
                  () => move(index, index - 1, false),
                  !canMoveTo(fields, index, index - 1),
                )}
                {iconButton(
                  t('forms.builder.down', { label: label(field) }),
                  <ArrowDownRegular />,
                  () => move(index, index + 1, false),
                  !canMoveTo(fields, index, index + 1),
                )}
                {iconButton(t('forms.builder.edit', { label: label(field) }), <EditRegular />, () =>
                  onEdit(index),
                )}
                {iconButton(
                  t('forms.builder.delete', { label: label(field) }),
                  <DeleteRegular />,
                  () => onDelete(index),
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}
