// One content page as visitors see it: its title, its text in the reader's language (the other
// language as fallback, marked with its lang) and when it was last changed. Editors see a draft
// marked as one, with a link to edit. The page's SEO title becomes the document's title.
import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { AppLink } from '../../../components/app-link';
import { ContentHtml } from '../../../components/content-html';
import { PageFrame } from '../../../components/page-frame';
import { useAppContext } from '../../../lib/app-context';
import { useLocale } from '../../../lib/intl';
import { useT } from '../../../lib/use-t';
import type { ContentPage } from '../types';
import { localizedBody, localizedTitle, useCanEditPages } from '../content-access';

const useStyles = makeStyles({
  article: {
    maxWidth: '46rem',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    '@media (max-width: 479px)': { padding: tokens.spacingHorizontalL },
  },
  meta: { color: tokens.colorNeutralForeground2, marginTop: tokens.spacingVerticalL },
  edit: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export function ContentPageView({ page }: { page: ContentPage }) {
  const styles = useStyles();
  const t = useT();
  const { locale } = useLocale();
  const { tenant } = useAppContext();
  const canEdit = useCanEditPages();
  const title = localizedTitle(page, locale);
  const body = localizedBody(page, locale);
  const seoTitle = (locale === 'en' ? page.seoTitleEn : page.seoTitleNl) ?? title;
  useEffect(() => {
    // As the app titles its routes: '<title> - <app name>'.
    document.title = seoTitle
      ? `${seoTitle} - ${tenant.tenantConfig.appName}`
      : tenant.tenantConfig.appName;
  }, [seoTitle, tenant.tenantConfig.appName]);
  const updated = new Date(page.updatedAt).toLocaleDateString(locale === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
  return (
    <PageFrame
      title={title}
      actions={
        canEdit ? (
          <>
            {page.status === 'draft' ? (
              <Badge appearance="tint" color="warning">
                {t('content.status.draft')}
              </Badge>
            ) : null}
            <AppLink href={`/content/pages/${page.id}/edit`} className={styles.edit}>
              <EditRegular aria-hidden />
              {t('content.page.edit')}
            </AppLink>
          </>
        ) : undefined
      }
    >
      <article className={styles.article} data-testid="content-page">
        {body.html ? (
          <div lang={body.lang !== locale ? body.lang : undefined}>
            <ContentHtml html={body.html} />
          </div>
        ) : null}
        <Caption1 as="p" className={styles.meta}>
          {t('content.page.updated', { date: updated })}
        </Caption1>
      </article>
    </PageFrame>
  );
}
