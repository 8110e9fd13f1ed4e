// /vacancies/:id/still-current?token=...&answer=keep|close: the links of the 'still current?'
// mail (a vacancy published long without a change). The link's answer is the big button, the
// other one sits beside it; nothing happens before a press, since mail scanners open links.
// No sign-in: the mail's token is the credential, and it works once.
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearch } from 'wouter';
import { FRESHNESS_CLOSE_AFTER_DAYS } from '../../../../common/schemas/vacancies';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { PageFrame } from '../../../components/page-frame';
import { isApiError } from '../../../lib/api-client';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { describeApiError } from '../../../lib/session/api-error-text';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useAnswerFreshness } from '../api/answer-freshness';

const useStyles = makeStyles({
  card: {
    maxWidth: '40rem',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export default function VacancyStillCurrentPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { id = '' } = useParams<{ id: string }>();
  const params = new URLSearchParams(useSearch());
  const token = params.get('token')?.trim() || null;
  const suggested = params.get('answer') === 'close' ? 'close' : 'keep';
  const answer = useAnswerFreshness();
  const gate = useNetworkGate();
  const failed = isApiError(answer.error) ? answer.error : null;
  const invalid = !token || failed?.status === 404 || failed?.status === 422;

  const send = (choice: 'keep' | 'close') => {
    if (token) answer.mutate({ id, token, answer: choice });
  };
  const button = (choice: 'keep' | 'close') => (
    <Button
      key={choice}
      appearance={choice === suggested ? 'primary' : 'secondary'}
      size={BUTTON_SIZE}
      icon={choice === 'keep' ? <CheckmarkCircleRegular /> : <DismissCircleRegular />}
      disabled={answer.isPending}
      disabledFocusable={gate.offline}
      aria-describedby={gate.describedBy}
      onClick={() => send(choice)}
      data-testid={`freshness-${choice}`}
    >
      <FormattedMessage id={`vacancyManage.stillCurrent.${choice}`} />
    </Button>
  );

  let body;
  if (invalid) {
    body = (
      <MessageBar intent="warning" layout="multiline" data-testid="freshness-invalid">
        <MessageBarBody>
          <MessageBarTitle>
            <FormattedMessage id="vacancyManage.stillCurrent.invalid.title" />
          </MessageBarTitle>
          <FormattedMessage id="vacancyManage.stillCurrent.invalid.text" />
        </MessageBarBody>
      </MessageBar>
    );
  } else if (answer.data) {
    const title = pickLocalized(answer.data.titleNl, answer.data.titleEn, intl.locale);
    body = (
      <MessageBar intent="success" layout="multiline" data-testid="freshness-done">
        <MessageBarBody>
          <MessageBarTitle>
            <FormattedMessage
              id={`vacancyManage.stillCurrent.${answer.data.answer}.done`}
              values={{ vacancy: title }}
            />
          </MessageBarTitle>
          <FormattedMessage id={`vacancyManage.stillCurrent.${answer.data.answer}.doneText`} />
        </MessageBarBody>
      </MessageBar>
    );
  } else {
    body = (
      <>
        <Body1>
          <FormattedMessage
            id="vacancyManage.stillCurrent.text"
            values={{ days: FRESHNESS_CLOSE_AFTER_DAYS }}
          />
        </Body1>
        {answer.isError ? (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>{describeApiError(intl, answer.error)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {gate.hint}
        <div className={styles.actions}>
          {suggested === 'keep'
            ? [button('keep'), button('close')]
            : [button('close'), button('keep')]}
        </div>
      </>
    );
  }

  return (
    <PageFrame title={<FormattedMessage id="vacancyManage.stillCurrent.title" />}>
      <div className={styles.card}>
        {body}
        <Body1>
          <AppLink href={`/vacancies/${encodeURIComponent(id)}/edit`}>
            <FormattedMessage id="vacancyManage.stillCurrent.edit" />
          </AppLink>
        </Body1>
      </div>
    </PageFrame>
  );
}
