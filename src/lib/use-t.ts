// One way to translate a message id in the app's components (`const t = useT(); t('id', values)`)
// instead of a helper around react-intl's formatMessage in every file; code outside React builds
// the same function from an intl object it is handed.
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;
export type Translate = (id: string, values?: MessageValues) => string;

/** The message `id` in the active language, with `values` filled in. */
export function createTranslate(intl: Pick<IntlShape, 'formatMessage'>): Translate {
  return (id, values) => intl.formatMessage({ id }, values);
}

/** `t(id, values?)` for the active language; a new function only when the language changes. */
export function useT(): Translate {
  const intl = useIntl();
  return useMemo(() => createTranslate(intl), [intl]);
}
