// One news item as a card: its cover (else a category picture), the date, the title as the link
// (the whole card is its target) and the summary.
import { Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { CATEGORY_ILLUSTRATIONS } from '../../../../common/illustrations';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { Illustration } from '../../../components/illustration';
import { ResponsiveImage } from '../../../components/responsive-image';
import { categoryIllustrationUrl } from '../../../lib/illustrations';
import type { NewsItem } from '../api/news';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
    position: 'relative',
    ':focus-within': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    ':hover': { boxShadow: tokens.shadow8 },
  },
  picture: {
    position: 'relative',
    aspectRatio: '3 / 2',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  fill: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
  },
  date: { color: tokens.colorNeutralForeground2 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  link: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    // The link covers the card, so the whole card can be clicked.
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: 'none' },
  },
  summary: { color: tokens.colorNeutralForeground2 },
});

/**
 * A news item without a cover shows a category picture, the same one each time (chosen by its
 * slug), so a list of them does not repeat one picture.
 */
export function fallbackPictureOf(slug: string): string {
  let hash = 0;
  for (const c of slug) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return categoryIllustrationUrl(CATEGORY_ILLUSTRATIONS[hash % CATEGORY_ILLUSTRATIONS.length]);
}

export function titleOfNews(item: Pick<NewsItem, 'titleNl' | 'titleEn'>, locale: string) {
  return pickLocalized(item.titleNl, item.titleEn, locale);
}

export function NewsCard({
  item,
  headingLevel = 'h2',
}: {
  item: NewsItem;
  headingLevel?: 'h2' | 'h3';
}) {
  const styles = useStyles();
  const intl = useIntl();
  const Heading = headingLevel;
  const date = item.publishedAt ? new Date(item.publishedAt) : null;
  return (
    <article className={styles.card}>
      <div className={styles.picture}>
        {item.coverImage ? (
          <ResponsiveImage
            image={item.coverImage}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            fill
            className={styles.fill}
          />
        ) : (
          <Illustration src={fallbackPictureOf(item.slug)} className={styles.fill} />
        )}
      </div>
      <div className={styles.body}>
        {date ? (
          <Caption1 className={styles.date}>
            <time dateTime={item.publishedAt!}>{intl.formatDate(date, { dateStyle: 'long' })}</time>
          </Caption1>
        ) : null}
        <Heading className={styles.title}>
          <AppLink href={`/nieuws/${item.slug}`} className={styles.link}>
            {titleOfNews(item, intl.locale)}
          </AppLink>
        </Heading>
        {pickLocalized(item.summaryNl, item.summaryEn, intl.locale) ? (
          <Text className={styles.summary}>
            {pickLocalized(item.summaryNl, item.summaryEn, intl.locale)}
          </Text>
        ) : null}
      </div>
    </article>
  );
}
