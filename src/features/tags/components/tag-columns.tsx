// The columns of the tags table: both names, the kind (a help category that needs a VOG says
// so) and how many vacancies carry the tag.
import { Badge, makeStyles } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { TAG_KINDS } from '../../../../common/matching';
import { compareText, type DataTableColumn } from '../../../components/data-table';
import type { Tag } from '../../../lib/tags';

const useStyles = makeStyles({
  kindCell: { display: 'inline-flex', alignItems: 'center', gap: '0.5rem', flexWrap: 'wrap' },
});

export function useTagColumns(): DataTableColumn<Tag>[] {
  const intl = useIntl();
  const styles = useStyles();
  return useMemo<DataTableColumn<Tag>[]>(
    () => [
      {
        id: 'nameNl',
        header: intl.formatMessage({ id: 'tags.column.nameNl' }),
        list: 'title',
        compare: (a, b) => compareText(a.nameNl, b.nameNl),
        cell: (tag) => <span lang="nl">{tag.nameNl}</span>,
      },
      {
        id: 'nameEn',
        header: intl.formatMessage({ id: 'tags.column.nameEn' }),
        compare: (a, b) => compareText(a.nameEn, b.nameEn),
        cell: (tag) => <span lang="en">{tag.nameEn}</span>,
      },
      {
        id: 'kind',
        header: intl.formatMessage({ id: 'tags.column.kind' }),
        compare: (a, b) =>
          TAG_KINDS.indexOf(a.kind) - TAG_KINDS.indexOf(b.kind) || compareText(a.nameNl, b.nameNl),
        cell: (tag) =>
          tag.kind === 'help_category' && tag.requiresVog ? (
            <span className={styles.kindCell}>
              {intl.formatMessage({ id: `tags.kind.${tag.kind}` })}
              <Badge appearance="tint" color="warning" size="small">
                {intl.formatMessage({ id: 'tags.vogRequired' })}
              </Badge>
            </span>
          ) : (
            intl.formatMessage({ id: `tags.kind.${tag.kind}` })
          ),
      },
      {
        id: 'vacanciesCount',
        header: intl.formatMessage({ id: 'tags.column.vacancies' }),
        compare: (a, b) => a.vacanciesCount - b.vacanciesCount,
        cell: (tag) => intl.formatNumber(tag.vacanciesCount),
      },
    ],
    [intl, styles.kindCell],
  );
}
