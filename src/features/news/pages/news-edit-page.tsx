// /content/news/new and /content/news/:id/edit: write or change a news item; after saving, back
// to the list.
import { useLocation } from 'wouter';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useNewsItem, useSaveNewsItem } from '../api/news';
import { NewsForm } from '../components/news-form';

export default function NewsEditPage({ params }: { params: { id?: string } }) {
  const t = useT();
  const [, navigate] = useLocation();
  const id = params.id ?? null;
  const item = useNewsItem(id ?? '', id !== null);
  const save = useSaveNewsItem();
  const back = { href: '/content/news', label: t('news.manage.back') };
  const title = id ? t('news.edit.title') : t('news.new.title');
  if (id && item.isPending) return <PageSpinner label={t('news.loading')} />;
  if (id && !item.data) {
    return (
      <PageFrame title={title} back={back}>
        <ErrorMessage error={item.error} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} back={back}>
      <NewsForm
        key={item.data?.updatedAt ?? 'new'}
        item={item.data ?? null}
        submitting={save.isPending}
        error={save.error}
        onSubmit={(input) =>
          save.mutate(
            { id, input },
            {
              onSuccess: () => {
                toast.success(t('news.edit.saved'));
                navigate('/content/news');
              },
            },
          )
        }
      />
    </PageFrame>
  );
}
