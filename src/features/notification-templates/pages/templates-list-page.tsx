// /notification_templates: every mail the website sends, under its topic (account, vacancies,
// activities...) and grouped by event with its two languages, where each text comes from
// (standard, all centers, this center) and a search over names, keys and subjects. Subjects show
// as a recipient reads them: filled with the editor's example data, not as {placeholders}.
import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, EditRegular, SearchRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { renderTemplate } from '../../../../common/email/render-template';
import {
  EMAIL_EVENT_KEYS,
  buildExampleVariables,
} from '../../../../common/schemas/notification-templates';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useAppContext } from '../../../lib/app-context';
import { useT } from '../../../lib/use-t';
import { useTemplates } from '../api/templates';
import { ScopeBadge } from '../components/scope-badge';
import { TEMPLATE_TOPICS, topicOf } from '../template-topics';
import { NoTemplateAccess } from '../components/no-template-access';
import { useTemplateAccess } from '../template-access';
import type { NotificationTemplate } from '../types';

const useStyles = makeStyles({
  topic: { display: 'grid', gap: tokens.spacingVerticalM },
  topicHeading: {
    margin: `${tokens.spacingVerticalL} 0 0`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  h3: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  search: { maxWidth: '28rem' },
  events: { display: 'grid', gap: tokens.spacingVerticalM },
  topics: { display: 'grid', gap: tokens.spacingVerticalS },
  when: { color: tokens.colorNeutralForeground2 },
  rows: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid' },
  row: {
    display: 'grid',
    gridTemplateColumns: '7rem minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
  language: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  subject: {
    overflowWrap: 'anywhere',
    color: tokens.colorNeutralForeground2,
    '@media (max-width: 599px)': { gridColumn: '1 / -1', gridRow: 2 },
  },
  edit: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export default function TemplatesListPage() {
  const t = useT();
  const access = useTemplateAccess();
  const [, navigate] = useLocation();
  return (
    <PageFrame
      title={t('route.notificationTemplates')}
      intro={t('notificationTemplates.list.intro')}
      actions={
        access.mayEdit ? (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate('/notification_templates/add')}
          >
            {t('notificationTemplates.list.choose')}
          </Button>
        ) : undefined
      }
    >
      {access.mayEdit ? <TemplateList /> : <NoTemplateAccess />}
    </PageFrame>
  );
}

function TemplateList() {
  const t = useT();
  const styles = useStyles();
  const page = usePageStyles();
  const list = useTemplates();
  const { tenant } = useAppContext();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const byEvent = new Map<string, NotificationTemplate[]>();
    for (const template of list.data ?? []) {
      byEvent.set(template.eventKey, [...(byEvent.get(template.eventKey) ?? []), template]);
    }
    const needle = query.trim().toLowerCase();
    const events = EMAIL_EVENT_KEYS.filter((key) => byEvent.has(key))
      .map((key) => ({ key, templates: byEvent.get(key)! }))
      .filter(({ key, templates }) => {
        if (!needle) return true;
        const haystack = [
          key,
          t(`notificationTemplates.event.${key}.name`),
          t(`notificationTemplates.event.${key}.when`),
          ...templates.map((x) => x.subject),
        ]
          .join(' ')
          .toLowerCase();
        return haystack.includes(needle);
      });
    return TEMPLATE_TOPICS.map(([topic]) => ({
      topic,
      events: events.filter(({ key }) => topicOf(key) === topic),
    })).filter(({ events }) => events.length > 0);
  }, [list.data, query, t]);
  if (list.isPending) return <PageSpinner label={t('notificationTemplates.list.loading')} />;
  if (list.error) return <ErrorMessage error={list.error} />;
  return (
    <>
      <Field label={t('notificationTemplates.list.search')} className={styles.search}>
        <Input
          type="search"
          contentBefore={<SearchRegular aria-hidden />}
          value={query}
          onChange={(_, data) => setQuery(data.value)}
        />
      </Field>
      {groups.length === 0 ? (
        <Body1 role="status">{t('notificationTemplates.list.empty', { query })}</Body1>
      ) : null}
      <div className={styles.topics}>
        {groups.map(({ topic, events }) => (
          <section key={topic} className={styles.topic} aria-labelledby={`topic-${topic}`}>
            <h2 id={`topic-${topic}`} className={styles.topicHeading}>
              {t(`notificationTemplates.topic.${topic}`)}
            </h2>
            <div className={styles.events}>
              {events.map(({ key, templates }) => {
                const eventName = t(`notificationTemplates.event.${key}.name`);
                return (
                  <section key={key} className={page.card} aria-labelledby={`event-${key}`}>
                    <div>
                      <h3 id={`event-${key}`} className={styles.h3}>
                        {eventName}
                      </h3>
                      <Caption1 className={styles.when}>
                        {t(`notificationTemplates.event.${key}.when`)}
                      </Caption1>
                    </div>
                    <ul className={styles.rows}>
                      {templates.map((template) => {
                        const language = t(`notificationTemplates.language.${template.locale}`);
                        const subject = renderTemplate(
                          { subject: template.subject, body: '' },
                          {
                            ...buildExampleVariables(key, template.locale),
                            appName: tenant.tenantConfig.appName,
                          },
                        ).subject;
                        return (
                          <li key={template.id} className={styles.row}>
                            <span className={styles.language}>
                              <strong>{language}</strong>
                              <span>
                                <ScopeBadge scope={template.scope} />
                              </span>
                            </span>
                            <span className={styles.subject} title={template.subject}>
                              {subject}
                            </span>
                            <AppLink
                              href={`/notification_templates/${template.id}/edit`}
                              className={styles.edit}
                              aria-label={t('notificationTemplates.list.editLabel', {
                                event: eventName,
                                language,
                              })}
                            >
                              <EditRegular aria-hidden />
                              {t('notificationTemplates.list.edit')}
                            </AppLink>
                          </li>
                        );
                      })}
                    </ul>
                  </section>
                );
              })}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
