// A list of short words (skills, interests) as chips: type and press Enter (or a comma) to add,
// the chip's button or Backspace in the empty box to remove. Bound to a final-form field; what is
// typed but not added yet lives in the field `<name>Draft` and is saved with the form (see
// withDraft): adding it on blur would move the page under the pointer.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState, type KeyboardEvent } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { MAX_TAG_LENGTH, MAX_TAGS } from '../../../../common/schemas/volunteer-profile';
import { usePageStyles } from '../../../components/page-frame';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  remove: { minWidth: '32px', color: 'inherit' },
});

function clean(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').slice(0, MAX_TAG_LENGTH);
}

/** The list with the words still in the box (comma-separated) added, without doubles. */
export function withDraft(tags: readonly string[], draft: string | undefined): string[] {
  const out = [...tags];
  for (const word of (draft ?? '').split(',').map(clean)) {
    if (word && !out.some((t) => t.toLowerCase() === word.toLowerCase())) out.push(word);
  }
  return out.slice(0, MAX_TAGS);
}

export function draftFieldName(name: string): string {
  return `${name}Draft`;
}

export function TagInputField({
  name,
  label,
  hint,
  testId,
}: {
  name: string;
  label: string;
  hint?: string;
  testId?: string;
}) {
  const styles = useStyles();
  const page = usePageStyles();
  const intl = useIntl();
  const { input } = useField<string[]>(name);
  const tags = Array.isArray(input.value) ? input.value : [];
  const { input: draftInput } = useField<string>(draftFieldName(name));
  const draft = draftInput.value ?? '';
  const [note, setNote] = useState<string | undefined>();

  /** Adds the words (one or several, comma-separated) and empties the box. */
  const add = (raw: string) => {
    const words = raw.split(',').map(clean).filter(Boolean);
    const next = withDraft(tags, words.join(','));
    const duplicate = words.find((w) => tags.some((t) => t.toLowerCase() === w.toLowerCase()));
    if (duplicate) {
      setNote(intl.formatMessage({ id: 'profile.tags.duplicate' }, { tag: duplicate }));
    } else if (tags.length + words.length > MAX_TAGS) {
      setNote(intl.formatMessage({ id: 'profile.tags.tooMany' }, { max: MAX_TAGS }));
    } else {
      setNote(undefined);
    }
    if (next.length !== tags.length) input.onChange(next);
    draftInput.onChange('');
  };

  const remove = (tag: string) => input.onChange(tags.filter((t) => t !== tag));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      remove(tags[tags.length - 1]!);
    }
  };

  return (
    <div className={styles.root} data-testid={testId}>
      <Field
        label={label}
        hint={hint}
        validationState={note ? 'warning' : 'none'}
        validationMessage={note}
      >
        <Input
          value={draft}
          onChange={(_, data) => {
            // Typing (or pasting) a comma adds what came before it.
            const cut = data.value.lastIndexOf(',');
            if (cut >= 0) {
              add(data.value.slice(0, cut));
              draftInput.onChange(data.value.slice(cut + 1));
            } else {
              draftInput.onChange(data.value);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
        />
      </Field>
      {tags.length > 0 ? (
        // A plain list with a remove button per word: every button is reached with Tab.
        <ul className={page.chipList} aria-label={label}>
          {tags.map((tag) => (
            <li key={tag} className={styles.chip}>
              {tag}
              <Button
                className={styles.remove}
                appearance="transparent"
                size="small"
                shape="circular"
                icon={<DismissRegular />}
                aria-label={intl.formatMessage({ id: 'profile.tags.remove' }, { tag })}
                onClick={() => remove(tag)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
