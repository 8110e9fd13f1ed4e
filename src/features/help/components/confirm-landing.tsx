// Where the resident's confirmation link leads (/een-op-een-hulp?bevestig=<token>): the request
// is confirmed once on arrival and the page says what happens next, or that the link no longer
// works (used already, or older than 7 days).
import { MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { describeError } from '../../../components/error-message';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/use-t';
import { useConfirmHelpRequest } from '../api/confirm-help-request';

export function ConfirmLanding({ token }: { token: string }) {
  const intl = useIntl();
  const t = useT();
  const confirm = useConfirmHelpRequest();
  const started = useRef(false);
  useEffect(() => {
    // Once: the token is single use, a second call would say it is invalid.
    if (started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  if (confirm.isPending || confirm.isIdle) {
    return <Spinner label={t('help.confirm.busy')} />;
  }
  if (confirm.isError) {
    const invalid = isApiError(confirm.error) && confirm.error.status === 404;
    return (
      <MessageBar intent="error" layout="multiline" data-testid="help-confirm-failed">
        <MessageBarBody>
          <MessageBarTitle>{t('help.confirm.failedTitle')}</MessageBarTitle>
          {invalid ? t('help.confirm.invalid') : describeError(intl, confirm.error)}{' '}
          <AppLink href="/een-op-een-hulp?stap=vragen">{t('help.confirm.askAgain')}</AppLink>
        </MessageBarBody>
      </MessageBar>
    );
  }
  const category = pickLocalized(
    confirm.data?.categoryNameNl,
    confirm.data?.categoryNameEn,
    intl.locale,
  );
  return (
    <MessageBar intent="success" layout="multiline" data-testid="help-confirmed">
      <MessageBarBody>
        <MessageBarTitle>{t('help.confirm.doneTitle')}</MessageBarTitle>
        {t('help.confirm.doneText', { category })}
      </MessageBarBody>
    </MessageBar>
  );
}
