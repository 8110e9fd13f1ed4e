// Tags to narrow the search by, grouped by kind (category, skill, target group), as checkbox
// groups; a vacancy needs one of the ticked tags. Long groups show their first tags and a
// 'show all' toggle.
import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { VACANCY_TAG_KINDS, pickLocalized, type TagKind } from '../../../../common/matching';
import type { Tag } from '../types';

const FIRST_SHOWN = 8;

const useStyles = makeStyles({
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: { display: 'flex', flexDirection: 'column' },
});

function TagGroup({
  kind,
  tags,
  selected,
  onToggle,
}: {
  kind: TagKind;
  tags: Tag[];
  selected: string[];
  onToggle: (id: string, on: boolean) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [all, setAll] = useState(false);
  // Ticked tags stay visible when the group is folded.
  const shown = all ? tags : tags.filter((t, i) => i < FIRST_SHOWN || selected.includes(t.id));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {intl.formatMessage({ id: `vacancies.tagKind.${kind}` })}
      </legend>
      <div className={styles.list}>
        {shown.map((tag) => (
          <Checkbox
            key={tag.id}
            label={pickLocalized(tag.nameNl, tag.nameEn, intl.locale)}
            checked={selected.includes(tag.id)}
            onChange={(_, data) => onToggle(tag.id, data.checked === true)}
          />
        ))}
      </div>
      {tags.length > FIRST_SHOWN ? (
        <Button appearance="transparent" size="small" onClick={() => setAll(!all)}>
          {intl.formatMessage(
            { id: all ? 'vacancies.filter.tagsFewer' : 'vacancies.filter.tagsAll' },
            { count: tags.length },
          )}
        </Button>
      ) : null}
    </fieldset>
  );
}

export function TagFilter({
  tags,
  selected,
  onChange,
}: {
  tags: Tag[];
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const intl = useIntl();
  const byName = (a: Tag, b: Tag) =>
    pickLocalized(a.nameNl, a.nameEn, intl.locale).localeCompare(
      pickLocalized(b.nameNl, b.nameEn, intl.locale),
      intl.locale,
    );
  return (
    <>
      {VACANCY_TAG_KINDS.map((kind) => {
        const ofKind = tags.filter((t) => t.kind === kind).sort(byName);
        if (ofKind.length === 0) return null;
        return (
          <TagGroup
            key={kind}
            kind={kind}
            tags={ofKind}
            selected={selected}
            onToggle={(id, on) =>
              onChange(on ? [...selected, id] : selected.filter((s) => s !== id))
            }
          />
        );
      })}
    </>
  );
}
