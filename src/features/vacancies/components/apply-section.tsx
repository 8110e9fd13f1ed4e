// The 'apply' part of a vacancy page, by who reads it: a visitor is asked to sign in (and comes
// back here) or sign up; a reader who applied sees that, with a link to the application; an
// application still on this device says it waits; a manager of the vacancy can edit it instead;
// another staff account is told that only volunteers apply (the server refuses it); a volunteer
// gets the form.
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowRightRegular,
  CheckmarkCircleRegular,
  CloudArrowUpRegular,
} from '@fluentui/react-icons';
import { useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { usePageStyles } from '../../../components/page-frame';
import { hasRole } from '../../../lib/session/organizations';
import { buildLoginPath } from '../../../lib/session/redirect-target';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';
import { usePendingApplication } from '../api/create-application';
import type { Vacancy } from '../types';
import { ApplyForm } from './apply-form';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  done: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  p: { margin: 0 },
});

function AppliedNote({ applicationId, status }: { applicationId: string; status?: string }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <MessageBar intent="success" layout="multiline" data-testid="my-application">
      <MessageBarBody className={styles.done}>
        <MessageBarTitle>
          {intl.formatMessage({ id: 'vacancies.apply.appliedTitle' })}
        </MessageBarTitle>
        {status ? (
          <span>
            {intl.formatMessage(
              { id: 'vacancies.apply.appliedStatus' },
              { status: intl.formatMessage({ id: `vacancies.applicationStatus.${status}` }) },
            )}
          </span>
        ) : null}
        <AppLink href={`/applications/${applicationId}`}>
          {intl.formatMessage({ id: 'vacancies.apply.viewApplication' })}
        </AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}

export function ApplySection({ vacancy, title }: { vacancy: Vacancy; title: string }) {
  const styles = useStyles();
  const page = usePageStyles();
  const { user, roles } = useCurrentUser();
  // DESIGN.md section 6: only volunteers apply (a user without any role signed up as one).
  const volunteer = roles.length === 0 || hasRole(roles, 'volunteer');
  const [, navigate] = useLocation();
  const pending = usePendingApplication(vacancy.id);
  const [justApplied, setJustApplied] = useState<string | null>(null);
  const [alreadyApplied, setAlreadyApplied] = useState(false);
  const t = useT();
  const mine = vacancy.meta?.myApplication;

  let content;
  if (!user) {
    const loginPath = buildLoginPath(`/vacancies/${vacancy.id}`);
    // Links (a new tab works too), drawn as buttons, followed inside the app.
    const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(href);
    };
    content = (
      <>
        <p className={styles.p}>{t('vacancies.apply.signInText')}</p>
        <div className={styles.actions}>
          <Button
            as="a"
            href={loginPath}
            appearance="primary"
            size={BUTTON_SIZE}
            onClick={follow(loginPath)}
            data-testid="sign-in-to-apply"
          >
            {t('vacancies.apply.signIn')}
          </Button>
          <Button as="a" href="/signup" size={BUTTON_SIZE} onClick={follow('/signup')}>
            {t('vacancies.apply.signUp')}
          </Button>
        </div>
      </>
    );
  } else if (mine && mine.status !== 'withdrawn') {
    content = <AppliedNote applicationId={mine.id} status={mine.status} />;
  } else if (justApplied) {
    content = <AppliedNote applicationId={justApplied} />;
  } else if (pending && pending.state === 'waiting') {
    content = (
      <MessageBar
        intent="info"
        layout="multiline"
        icon={<CloudArrowUpRegular />}
        data-testid="pending-application"
      >
        <MessageBarBody>
          <MessageBarTitle>{t('vacancies.apply.pendingTitle')}</MessageBarTitle>
          {t('vacancies.apply.pendingText')}
        </MessageBarBody>
      </MessageBar>
    );
  } else if (vacancy.canManage) {
    content = (
      <div className={styles.actions}>
        <AppLink href={`/vacancies/${vacancy.id}/edit`}>
          {t('vacancies.apply.manage')} <ArrowRightRegular aria-hidden />
        </AppLink>
      </div>
    );
  } else if (!volunteer) {
    content = (
      <p className={styles.p} data-testid="volunteers-only">
        {t('vacancies.apply.volunteersOnly')}
      </p>
    );
  } else if (vacancy.status !== 'published') {
    content = <p className={styles.p}>{t('vacancies.apply.closed')}</p>;
  } else {
    content = (
      <>
        {pending?.state === 'refused' ? (
          <MessageBar intent="error" layout="multiline" data-testid="refused-application">
            <MessageBarBody>
              <MessageBarTitle>{t('vacancies.apply.refusedTitle')}</MessageBarTitle>
              {pending.detail ?? t('vacancies.apply.refusedText')}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <ApplyForm
          vacancy={vacancy}
          title={title}
          onApplied={setJustApplied}
          onAlreadyApplied={() => setAlreadyApplied(true)}
        />
      </>
    );
  }

  return (
    <section className={page.card} id="apply" aria-labelledby="apply-title">
      <h2 id="apply-title" className={page.h2}>
        {mine || justApplied ? <CheckmarkCircleRegular aria-hidden /> : null}{' '}
        <FormattedMessage id="vacancies.apply.title" />
      </h2>
      {alreadyApplied ? (
        <MessageBar intent="warning" layout="multiline" role="alert" data-testid="already-applied">
          <MessageBarBody>
            <FormattedMessage
              id="vacancies.apply.alreadyApplied"
              values={{
                link: (chunks) => <AppLink href="/applications">{chunks}</AppLink>,
              }}
            />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {content}
    </section>
  );
}
