// /content/news: every news item of the center for its admins: drafts first, then by date, with
// its status (draft, scheduled for a moment, published), a link to edit, and delete.
import { Badge, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError, ErrorMessage } from '../../../components/error-message';
import { PageFrame } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useNewsItems, useRemoveNewsItem, type NewsItem } from '../api/news';
import { titleOfNews } from '../components/news-card';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  info: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const COLORS = { draft: 'informative', scheduled: 'warning', published: 'success' } as const;

export default function NewsManagePage() {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const news = useNewsItems({ status: 'all', size: 100 });
  const remove = useRemoveNewsItem();
  const [deleting, setDeleting] = useState<NewsItem | null>(null);
  const when = (item: NewsItem) =>
    item.publishedAt
      ? intl.formatDate(new Date(item.publishedAt), { dateStyle: 'medium', timeStyle: 'short' })
      : null;
  return (
    <PageFrame
      title={t('news.manage.title')}
      intro={t('news.manage.intro')}
      actions={
        <Button as="a" href="/content/news/new" appearance="primary" icon={<AddRegular />}>
          {t('news.manage.new')}
        </Button>
      }
    >
      {news.isPending ? <PageSpinner label={t('news.loading')} /> : null}
      {news.error ? <ErrorMessage error={news.error} /> : null}
      {news.data?.items.length === 0 ? <p className={styles.meta}>{t('news.empty')}</p> : null}
      <ul className={styles.list}>
        {(news.data?.items ?? []).map((item) => (
          <li key={item.id} className={styles.row} data-testid="news-row">
            <div className={styles.info}>
              <AppLink href={`/content/news/${item.id}/edit`} className={styles.title}>
                {titleOfNews(item, intl.locale)}
              </AppLink>
              <Caption1 className={styles.meta}>
                <Badge appearance="tint" color={COLORS[item.status]}>
                  {t(`news.status.${item.status}`)}
                </Badge>{' '}
                {when(item) ?? ''}
              </Caption1>
            </div>
            <div className={styles.actions}>
              <Button
                as="a"
                href={`/content/news/${item.id}/edit`}
                appearance="subtle"
                icon={<EditRegular />}
                aria-label={t('news.manage.editOf', { title: titleOfNews(item, intl.locale) })}
              />
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('news.manage.deleteOf', { title: titleOfNews(item, intl.locale) })}
                onClick={() => setDeleting(item)}
              />
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t('news.manage.deleteTitle')}
        confirmLabel={t('media.delete')}
        busy={remove.isPending}
        needsNetwork
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('news.manage.deleted')),
            onError: (e) => toast.error(describeError(intl, e)),
            onSettled: () => setDeleting(null),
          })
        }
      >
        {deleting ? titleOfNews(deleting, intl.locale) : ''}
      </ConfirmDialog>
    </PageFrame>
  );
}
