// /test/sentry: checks error reporting end to end. A 500 is reported, a 404 is not (SPEC
// section 8), and an uncaught error reaches Sentry through its global handlers.
import { Body1, Button } from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api-client';
import { captureError, isReportingEnabled, shouldReport } from '../../../lib/error-reporting';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { DevPage, useDevStyles } from '../components/dev-page';

function raise(status: number): ApiError {
  return new ApiError(`Test error with status ${status} from /test/sentry`, {
    status,
    code: 'test_error',
  });
}

export default function TestSentryPage() {
  const intl = useIntl();
  const styles = useDevStyles();
  const [last, setLast] = useState<string | null>(null);
  const enabled = isReportingEnabled();

  const report = (status: number) => {
    const error = raise(status);
    captureError(error);
    setLast(
      intl.formatMessage(
        { id: shouldReport(error) ? 'dev.sentry.reported' : 'dev.sentry.skipped' },
        { status },
      ),
    );
  };

  const throwUncaught = () => {
    setLast(intl.formatMessage({ id: 'dev.sentry.thrown' }));
    // Outside React's handlers on purpose: the error reaches window.onerror, as a real bug would.
    setTimeout(() => {
      throw new Error('Uncaught test error from /test/sentry');
    }, 0);
  };

  return (
    <DevPage titleId="dev.sentry.title" introId="dev.sentry.intro">
      <section className={styles.card} aria-labelledby="sentry-actions">
        <h2 id="sentry-actions" className={styles.heading}>
          <FormattedMessage id="dev.sentry.actions" />
        </h2>
        <Body1 data-testid="sentry-enabled" data-enabled={String(enabled)}>
          <FormattedMessage id={enabled ? 'dev.sentry.on' : 'dev.sentry.off'} />
        </Body1>
        <div className={styles.row}>
          <Button size={BUTTON_SIZE} appearance="primary" onClick={() => report(500)}>
            <FormattedMessage id="dev.sentry.report500" />
          </Button>
          <Button size={BUTTON_SIZE} onClick={() => report(404)}>
            <FormattedMessage id="dev.sentry.report404" />
          </Button>
          <Button size={BUTTON_SIZE} onClick={throwUncaught}>
            <FormattedMessage id="dev.sentry.throw" />
          </Button>
        </div>
        <Body1 role="status" data-testid="sentry-last">
          {last}
        </Body1>
      </section>
    </DevPage>
  );
}
