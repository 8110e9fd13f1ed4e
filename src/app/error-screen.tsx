// The app-level error screen of SPEC section 8: one of six cases, one 'Back to home' button.
import { Body1, Button, Caption1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { selectErrorCase, type AppErrorInfo } from './error-cases';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    maxWidth: '40rem',
    paddingBlock: tokens.spacingVerticalXXL,
  },
  icon: { fontSize: '48px', color: tokens.colorPaletteRedForeground1 },
  detail: { color: tokens.colorNeutralForeground3, wordBreak: 'break-all' },
});

export function ErrorScreen({ error }: { error: AppErrorInfo }) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const errorCase = selectErrorCase(error);
  // The message is shown for the cases whose text does not already say it (e.g. 'Page Not Found: /x').
  const detail = errorCase.id === 'notFound' ? error.message : null;
  return (
    <section
      className={styles.root}
      role="alert"
      data-testid="error-screen"
      data-error-case={errorCase.id}
    >
      <ErrorCircleRegular className={styles.icon} aria-hidden />
      <Title1 as="h1">
        <FormattedMessage id={errorCase.titleId} values={errorCase.values} />
      </Title1>
      <Body1>
        <FormattedMessage id={errorCase.textId} values={errorCase.values} />
      </Body1>
      {detail ? <Caption1 className={styles.detail}>{detail}</Caption1> : null}
      <Button appearance="primary" size="large" shape="circular" onClick={() => navigate('/')}>
        <FormattedMessage id="error.backHome" />
      </Button>
    </section>
  );
}
