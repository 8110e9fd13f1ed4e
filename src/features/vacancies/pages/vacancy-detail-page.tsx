// /vacancies/:id (public): drawn around the vacancy's picture (its cover, else its category's
// illustration): who offers it (logo and name) with the call to apply, what it asks, the facts
// (hours, period, when, where with a map link), its tags, sharing, and applying (or how it went,
// for a reader who did). On a phone the picture, the organization and the call come first.
import {
  Badge,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons/svg/building';
import { ArrowDownRegular } from '@fluentui/react-icons/svg/arrow-down';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { describeError } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useAppContext } from '../../../lib/app-context';
import { useStorefrontLook } from '../../../lib/theme/use-storefront-look';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useT } from '../../../lib/use-t';
import { useVacancy } from '../api/get-vacancy';
import { useVacancyView } from '../api/record-vacancy-view';
import { ApplySection } from '../components/apply-section';
import { ContactPersonCard } from '../components/contact-person-card';
import { ShareButton } from '../components/share-button';
import { VacancyFacts } from '../components/vacancy-facts';
import { VacancyImage } from '../components/vacancy-image';

const useStyles = makeStyles({
  // A phone: one column in reading order (the columns dissolve, `order` sorts their parts);
  // from lg two columns, the picture and the text beside the organization, facts and applying.
  layout: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    '@media (min-width: 1024px)': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      columnGap: tokens.spacingHorizontalXL,
      alignItems: 'start',
    },
  },
  column: {
    display: 'contents',
    '@media (min-width: 1024px)': {
      display: 'flex',
      flexDirection: 'column',
      gap: tokens.spacingVerticalL,
      minWidth: 0,
    },
  },
  cover: {
    order: 1,
    overflow: 'hidden',
    aspectRatio: '3 / 2',
    backgroundColor: tokens.colorBrandBackground2,
    '& img, & svg': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  },
  summary: { order: 2 },
  about: { order: 3 },
  facts: { order: 4 },
  apply: { order: 5, display: 'flex', flexDirection: 'column' },
  contact: { order: 6 },
  organization: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minWidth: 0,
  },
  logo: {
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: '56px',
    height: '56px',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    fontSize: '28px',
    '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
  },
  organizationText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  offeredBy: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  organizationName: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  // A link drawn as Fluent's large primary button: it moves to the apply section.
  cta: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': {
      backgroundColor: tokens.colorBrandBackgroundHover,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
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

/** How wide the cover is drawn: the wide column from lg, the page's width below. */
const COVER_SIZES = '(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw';

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
  const look = useStorefrontLook();
  const { user } = useCurrentUser();
  const vacancy = useVacancy(params.id ?? '', user?.id);
  const t = useT();
  const title = vacancy.data
    ? pickLocalized(vacancy.data.titleNl, vacancy.data.titleEn, intl.locale) ||
      t('vacancies.untitled')
    : null;
  useVacancyTitle(title);
  useVacancyView(params.id ?? '', vacancy.data !== undefined);

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
      <div className={styles.layout}>
        <div className={styles.column}>
          <div
            className={styles.cover}
            style={{ borderRadius: look.cardRadius }}
            data-testid="vacancy-cover"
          >
            <VacancyImage vacancy={v} sizes={COVER_SIZES} priority />
          </div>
          <section
            className={mergeClasses(page.card, styles.about)}
            aria-labelledby="vacancy-about"
          >
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
          <section
            className={mergeClasses(page.card, styles.summary)}
            aria-label={t('vacancies.summary')}
            data-testid="vacancy-summary"
          >
            {organization ? (
              <div className={styles.organization}>
                <span className={styles.logo}>
                  {organization.logo ? (
                    <ResponsiveImage image={organization.logo} sizes="56px" alt="" fill />
                  ) : (
                    <BuildingRegular aria-hidden />
                  )}
                </span>
                <span className={styles.organizationText}>
                  <span className={styles.offeredBy}>{t('vacancies.offeredBy')}</span>
                  <AppLink
                    href={`/organizations/${organization.id}`}
                    className={styles.organizationName}
                  >
                    {organization.name}
                  </AppLink>
                </span>
              </div>
            ) : null}
            <a href="#apply" className={styles.cta} data-testid="apply-cta">
              {t('vacancies.applyCta')}
              <ArrowDownRegular aria-hidden />
            </a>
          </section>
          <section
            className={mergeClasses(page.card, styles.facts)}
            aria-labelledby="vacancy-facts"
          >
            <h2 id="vacancy-facts" className={page.h2}>
              {t('vacancies.facts')}
            </h2>
            <VacancyFacts vacancy={v} />
          </section>
          <div className={styles.apply}>
            <ApplySection vacancy={v} title={title} />
          </div>
          <ContactPersonCard className={styles.contact} />
        </div>
      </div>
    </PageFrame>
  );
}
