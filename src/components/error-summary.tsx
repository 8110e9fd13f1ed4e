// The error summary at the top of every form (the GOV.UK pattern): after a failed submit it lists
// what is wrong, each field error as a link that moves focus to its field. The first field still
// wrong takes focus and is scrolled into view (the summary sits just above the first fields and
// is an alert, so it is seen and heard too); with no field to go to (the form's own message),
// the summary itself takes focus, wherever the page was scrolled. The words are those shown beside
// the fields. While it shows, the page title starts with 'Fout: ' so a screen reader hears it too.
// Between two submits its lines keep their place: an error fixed is struck through, not removed.
// Fields validate on blur, and blur comes with the press on 'Save': a summary shrinking then would
// pull the button from under the pointer, and the click would be lost.
// One file: the box, how its lines are gathered and the final-form glue change together.
import { Link, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import type { FormApi, FormState } from 'final-form';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useIntl, type IntlShape } from 'react-intl';
import {
  byPageOrder,
  fieldLabel,
  findFieldElement,
  firstInvalidField,
  flattenErrors,
  focusField,
  parentPath,
  shownFieldError,
} from '../lib/forms/error-targets';
import { formatFieldError } from '../lib/forms/fields';
import { useFailedSubmit } from '../lib/forms/use-failed-submit';
import { useSteadySubmit } from '../lib/forms/use-steady-submit';
import { useT } from '../lib/use-t';

const useStyles = makeStyles({
  // Takes no room (nor a flex gap) while there is nothing to say.
  anchor: { display: 'contents' },
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: `${tokens.strokeWidthThicker} solid ${tokens.colorPaletteRedBorder2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':focus': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: tokens.strokeWidthThick,
    },
  },
  // Fixed everything: no longer an alarm (the words stay one short line, so the box keeps its
  // height and the send button stays where the pointer is).
  boxFixed: { ...shorthands.borderColor(tokens.colorPaletteGreenBorder2) },
  heading: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  icon: { flexShrink: 0, fontSize: '20px', color: tokens.colorPaletteRedForeground1 },
  doneIcon: { flexShrink: 0, fontSize: '20px', color: tokens.colorPaletteGreenForeground1 },
  fixed: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'line-through',
  },
  fixedIcon: { flexShrink: 0, color: tokens.colorPaletteGreenForeground1 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    paddingLeft: 0,
    listStyleType: 'none',
  },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  link: {
    color: tokens.colorPaletteRedForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorPaletteRedForeground1 },
  },
});

/** One line of the summary: a field's error (with its element, if the page shows it) or text. */
export interface SummaryItem {
  key: string;
  text: string;
  element: HTMLElement | null;
  /** Fixed since the submit that listed it: still shown, so the lines below keep their place. */
  fixed?: boolean;
}

// The page title's prefix is shared by every summary on the page (the profile has three forms).
let shownSummaries = 0;

function useErrorPageTitle(shown: boolean) {
  const t = useT();
  const prefix = t('errorSummary.pageTitlePrefix');
  useEffect(() => {
    if (!shown) return undefined;
    shownSummaries += 1;
    if (!document.title.startsWith(prefix)) document.title = `${prefix}${document.title}`;
    return () => {
      shownSummaries -= 1;
      if (shownSummaries === 0 && document.title.startsWith(prefix)) {
        document.title = document.title.slice(prefix.length);
      }
    };
  }, [shown, prefix]);
}

/**
 * The summary itself, for forms that keep their own state. Each time `focusKey` changes to a
 * number above 0 while it has something to show, the first field still wrong takes focus (its
 * item's element, else the form's first field marked invalid), or the summary when there is none.
 */
export function ErrorSummaryBox({
  items,
  formError,
  focusKey = 0,
}: {
  items: SummaryItem[];
  formError?: string;
  focusKey?: number;
}) {
  const styles = useStyles();
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const focused = useRef(0);
  const shown = items.length > 0 || Boolean(formError);
  const allFixed = !formError && items.length > 0 && items.every((item) => item.fixed);
  useErrorPageTitle(shown && !allFixed);
  useEffect(() => {
    // Once per request: a summary that comes back while the user types keeps its hands off.
    if (focusKey <= focused.current || !box.current) return;
    focused.current = focusKey;
    const form = box.current.closest('form');
    const field =
      items.find((item) => !item.fixed && item.element?.isConnected)?.element ??
      (form ? firstInvalidField(form) : null);
    if (field) {
      // Centred, so a sticky header covers nothing and the summary above the first fields shows.
      focusField(field);
      return;
    }
    box.current.focus({ preventScroll: true });
    box.current.scrollIntoView?.({ block: 'center' });
    // Items are read when a new focusKey arrives, not followed as they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey, shown]);
  if (!shown) return null;
  const follow = (item: SummaryItem) => (event: MouseEvent) => {
    if (!item.element?.isConnected) return;
    event.preventDefault();
    focusField(item.element);
  };
  return (
    <div
      ref={box}
      className={mergeClasses(styles.box, allFixed && styles.boxFixed)}
      role="alert"
      tabIndex={-1}
      data-testid="error-summary"
    >
      <h2 className={styles.heading}>
        {allFixed ? (
          <CheckmarkCircleRegular className={styles.doneIcon} aria-hidden />
        ) : (
          <ErrorCircleRegular className={styles.icon} aria-hidden />
        )}
        {t(allFixed ? 'errorSummary.allFixed' : 'errorSummary.title')}
      </h2>
      <ul className={styles.list}>
        {formError ? <li data-testid="form-error">{formError}</li> : null}
        {items.map((item) =>
          item.fixed ? (
            <li key={item.key} className={styles.fixed} data-fixed="true">
              <CheckmarkCircleRegular className={styles.fixedIcon} aria-hidden />
              <span>
                {item.text}
                <span className={styles.hidden}> ({t('errorSummary.fixed')})</span>
              </span>
            </li>
          ) : item.element ? (
            <li key={item.key}>
              <Link
                className={styles.link}
                href={item.element.id ? `#${item.element.id}` : '#'}
                onClick={follow(item)}
              >
                {item.text}
              </Link>
            </li>
          ) : (
            <li key={item.key}>{item.text}</li>
          ),
        )}
      </ul>
    </div>
  );
}

type SummaryState = Pick<FormState<unknown>, 'errors' | 'submitErrors' | 'submitFailed'>;

function isDirtySinceSubmit(
  form: FormApi<Record<string, unknown>>,
  path: string,
): boolean | undefined {
  for (let p = path; p; p = parentPath(p)) {
    const field = form.getFieldState(p);
    if (field) return field.dirtySinceLastSubmit;
  }
  return undefined;
}

function labelOf(intl: IntlShape, element: HTMLElement | null, path: string) {
  const fromPage = element ? fieldLabel(element) : undefined;
  if (fromPage) return fromPage;
  const id = `validation.field.${path}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : path;
}

/** The summary's lines for a form's state, read against the page the form is drawn on. */
export function collectSummaryItems(
  intl: IntlShape,
  root: ParentNode,
  state: SummaryState,
  dirtySinceSubmit: (path: string) => boolean | undefined = () => false,
): SummaryItem[] {
  const client = flattenErrors(state.errors);
  const known = new Set(client.map((e) => e.path));
  const server = flattenErrors(state.submitErrors).filter(
    (e) => !known.has(e.path) && !dirtySinceSubmit(e.path),
  );
  const items = [...client, ...server].map(({ path, error }) => {
    const element = findFieldElement(root, path);
    // A list's element stands for its items: their own words, not the list's, say what is wrong.
    const own =
      element &&
      (element.getAttribute('name') === path || element.getAttribute('data-field') === path)
        ? element
        : null;
    const text =
      (own ? shownFieldError(own) : undefined) ??
      formatFieldError(intl, error, labelOf(intl, own, path)) ??
      '';
    return { key: path, text, element };
  });
  // One sentence said once: 'give a title in Dutch or English' stands on both title fields.
  const said = new Set<string>();
  return byPageOrder(items.filter((item) => item.text)).filter((item) => {
    if (said.has(item.text)) return false;
    said.add(item.text);
    return true;
  });
}

function sameItems(a: SummaryItem[], b: SummaryItem[]) {
  return (
    a.length === b.length &&
    a.every(
      (x, i) =>
        x.key === b[i]!.key &&
        x.text === b[i]!.text &&
        x.element === b[i]!.element &&
        Boolean(x.fixed) === Boolean(b[i]!.fixed),
    )
  );
}

/**
 * The lines listed at the last failed submit, in their place: those still wrong as they read now,
 * those fixed marked so. Errors that came up since wait for the next submit (the field says them).
 */
export function keepPlaces(listed: SummaryItem[], live: SummaryItem[]): SummaryItem[] {
  const now = new Map(live.map((item) => [item.key, item]));
  return listed.map((item) => now.get(item.key) ?? { ...item, fixed: true });
}

function useFocusRequest(anchor: RefObject<HTMLElement | null>) {
  const form = useForm();
  const [focusKey, setFocusKey] = useState(0);
  const request = useCallback(() => setFocusKey((n) => n + 1), []);
  useFailedSubmit(anchor, form, request);
  return focusKey;
}

/**
 * The error summary of a react-final-form form: put it first inside the `<form>` (it also keeps
 * a press on the submit button from being lost when a blur moves the button). It shows
 * after a submit failed, lists the errors that are still there and the form's own message
 * (FORM_ERROR); after every failed submit the first field still wrong takes focus (the summary
 * when only the form's message is there).
 */
export function ErrorSummary() {
  const styles = useStyles();
  const intl = useIntl();
  const form = useForm<Record<string, unknown>>();
  const state = useFormState({
    subscription: {
      errors: true,
      submitErrors: true,
      submitError: true,
      submitFailed: true,
      values: true,
    },
  });
  const anchor = useRef<HTMLDivElement>(null);
  const focusKey = useFocusRequest(anchor);
  useSteadySubmit(anchor);
  const [items, setItems] = useState<SummaryItem[]>([]);
  // What the last failed submit listed, and which submit that was.
  const listed = useRef<{ attempt: number; items: SummaryItem[] } | null>(null);

  useLayoutEffect(() => {
    const root = anchor.current?.closest('form') ?? null;
    if (!state.submitFailed || !root) {
      listed.current = null;
      setItems((previous) => (previous.length ? [] : previous));
      return;
    }
    const live = collectSummaryItems(intl, root, state, (path) => isDirtySinceSubmit(form, path));
    if (!listed.current || listed.current.attempt !== focusKey) {
      listed.current = { attempt: focusKey, items: live };
    }
    const next = keepPlaces(listed.current.items, live);
    setItems((previous) => (sameItems(previous, next) ? previous : next));
  }, [intl, form, state, focusKey]);

  const formError =
    state.submitFailed && typeof state.submitError === 'string' && state.submitError
      ? state.submitError
      : undefined;
  const shown = items.length > 0 || Boolean(formError);

  useEffect(() => {
    // Nothing to list (the summary does not show): the first invalid field still takes focus.
    if (focusKey <= 0 || shown) return;
    const root = anchor.current?.closest('form');
    const invalid = root ? firstInvalidField(root) : null;
    if (invalid) focusField(invalid);
  }, [focusKey, shown]);

  return (
    <div ref={anchor} className={styles.anchor}>
      <ErrorSummaryBox items={items} formError={formError} focusKey={focusKey} />
    </div>
  );
}
