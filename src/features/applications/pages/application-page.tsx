// /applications/:id: one application: the vacancy, the volunteer (for the organization side),
// the motivation and answers (to the vacancy's own questions or to its form), the status with
// what the reader may do, the history, and the conversation between volunteer and organization
// inline (the conversations feature draws it: src/app composes the two and hands the thread in as
// renderConversation).
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage } from '../../../components/error-message';
import { FormAnswersList } from '../../../components/form-renderer/form-answers-list';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import type { CurrentUser, Role } from '../../../lib/session/types';
import { useT } from '../../../lib/use-t';
import { useApplication } from '../api/get-application';
import { ApplicationHistory } from '../components/application-history';
import { StatusPanel } from '../components/status-panel';
import type { Application } from '../types';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    alignItems: 'start',
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  dl: { margin: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  dt: { fontWeight: tokens.fontWeightSemibold },
  dd: { margin: `0 0 ${tokens.spacingVerticalS}`, overflowWrap: 'anywhere' },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

function AnswersList({ application }: { application: Application }) {
  const styles = useStyles();
  const questions = application.vacancy?.questions ?? [];
  const answers = application.answers ?? [];
  if (answers.length === 0) return null;
  return (
    <dl className={styles.dl} data-testid="application-answers">
      {answers.map((a) => (
        <div key={a.questionId}>
          <dt className={styles.dt}>
            {questions.find((q) => q.id === a.questionId)?.text ?? a.questionId}
          </dt>
          <dd className={styles.dd}>{a.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The conversation is the volunteer's and the organization's (the server answers 404 to anyone
 * else): a center admin or admin following an application up reads its history, not the messages.
 */
function takesPart(application: Application, user: CurrentUser | null, roles: Role[]): boolean {
  if (user && application.volunteerId === user.id) return true;
  return roles.some(
    (r) => r.name === 'organization_admin' && r.organizationId === application.organizationId,
  );
}

export default function ApplicationPage({
  params,
  renderConversation,
}: {
  params: Record<string, string | undefined>;
  /** The thread of the application's conversation, for a reader who takes part in it. */
  renderConversation: (conversationId: string) => ReactNode;
}) {
  const styles = useStyles();
  const page = usePageStyles();
  const intl = useIntl();
  const id = params.id ?? '';
  const query = useApplication(id);
  const { user, roles } = useCurrentUser();
  const t = useT();
  const back = { href: '/applications', label: t('applications.back') };

  if (query.isPending || query.isError) {
    return (
      <PageFrame title={t('route.application')} back={back}>
        {query.isError ? (
          <ErrorMessage error={query.error} />
        ) : (
          <PageSpinner label={t('app.loading')} />
        )}
      </PageFrame>
    );
  }
  const a = query.data;
  const vacancyTitle = pickLocalized(a.vacancyTitleNl, a.vacancyTitleEn, intl.locale);
  const organizationSide = a.volunteerEmail !== undefined && a.volunteerEmail !== null;

  return (
    <PageFrame
      title={
        organizationSide && a.volunteerName
          ? t('applications.titleFrom', { name: a.volunteerName, vacancy: vacancyTitle })
          : t('applications.titleFor', { vacancy: vacancyTitle })
      }
      intro={a.organizationName ?? undefined}
      back={back}
    >
      <div className={styles.grid}>
        <div className={styles.column}>
          <section className={page.card} aria-labelledby="status-heading">
            <h2 id="status-heading" className={page.h2}>
              {t('applications.section.status')}
            </h2>
            <StatusPanel application={a} />
          </section>
          <section className={page.card} aria-labelledby="details-heading">
            <h2 id="details-heading" className={page.h2}>
              {t('applications.section.details')}
            </h2>
            <dl className={styles.dl}>
              <dt className={styles.dt}>{t('applications.column.vacancy')}</dt>
              <dd className={styles.dd}>
                <AppLink href={`/vacancies/${a.vacancyId}`}>{vacancyTitle}</AppLink>
              </dd>
              {organizationSide ? (
                <>
                  <dt className={styles.dt}>{t('applications.column.volunteer')}</dt>
                  <dd className={styles.dd} data-testid="volunteer-contact">
                    {a.volunteerName}
                    {a.volunteerName ? <br /> : null}
                    <a href={`mailto:${a.volunteerEmail}`}>{a.volunteerEmail}</a>
                  </dd>
                </>
              ) : null}
              <dt className={styles.dt}>{t('applications.column.appliedAt')}</dt>
              <dd className={styles.dd}>
                {intl.formatDate(a.createdAt, {
                  dateStyle: 'long',
                  timeStyle: 'short',
                  timeZone: 'Europe/Amsterdam',
                })}
              </dd>
              <dt className={styles.dt}>{t('applications.motivation')}</dt>
              <dd className={styles.dd}>
                <p className={styles.text} data-testid="application-motivation">
                  {a.motivation}
                </p>
              </dd>
            </dl>
            <AnswersList application={a} />
            {a.formAnswers && a.formFields ? (
              <FormAnswersList
                fields={a.formFields}
                answers={a.formAnswers}
                testId="application-form-answers"
              />
            ) : null}
          </section>
          <section className={page.card} aria-labelledby="history-heading">
            <h2 id="history-heading" className={page.h2}>
              {t('applications.section.history')}
            </h2>
            <ApplicationHistory events={a.events ?? []} />
          </section>
        </div>
        <section className={page.card} aria-labelledby="conversation-heading">
          <h2 id="conversation-heading" className={page.h2}>
            {t('applications.section.conversation')}
          </h2>
          {a.conversationId && !takesPart(a, user, roles) ? (
            <p>{t('applications.conversationPrivate')}</p>
          ) : a.conversationId ? (
            renderConversation(a.conversationId)
          ) : (
            <p>{t('applications.noConversation')}</p>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
