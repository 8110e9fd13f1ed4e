// Choosing tags: one multi-select per kind (category, skill, target group), names in the
// reader's language. Used by the vacancy form (a final-form field) and the bulk edit (state).
import { Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { VACANCY_TAG_KINDS, pickLocalized, type TagKind } from '../../../../common/matching';
import type { Tag } from '../../../lib/tags';
import { shownError } from './field-error';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  dropdown: { minWidth: 0, maxWidth: '100%' },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

export function tagName(tag: Pick<Tag, 'nameNl' | 'nameEn'>, locale: string): string {
  return pickLocalized(tag.nameNl, tag.nameEn, locale);
}

/** The ids chosen for one kind replace that kind's ids in the whole list. */
export function replaceKindIds(
  all: readonly string[],
  tags: readonly Tag[],
  kind: TagKind,
  chosen: readonly string[],
): string[] {
  const ofKind = new Set(tags.filter((t) => t.kind === kind).map((t) => t.id));
  return [...all.filter((id) => !ofKind.has(id)), ...chosen.filter((id) => ofKind.has(id))];
}

export function TagSelect({
  tags,
  value,
  onChange,
  onBlur,
  labelFor,
  testIdPrefix = 'tags',
}: {
  tags: readonly Tag[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  /** The label of a kind's choice. */
  labelFor: (kind: TagKind) => string;
  testIdPrefix?: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {VACANCY_TAG_KINDS.map((kind) => {
        const options = tags
          .filter((t) => t.kind === kind)
          .sort((a, b) => tagName(a, intl.locale).localeCompare(tagName(b, intl.locale), 'nl'));
        const selected = value.filter((id) => options.some((o) => o.id === id));
        const names = options
          .filter((o) => selected.includes(o.id))
          .map((o) => tagName(o, intl.locale));
        return (
          <Field key={kind} label={labelFor(kind)}>
            <Dropdown
              className={styles.dropdown}
              multiselect
              data-testid={`${testIdPrefix}-${kind}`}
              placeholder={intl.formatMessage({ id: 'vacancyManage.tags.choose' })}
              value={names.join(', ')}
              selectedOptions={selected}
              onOptionSelect={(_, d) =>
                onChange(replaceKindIds(value, tags, kind, d.selectedOptions))
              }
              onBlur={onBlur}
            >
              {options.map((o) => (
                <Option key={o.id} value={o.id}>
                  {tagName(o, intl.locale)}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      })}
    </div>
  );
}

export function TagSelectField({ name, tags }: { name: string; tags: readonly Tag[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const { input, meta } = useField<string[]>(name);
  // Too many tags, or the server's refusal (an unknown one), shows under the choices.
  const error = shownError(intl, meta, intl.formatMessage({ id: 'vacancyManage.section.tags' }));
  return (
    <>
      <TagSelect
        tags={tags}
        value={input.value || []}
        onChange={input.onChange}
        onBlur={input.onBlur}
        labelFor={(kind) => intl.formatMessage({ id: `tags.kind.${kind}` })}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
