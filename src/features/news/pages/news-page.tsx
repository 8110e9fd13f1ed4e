// /nieuws: the center's news, newest first, as cards with paging; /nieuws/:slug: one item with
// its cover and text. Both are persisted with the query cache: what was seen stays readable
// offline.
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { ContentHtml } from '../../../components/content-html';
import { ErrorMessage } from '../../../components/error-message';
import { Illustration } from '../../../components/illustration';
import { PageFrame } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useT } from '../../../lib/use-t';
import { useNewsItem, useNewsItems } from '../api/news';
import { fallbackPictureOf, NewsCard, titleOfNews } from '../components/news-card';

const PAGE_SIZE = 9;

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  },
  paging: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalL,
  },
  article: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '46rem',
  },
  cover: {
    position: 'relative',
    aspectRatio: '3 / 2',
    borderRadius: tokens.borderRadiusXLarge,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  fill: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  lead: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, margin: 0 },
  date: { color: tokens.colorNeutralForeground2 },
  empty: { color: tokens.colorNeutralForeground2 },
});

function NewsList() {
  const t = useT();
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const news = useNewsItems({ page, size: PAGE_SIZE });
  if (news.isPending) return <PageSpinner label={t('news.loading')} />;
  const pages = Math.max(1, Math.ceil((news.data?.total ?? 0) / PAGE_SIZE));
  return (
    <PageFrame title={t('news.title')} intro={t('news.intro')}>
      {news.error && !news.data ? <ErrorMessage error={news.error} /> : null}
      {news.data && news.data.items.length === 0 ? (
        <p className={styles.empty}>{t('news.empty')}</p>
      ) : null}
      <ul className={styles.grid}>
        {(news.data?.items ?? []).map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={styles.paging} aria-label={t('news.paging')}>
          <Button
            icon={<ChevronLeftRegular />}
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('news.newer')}
          </Button>
          <span aria-live="polite">{t('news.pageOf', { page, pages })}</span>
          <Button
            icon={<ChevronRightRegular />}
            iconPosition="after"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('news.older')}
          </Button>
        </nav>
      ) : null}
    </PageFrame>
  );
}

function NewsArticle({ slug }: { slug: string }) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const item = useNewsItem(slug);
  const back = { href: '/nieuws', label: t('news.back') };
  if (item.isPending) return <PageSpinner label={t('news.loading')} />;
  if (!item.data) {
    return (
      <PageFrame title={t('news.title')} back={back}>
        <ErrorMessage error={item.error} />
      </PageFrame>
    );
  }
  const n = item.data;
  const summary = pickLocalized(n.summaryNl, n.summaryEn, intl.locale);
  const body = pickLocalized(n.bodyNl, n.bodyEn, intl.locale);
  return (
    <PageFrame title={titleOfNews(n, intl.locale)} back={back}>
      <article className={styles.article}>
        {n.publishedAt ? (
          <Caption1 className={styles.date}>
            <time dateTime={n.publishedAt}>
              {intl.formatDate(new Date(n.publishedAt), { dateStyle: 'full' })}
            </time>
          </Caption1>
        ) : null}
        <div className={styles.cover}>
          {n.coverImage ? (
            <ResponsiveImage
              image={n.coverImage}
              sizes="(min-width: 768px) 46rem, 100vw"
              priority
              fill
              className={styles.fill}
            />
          ) : (
            <Illustration src={fallbackPictureOf(n.slug)} className={styles.fill} />
          )}
        </div>
        {summary ? <p className={styles.lead}>{summary}</p> : null}
        {body ? <ContentHtml html={body} /> : null}
      </article>
    </PageFrame>
  );
}

export default function NewsPage({ params }: { params: { slug?: string } }) {
  return params.slug ? <NewsArticle slug={params.slug} /> : <NewsList />;
}
