// /vacancies/:id (public): what the vacancy asks, who offers it, the facts (hours, period, when,
// where with a map link), its tags, sharing, and applying (or how it went, for a reader who did).
import { Badge, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { describeError } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useAppContext } from '../../../lib/app-context';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useT } from '../../../lib/use-t';
import { useVacancy } from '../api/get-vacancy';
import { ApplySection } from '../components/apply-section';
import { ShareButton } from '../components/share-button';
import { VacancyFacts } from '../components/vacancy-facts';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  organization: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase400,
  },
  // The server's sanitized HTML (p, lists, headings, links, quotes).
  description: {
    overflowWrap: 'anywhere',
    lineHeight: tokens.lineHeightBase400,
    '& > :first-child': { marginTop: 0 },
    '& > :last-child': { marginBottom: 0 },
    '& h2, & h3': { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
    '& blockquote': {
      margin: 0,
      paddingLeft: tokens.spacingHorizontalM,
      borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    },
  },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/**
 * The tab and a shared link's preview name the vacancy, not just 'Vacancy' (the app sets the
 * route's title first, in the same commit after this page's effects: hence the next tick).
 */
function useVacancyTitle(title: string | null) {
  const { tenant } = useAppContext();
  const appName = tenant.tenantConfig.appName;
  useEffect(() => {
    if (!title) return undefined;
    const timer = window.setTimeout(() => {
      document.title = `${title} - ${appName}`;
    });
    return () => window.clearTimeout(timer);
  }, [title, appName]);
}

export default function VacancyDetailPage({ params }: { params: { id?: string } }) {
  const intl = useIntl();
  const styles = useStyles();
  const page = usePageStyles();
  const { user } = useCurrentUser();
  const vacancy = useVacancy(params.id ?? '', user?.id);
  const t = useT();
  const title = vacancy.data
    ? pickLocalized(vacancy.data.titleNl, vacancy.data.titleEn, intl.locale) ||
      t('vacancies.untitled')
    : null;
  useVacancyTitle(title);

  if (!vacancy.data || !title) {
    return (
      <PageFrame title={t('route.vacancy')}>
        {vacancy.isError ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{describeError(intl, vacancy.error)}</MessageBarBody>
          </MessageBar>
        ) : (
          <PageSpinner label={t('app.loading')} />
        )}
      </PageFrame>
    );
  }
  const v = vacancy.data;
  const locale = intl.locale;
  const description = pickLocalized(v.descriptionNl, v.descriptionEn, locale);
  const tags = v.tags ?? [];
  const organization = v.organization?.name ? v.organization : null;

  return (
    <PageFrame
      title={title}
      back={{ href: '/vacancies/search', label: t('vacancies.backToSearch') }}
      actions={<ShareButton title={title} />}
    >
      {organization ? (
        <AppLink href={`/organizations/${organization.id}`} className={styles.organization}>
          <BuildingRegular aria-hidden />
          {organization.name}
        </AppLink>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={page.card} aria-labelledby="vacancy-about">
            <h2 id="vacancy-about" className={page.h2}>
              {t('vacancies.about')}
            </h2>
            {description ? (
              <div
                className={styles.description}
                data-testid="vacancy-description"
                // The server sanitizes descriptions when they are saved (sanitize-html with a
                // short allow-list: docs/matching-api.md), so this HTML is safe to render.
                dangerouslySetInnerHTML={{ __html: description }}
              />
            ) : (
              <p>{t('vacancies.noDescription')}</p>
            )}
            {tags.length > 0 ? (
              <div className={styles.tags} aria-label={t('vacancies.tags')} role="list">
                {tags.map((tag) => (
                  <Badge
                    key={tag.id}
                    appearance="tint"
                    shape="rounded"
                    color="brand"
                    role="listitem"
                  >
                    {pickLocalized(tag.nameNl, tag.nameEn, locale)}
                  </Badge>
                ))}
              </div>
            ) : null}
          </section>
        </div>
        <div className={styles.column}>
          <section className={page.card} aria-labelledby="vacancy-facts">
            <h2 id="vacancy-facts" className={page.h2}>
              {t('vacancies.facts')}
            </h2>
            <VacancyFacts vacancy={v} />
          </section>
          <ApplySection vacancy={v} title={title} />
        </div>
      </div>
    </PageFrame>
  );
}
