// /notification_templates/add: choose a mail and a language, then continue to its editor (every
// mail exists already, with the standard text; saving there makes it the center's own).
import { Button, Field, Radio, RadioGroup, Select, makeStyles } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  buildTemplateId,
  EMAIL_EVENT_KEYS,
  type EmailEventKey,
  type TemplateLocale,
} from '../../../../common/schemas/notification-templates';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { useLocale } from '../../../lib/intl';
import { useT } from '../../../lib/use-t';
import { NoTemplateAccess } from '../components/no-template-access';
import { useTemplateAccess } from '../template-access';

const useStyles = makeStyles({ select: { minWidth: 0, maxWidth: '100%' } });

export default function TemplateAddPage() {
  const t = useT();
  const styles = useStyles();
  const page = usePageStyles();
  const access = useTemplateAccess();
  const { locale: appLocale } = useLocale();
  const [, navigate] = useLocation();
  const [eventKey, setEventKey] = useState<EmailEventKey>(EMAIL_EVENT_KEYS[0]);
  const [locale, setLocale] = useState<TemplateLocale>(appLocale === 'en' ? 'en' : 'nl');
  return (
    <PageFrame
      title={t('route.notificationTemplateAdd')}
      intro={t('notificationTemplates.add.intro')}
      back={{ href: '/notification_templates', label: t('notificationTemplates.back') }}
    >
      {access.mayEdit ? (
        <form
          className={`${page.card} ${page.form}`}
          onSubmit={(event) => {
            event.preventDefault();
            navigate(`/notification_templates/${buildTemplateId(eventKey, locale)}/edit`);
          }}
        >
          <Field
            label={t('notificationTemplates.add.event')}
            hint={t(`notificationTemplates.event.${eventKey}.when`)}
          >
            <Select
              className={styles.select}
              value={eventKey}
              onChange={(_, data) => setEventKey(data.value as EmailEventKey)}
            >
              {EMAIL_EVENT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`notificationTemplates.event.${key}.name`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('notificationTemplates.add.language')}>
            <RadioGroup
              value={locale}
              onChange={(_, data) => setLocale(data.value as TemplateLocale)}
              layout="horizontal"
            >
              <Radio value="nl" label={t('notificationTemplates.language.nl')} />
              <Radio value="en" label={t('notificationTemplates.language.en')} />
            </RadioGroup>
          </Field>
          <div>
            <Button
              type="submit"
              appearance="primary"
              icon={<ArrowRightRegular />}
              iconPosition="after"
            >
              {t('notificationTemplates.add.continue')}
            </Button>
          </div>
        </form>
      ) : (
        <NoTemplateAccess />
      )}
    </PageFrame>
  );
}
