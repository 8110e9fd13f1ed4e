// The help categories (tags of kind help_category) from the tenant's tags, in the reader's
// language order; shared with the tags page through the same cached GET /api/v1/tags.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { useTags, type Tag } from '../../../lib/tags';

export function useHelpCategories(): { categories: Tag[]; isPending: boolean; error: unknown } {
  const tags = useTags();
  const intl = useIntl();
  const categories = useMemo(
    () =>
      (tags.data ?? [])
        .filter((t) => t.kind === 'help_category')
        .sort((a, b) =>
          pickLocalized(a.nameNl, a.nameEn, intl.locale).localeCompare(
            pickLocalized(b.nameNl, b.nameEn, intl.locale),
            intl.locale,
          ),
        ),
    [tags.data, intl.locale],
  );
  return { categories, isPending: tags.isPending, error: tags.error };
}
