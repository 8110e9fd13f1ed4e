// A list of short words (skills, interests) as chips: type and press Enter (or a comma) to add,
// the chip's button or Backspace in the empty box to remove. Bound to a final-form field.
import {
  Field,
  Input,
  InteractionTag,
  InteractionTagPrimary,
  InteractionTagSecondary,
  TagGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type KeyboardEvent } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { MAX_TAG_LENGTH, MAX_TAGS } from '../../../../common/schemas/volunteer-profile';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

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
  const intl = useIntl();
  const { input } = useField<string[]>(name);
  const tags = Array.isArray(input.value) ? input.value : [];
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | undefined>();

  const add = (raw: string) => {
    const value = raw.trim().replace(/\s+/g, ' ').slice(0, MAX_TAG_LENGTH);
    if (!value) return;
    if (tags.some((t) => t.toLowerCase() === value.toLowerCase())) {
      setNote(intl.formatMessage({ id: 'profile.tags.duplicate' }, { tag: value }));
    } else if (tags.length >= MAX_TAGS) {
      setNote(intl.formatMessage({ id: 'profile.tags.tooMany' }, { max: MAX_TAGS }));
    } else {
      input.onChange([...tags, value]);
      setNote(undefined);
    }
    setDraft('');
  };

  const remove = (tag: string) => input.onChange(tags.filter((t) => t !== tag));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
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
            if (data.value.includes(',')) {
              data.value.split(',').slice(0, -1).forEach(add);
              setDraft(data.value.split(',').pop() ?? '');
            } else {
              setDraft(data.value);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            add(draft);
            input.onBlur();
          }}
          onFocus={input.onFocus}
        />
      </Field>
      {tags.length > 0 ? (
        <TagGroup
          className={styles.tags}
          aria-label={label}
          onDismiss={(_, data) => remove(String(data.value))}
        >
          {tags.map((tag) => (
            <InteractionTag key={tag} value={tag} shape="circular" appearance="brand">
              <InteractionTagPrimary hasSecondaryAction>{tag}</InteractionTagPrimary>
              <InteractionTagSecondary
                aria-label={intl.formatMessage({ id: 'profile.tags.remove' }, { tag })}
              />
            </InteractionTag>
          ))}
        </TagGroup>
      ) : null}
    </div>
  );
}
