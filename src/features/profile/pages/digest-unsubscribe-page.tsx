// /periodieke-mail/uitschrijven?token=...: the periodic mail's unsubscribe link. Public (the
// signed token is the credential, and a volunteer reading mail on another device is rarely signed
// in), so it is its own small route rather than a state of /profile-edit/periodieke-mail, which
// needs a sign-in. One press turns the mail off; nothing happens on load, since mail scanners
// open links.
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MailOffRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { PageFrame } from '../../../components/page-frame';
import { isApiError } from '../../../lib/api-client';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { describeApiError } from '../../../lib/session/api-error-text';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useUnsubscribeDigest } from '../api/unsubscribe-digest';

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
});

export default function DigestUnsubscribePage() {
  const intl = useIntl();
  const styles = useStyles();
  const token = new URLSearchParams(useSearch()).get('token')?.trim() || null;
  const unsubscribe = useUnsubscribeDigest();
  const gate = useNetworkGate();
  const failed = isApiError(unsubscribe.error) ? unsubscribe.error : null;
  const invalid = !token || failed?.status === 422 || failed?.status === 404;

  let body;
  if (invalid) {
    body = (
      <MessageBar intent="warning" layout="multiline" data-testid="digest-unsubscribe-invalid">
        <MessageBarBody>
          <MessageBarTitle>
            <FormattedMessage id="digest.unsubscribe.invalid.title" />
          </MessageBarTitle>
          <FormattedMessage id="digest.unsubscribe.invalid.text" />
        </MessageBarBody>
      </MessageBar>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <MessageBar intent="success" layout="multiline" data-testid="digest-unsubscribe-done">
        <MessageBarBody>
          <MessageBarTitle>
            <FormattedMessage id="digest.unsubscribe.done.title" />
          </MessageBarTitle>
          <FormattedMessage id="digest.unsubscribe.done.text" />
        </MessageBarBody>
      </MessageBar>
    );
  } else {
    body = (
      <>
        <Body1>
          <FormattedMessage id="digest.unsubscribe.text" />
        </Body1>
        {unsubscribe.isError ? (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>{describeApiError(intl, unsubscribe.error)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {gate.hint}
        <div>
          <Button
            appearance="primary"
            size={BUTTON_SIZE}
            icon={<MailOffRegular />}
            disabled={unsubscribe.isPending}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            onClick={() => token && unsubscribe.mutate(token)}
            data-testid="digest-unsubscribe"
          >
            <FormattedMessage id="digest.unsubscribe.button" />
          </Button>
        </div>
      </>
    );
  }

  return (
    <PageFrame title={<FormattedMessage id="route.digestUnsubscribe" />}>
      <div className={styles.card}>
        {body}
        <Body1>
          <AppLink href="/profile-edit/periodieke-mail">
            <FormattedMessage id="digest.unsubscribe.profileLink" />
          </AppLink>
        </Body1>
      </div>
    </PageFrame>
  );
}
