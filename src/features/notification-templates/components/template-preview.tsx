// The mail as its recipient would see it, rendered in the browser with the event's example data
// by the same function the server sends with (common/email/render-template.ts): no request per
// key stroke. Unknown placeholders stay as they are written (the field shows the error).
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { renderTemplate } from '../../../../common/email/render-template';
import {
  buildExampleVariables,
  type EmailEventKey,
  type TemplateLocale,
} from '../../../../common/schemas/notification-templates';
import { usePageStyles } from '../../../components/page-frame';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  mail: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalM,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  subjectLine: {
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  body: {
    overflowWrap: 'anywhere',
    lineHeight: tokens.lineHeightBase400,
    '& p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

export function TemplatePreview({
  eventKey,
  locale,
  appName,
  subject,
  body,
}: {
  eventKey: EmailEventKey;
  locale: TemplateLocale;
  appName: string;
  subject: string;
  body: string;
}) {
  const t = useT();
  const styles = useStyles();
  const page = usePageStyles();
  const rendered = useMemo(
    () =>
      renderTemplate({ subject, body }, { ...buildExampleVariables(eventKey, locale), appName }),
    [eventKey, locale, appName, subject, body],
  );
  return (
    <section
      className={page.card}
      aria-labelledby="template-preview"
      data-testid="template-preview"
    >
      <div>
        <h2 id="template-preview" className={page.h2}>
          {t('notificationTemplates.preview.title')}
        </h2>
        <Caption1 className={styles.muted}>{t('notificationTemplates.preview.intro')}</Caption1>
      </div>
      <div className={styles.mail} lang={locale}>
        <div className={styles.subjectLine}>
          <span className={styles.muted}>{t('notificationTemplates.preview.subject')}: </span>
          <strong>{rendered.subject}</strong>
        </div>
        {/* renderTemplate escapes the text and every value; only its own <p>, <br> and <a> remain. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: rendered.html }} />
      </div>
    </section>
  );
}
