// Errors for people: what happened and what to do, chosen by the HTTP status of an ApiError.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { isApiError } from '../lib/api-client';

export function describeError(intl: IntlShape, error: unknown): string {
  const status = isApiError(error) ? error.status : -1;
  const detail = isApiError(error) ? error.errors[0]?.detail || error.message : '';
  switch (status) {
    case 0:
      return intl.formatMessage({ id: 'admin.error.network' });
    case 401:
      return intl.formatMessage({ id: 'admin.error.unauthorized' });
    case 403:
      return intl.formatMessage({ id: 'admin.error.forbidden' });
    case 404:
      return intl.formatMessage({ id: 'admin.error.notFound' });
    case 400:
    case 409:
    case 422:
      return intl.formatMessage({ id: 'admin.error.rejected' }, { detail });
    case 429:
      return intl.formatMessage({ id: 'admin.error.rateLimited' });
    default:
      return intl.formatMessage({ id: 'admin.error.generic' });
  }
}

export function ErrorMessage({ error, titleId }: { error: unknown; titleId?: string }) {
  const intl = useIntl();
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>
        {titleId ? <MessageBarTitle>{intl.formatMessage({ id: titleId })}</MessageBarTitle> : null}
        {describeError(intl, error)}
      </MessageBarBody>
    </MessageBar>
  );
}
